import { Badge, Blockquote, Button, Card, Group, Skeleton, Stack, Text, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import type { MessageReport } from "@stint/shared/conversations";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { LoadErrorPanel } from "../../../components/query-states.tsx";
import { useLabels } from "../../../i18n/labels.ts";
import { useMessages } from "../../../i18n/messages.ts";
import { formatDate } from "../../../lib/format.ts";
import { useMessageReports, useResolveReport } from "../api/message-reports.ts";
import { MessageText } from "./message-text.tsx";

function ReportCard({ report }: { report: MessageReport }) {
  const { t } = useTranslation("conversations");
  const labels = useLabels();
  const messages = useMessages();
  const headingId = useId();
  const resolve = useResolveReport();
  return (
    <Card component="article" aria-labelledby={headingId} padding="md">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" align="flex-start">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Title order={3} fz="md" id={headingId}>
              {labels.messageReportReason(report.reason)}
            </Title>
            <Text size="xs" c="gray.7">
              {t("reports.reportedBy", { name: report.reporterName, date: formatDate(report.createdAt) })}
            </Text>
          </Stack>
          {report.resolvedAt ? (
            <Badge color="gray" variant="light">
              {t("reports.resolved")}
            </Badge>
          ) : (
            <Badge color="orange" variant="light">
              {t("reports.open")}
            </Badge>
          )}
        </Group>
        {report.details && (
          <Text size="sm" style={{ whiteSpace: "pre-line", overflowWrap: "anywhere" }}>
            {t("reports.details", { details: report.details })}
          </Text>
        )}
        <Blockquote color="gray" p="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
          <Text size="sm" component="div">
            <MessageText text={report.message.body} />
          </Text>
          <Text size="xs" c="gray.7" mt={4}>
            {t("reports.sent", { name: report.message.senderName, date: formatDate(report.message.sentAt) })}
          </Text>
        </Blockquote>
        {!report.resolvedAt && (
          <Group justify="flex-end">
            <Button
              size="xs"
              variant="light"
              loading={resolve.isPending}
              onClick={() =>
                resolve.mutate(report.id, {
                  onSuccess: () => notifications.show({ color: "teal", message: t("reports.resolvedToast") }),
                  onError: (error) =>
                    notifications.show({
                      color: "red",
                      title: t("reports.notResolved"),
                      message: messages.error(error),
                    }),
                })
              }
            >
              {t("reports.markResolved")}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}

/** The moderators' queue of reported messages: why, by whom, the message itself, and "Mark resolved". */
export function MessageReportList() {
  const { t } = useTranslation("conversations");
  const reports = useMessageReports();
  if (reports.isPending) {
    return (
      <Stack gap="sm" aria-hidden>
        <Skeleton height={120} radius="lg" />
        <Skeleton height={120} radius="lg" />
      </Stack>
    );
  }
  if (reports.isError) {
    return <LoadErrorPanel what={t("reports.what")} error={reports.error} onRetry={() => void reports.refetch()} />;
  }
  if (reports.data.items.length === 0) {
    return (
      <Card>
        <Text size="sm" c="gray.8">
          {t("reports.none")}
        </Text>
      </Card>
    );
  }
  return (
    <Stack gap="sm">
      {reports.data.items.map((report) => (
        <ReportCard key={report.id} report={report} />
      ))}
    </Stack>
  );
}
