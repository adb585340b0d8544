import { Button, Center, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { paths } from "@stint/shared/page-routes";
import { IconLock } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { usePageTitle } from "../../lib/use-page-title.ts";

/**
 * Shown instead of a console screen to someone who may not open it: a student or a company (the console is for the
 * people who run Stint), or an operator without the screen's permission.
 */
export function AdminNotPermittedRoute({ operator }: { operator: boolean }) {
  const { t } = useTranslation("admin");
  const title = t(operator ? "notPermitted.title" : "notOperator.title");
  usePageTitle(title);
  return (
    <Center py={{ base: 40, sm: 80 }}>
      <Stack align="center" ta="center" gap="md" maw={520}>
        <ThemeIcon size={64} radius="xl" variant="light" color="orange">
          <IconLock size={32} aria-hidden />
        </ThemeIcon>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {title}
        </Title>
        <Text c="dimmed">{t(operator ? "notPermitted.text" : "notOperator.text")}</Text>
        <Button component={Link} to={operator ? paths.admin() : paths.dashboard()}>
          {t(operator ? "notPermitted.back" : "notOperator.back")}
        </Button>
      </Stack>
    </Center>
  );
}
