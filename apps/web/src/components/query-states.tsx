import { Button, Card, Group, Skeleton, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconAlertTriangle, IconRefresh, IconSearchOff } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "@stint/shared/page-routes";
import { useMessages } from "../i18n/messages.ts";
import { isApiError } from "../lib/api-client.ts";
import { usePageTitle } from "../lib/use-page-title.ts";
import { StatusPanel } from "./status-panel.tsx";

/** Inside the app shell: something asked for by id does not exist (or is not for this user's eyes). */
export function NotFoundPanel({ title, text, action }: { title: string; text: ReactNode; action?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <StatusPanel icon={IconSearchOff} color="gray" title={title} text={text}>
      <Group justify="center" gap="sm">
        {action}
        <Button variant="default" component={Link} to={paths.dashboard()}>
          {t("toDashboard")}
        </Button>
      </Group>
    </StatusPanel>
  );
}

/** A load that failed for another reason than "not found": say so, keep the page, offer a retry. */
export function LoadErrorPanel({ error, onRetry, what }: { error: Error; onRetry: () => void; what: string }) {
  const { t } = useTranslation();
  const messages = useMessages();
  const title = t("loadError.title", { what });
  usePageTitle(title);
  return (
    <Card>
      <Stack align="center" ta="center" gap="sm" py="lg">
        <ThemeIcon size={48} radius="xl" variant="light" color="orange">
          <IconAlertTriangle size={26} aria-hidden />
        </ThemeIcon>
        <Title order={1} fz="xl">
          {title}
        </Title>
        <Text c="dimmed" size="sm" maw={440}>
          {messages.error(error)}
        </Text>
        <Button leftSection={<IconRefresh size={16} aria-hidden />} onClick={onRetry}>
          {t("tryAgain")}
        </Button>
      </Stack>
    </Card>
  );
}

export function isNotFound(error: unknown) {
  return isApiError(error, 404);
}

/** The outline of a detail screen while it loads, so the layout does not jump. */
export function DetailSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg" role="status" aria-busy="true" aria-label={t("loading")}>
      <Group gap="md" wrap="nowrap">
        <Skeleton height={64} width={64} radius="lg" />
        <Stack gap={8} style={{ flex: 1 }}>
          <Skeleton height={28} width="60%" />
          <Skeleton height={14} width="40%" />
        </Stack>
      </Group>
      <Skeleton height={160} radius="lg" />
      <Skeleton height={240} radius="lg" />
    </Stack>
  );
}
