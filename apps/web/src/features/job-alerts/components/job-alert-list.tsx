import { Anchor, Badge, Button, Card, Group, Select, Skeleton, Stack, Switch, Text, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import {
  JOB_ALERT_FREQUENCIES,
  type JobAlert,
  type JobAlertFrequency,
  jobAlertSearchPath,
} from "@stint/shared/job-alerts";
import { IconExternalLink, IconPencil, IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { LoadErrorPanel } from "../../../components/query-states.tsx";
import { useMessages } from "../../../i18n/messages.ts";
import { formatDate } from "../../../lib/format.ts";
import { useDeleteJobAlert, useJobAlerts, useUpdateJobAlert } from "../api/job-alerts.ts";
import { RenameAlertDialog } from "./rename-alert-dialog.tsx";

/** The student's job alerts: each with its search, how often it tells, a pause switch, rename and delete. */
export function JobAlertList() {
  const { t } = useTranslation("jobAlerts");
  const alerts = useJobAlerts();
  const [renaming, setRenaming] = useState<JobAlert | null>(null);
  if (alerts.isPending) return <Skeleton height={160} radius="lg" />;
  if (alerts.isError)
    return <LoadErrorPanel error={alerts.error} onRetry={() => void alerts.refetch()} what={t("what")} />;
  const { items, max } = alerts.data;
  return (
    <Stack gap="md">
      {items.length === 0 ? (
        <Card>
          <Text>{t("list.empty")}</Text>
        </Card>
      ) : (
        <Text size="sm" c="dimmed">
          {t("list.count", { count: items.length, max })}
        </Text>
      )}
      {items.map((alert) => (
        <AlertCard key={alert.id} alert={alert} onRename={() => setRenaming(alert)} />
      ))}
      <RenameAlertDialog alert={renaming} onClose={() => setRenaming(null)} />
    </Stack>
  );
}

function AlertCard({ alert, onRename }: { alert: JobAlert; onRename: () => void }) {
  const { t } = useTranslation("jobAlerts");
  const messages = useMessages();
  const update = useUpdateJobAlert();
  const remove = useDeleteJobAlert();
  const failed = (error: Error) =>
    notifications.show({ color: "red", title: t("list.notChanged"), message: messages.error(error) });
  const change = (patch: { frequency?: JobAlertFrequency; paused?: boolean }) =>
    update.mutate({ id: alert.id, patch }, { onError: failed });
  const searched = alert.search.q ?? null;
  const lastDigest = formatDate(alert.lastDigestAt);
  return (
    <Card component="article" aria-labelledby={`alert-${alert.id}`}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} fz="lg" id={`alert-${alert.id}`}>
            {alert.name}
          </Title>
          {alert.paused ? <Badge color="gray">{t("list.paused")}</Badge> : null}
        </Group>
        <Text size="sm">
          {searched ? t("list.words", { q: searched }) : t("list.noWords")}
          {" · "}
          {t("list.filters", {
            count: Object.keys(alert.search).filter((key) => key !== "q" && key !== "sort").length,
          })}
        </Text>
        <Text size="sm" c="dimmed">
          {t("list.pending", { count: alert.pendingJobs })}
          {lastDigest ? ` · ${t("list.lastDigest", { date: lastDigest })}` : null}
        </Text>
        <Anchor component={Link} to={jobAlertSearchPath(alert)} size="sm">
          <Group gap={4} component="span" wrap="nowrap">
            <IconExternalLink size={14} aria-hidden />
            {t("list.openSearch")}
          </Group>
        </Anchor>
        <Group align="end" gap="md" wrap="wrap">
          <Select
            label={t("frequency.label")}
            data={JOB_ALERT_FREQUENCIES.map((value) => ({ value, label: t(`frequency.${value}`) }))}
            value={alert.frequency}
            allowDeselect={false}
            onChange={(value) => value && change({ frequency: value as JobAlertFrequency })}
            w={220}
          />
          <Switch
            label={t("list.active")}
            checked={!alert.paused}
            onChange={(event) => change({ paused: !event.currentTarget.checked })}
            mb={8}
          />
        </Group>
        <Group gap="xs">
          <Button variant="default" size="xs" leftSection={<IconPencil size={14} aria-hidden />} onClick={onRename}>
            {t("list.rename")}
          </Button>
          <Button
            variant="subtle"
            color="red"
            size="xs"
            leftSection={<IconTrash size={14} aria-hidden />}
            loading={remove.isPending}
            onClick={() => remove.mutate(alert.id, { onError: failed })}
            aria-label={t("list.deleteLabel", { name: alert.name })}
          >
            {t("list.delete")}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
