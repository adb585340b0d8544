import { Button, Card, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconFileCv, IconPlus } from "@tabler/icons-react";
import { Link } from "react-router";
import { paths } from "@stint/shared/page-routes";

/** The CV list before the first CV: why one matters, and the way to write it. */
export function NoCvsYet() {
  return (
    <Card>
      <Stack align="center" ta="center" gap="sm" py="xl">
        <ThemeIcon size={64} radius="xl" variant="light">
          <IconFileCv size={32} aria-hidden />
        </ThemeIcon>
        <Title order={2} fz="lg">
          You have no CV yet
        </Title>
        <Text c="dimmed" size="sm" maw={460}>
          Stint matches jobs against your CV and companies read it when you apply. A title is enough to start.
        </Text>
        <Button component={Link} to={paths.cvCreation()} leftSection={<IconPlus size={16} aria-hidden />} mt="xs">
          Create your first CV
        </Button>
      </Stack>
    </Card>
  );
}
