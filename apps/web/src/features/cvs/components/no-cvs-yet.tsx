import { Button, Card, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconFileCv, IconPlus } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "@stint/shared/page-routes";

/** The CV list before the first CV: why one matters, and the way to write it. */
export function NoCvsYet() {
  const { t } = useTranslation("cvs");
  return (
    <Card>
      <Stack align="center" ta="center" gap="sm" py="xl">
        <ThemeIcon size={64} radius="xl" variant="light">
          <IconFileCv size={32} aria-hidden />
        </ThemeIcon>
        <Title order={2} fz="lg">
          {t("empty.title")}
        </Title>
        <Text c="dimmed" size="sm" maw={460}>
          {t("empty.text")}
        </Text>
        <Button component={Link} to={paths.cvCreation()} leftSection={<IconPlus size={16} aria-hidden />} mt="xs">
          {t("empty.create")}
        </Button>
      </Stack>
    </Card>
  );
}
