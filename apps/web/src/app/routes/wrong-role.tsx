import { Button, Center, Group, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import type { Role } from "@stint/shared/account";
import { IconArrowLeft, IconLock } from "@tabler/icons-react";
import { Link, useNavigate } from "react-router";
import { accountDetailPath, paths } from "@stint/shared/page-routes";
import { usePageTitle } from "../../lib/use-page-title.ts";

const AUDIENCE: Record<Role, string> = { student: "students", company: "companies" };
const AS: Record<Role, string> = { student: "a student", company: "a company" };

/** Shown instead of a screen that belongs to the other role (PRODUCT §2): explain, and offer a way back. */
export function WrongRoleRoute({ required, actual }: { required: Role; actual: Role }) {
  usePageTitle(`This page is for ${AUDIENCE[required]}`);
  const navigate = useNavigate();
  return (
    <Center py={{ base: 40, sm: 80 }}>
      <Stack align="center" ta="center" gap="md" maw={520}>
        <ThemeIcon size={64} radius="xl" variant="light" color="orange">
          <IconLock size={32} aria-hidden />
        </ThemeIcon>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          This page is for {AUDIENCE[required]}
        </Title>
        <Text c="dimmed">
          You are signed in as {AS[actual]}, so there is nothing for you to do here. If you got here from a link, it was
          probably meant for someone else.
        </Text>
        <Group justify="center" gap="sm">
          <Button component={Link} to={paths.dashboard()}>
            Go to your dashboard
          </Button>
          <Button variant="default" component={Link} to={accountDetailPath(actual)}>
            Your account
          </Button>
        </Group>
        <Button
          variant="subtle"
          size="xs"
          leftSection={<IconArrowLeft size={14} aria-hidden />}
          onClick={() => void navigate(-1)}
        >
          Go back
        </Button>
      </Stack>
    </Center>
  );
}
