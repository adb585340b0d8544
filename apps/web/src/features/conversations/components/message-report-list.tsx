import { Badge, Blockquote, Button, Card, Group, Skeleton, Stack, Text, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { MESSAGE_REPORT_REASON_LABELS, type MessageReport } from "@stint/shared/conversations";
import { useId } from "react";
import { LoadErrorPanel } from "../../../components/query-states.tsx";
import { formatDate } from "../../../lib/format.ts";
import { useMessageReports, useResolveReport } from "../api/message-reports.ts";
import { MessageText } from "./message-text.tsx";

function ReportCard({ report }: { report: MessageReport }) {
  const headingId = useId();
  const resolve = useResolveReport();
  return (
    <Card component="article" aria-labelledby={headingId} padding="md">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" align="flex-start">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Title order={3} fz="md" id={headingId}>
              {MESSAGE_REPORT_REASON_LABELS[report.reason]}
            </Title>
            <Text size="xs" c="gray.7">
              Reported by {report.reporterName} on {formatDate(report.createdAt)}
            </Text>
          </Stack>
          {report.resolvedAt ? (
            <Badge color="gray" variant="light">
              Resolved
            </Badge>
          ) : (
            <Badge color="orange" variant="light">
              Open
            </Badge>
          )}
        </Group>
        {report.details && (
          <Text size="sm" style={{ whiteSpace: "pre-line", overflowWrap: "anywhere" }}>
            “{report.details}”
          </Text>
        )}
        <Blockquote color="gray" p="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
          <Text size="sm" component="div">
            <MessageText text={report.message.body} />
          </Text>
          <Text size="xs" c="gray.7" mt={4}>
            {report.message.senderName}, {formatDate(report.message.sentAt)}
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
                  onSuccess: () => notifications.show({ color: "teal", message: "The report is resolved." }),
                  onError: (error) =>
                    notifications.show({ color: "red", title: "Not resolved", message: error.message }),
                })
              }
            >
              Mark resolved
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}

/** The moderators' queue of reported messages: why, by whom, the message itself, and "Mark resolved". */
export function MessageReportList() {
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
    return <LoadErrorPanel what="the reported messages" error={reports.error} onRetry={() => void reports.refetch()} />;
  }
  if (reports.data.items.length === 0) {
    return (
      <Card>
        <Text size="sm" c="gray.8">
          No message waits for a moderator&apos;s review.
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
