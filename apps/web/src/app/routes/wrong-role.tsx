import { Button, Center, Group, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import type { Role } from "@stint/shared/account";
import { IconArrowLeft, IconLock } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { accountDetailPath, paths } from "@stint/shared/page-routes";
import { usePageTitle } from "../../lib/use-page-title.ts";

/** Shown instead of a screen that belongs to the other role (PRODUCT §2): explain, and offer a way back. */
export function WrongRoleRoute({ required, actual }: { required: Role; actual: Role }) {
  const { t } = useTranslation();
  const title = t("wrongRole.title", { role: required });
  usePageTitle(title);
  const navigate = useNavigate();
  return (
    <Center py={{ base: 40, sm: 80 }}>
      <Stack align="center" ta="center" gap="md" maw={520}>
        <ThemeIcon size={64} radius="xl" variant="light" color="orange">
          <IconLock size={32} aria-hidden />
        </ThemeIcon>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {title}
        </Title>
        <Text c="dimmed">{t("wrongRole.text", { role: actual })}</Text>
        <Group justify="center" gap="sm">
          <Button component={Link} to={paths.dashboard()}>
            {t("toDashboard")}
          </Button>
          <Button variant="default" component={Link} to={accountDetailPath(actual)}>
            {t("yourAccount")}
          </Button>
        </Group>
        <Button
          variant="subtle"
          size="xs"
          leftSection={<IconArrowLeft size={14} aria-hidden />}
          onClick={() => void navigate(-1)}
        >
          {t("goBack")}
        </Button>
      </Stack>
    </Center>
  );
}
