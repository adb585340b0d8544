import { Badge, Box, Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import type { ModeratedMessageReport } from "@stint/shared/moderation";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { useLabels } from "../../../i18n/labels.ts";
import { formatDate, formatDateTime } from "../../../lib/format.ts";
import { DismissReportDialog } from "./dismiss-report-dialog.tsx";

type ContextMessage = ModeratedMessageReport["context"][number];

/**
 * A message of the conversation around the reported one, as plain text: an operator reads links and markup as
 * they were typed, never following one by accident.
 */
function ContextLine({ message }: { message: ContextMessage }) {
  const { t } = useTranslation("adminModeration");
  return (
    <Box
      component="li"
      p="xs"
      style={{
        borderInlineStart: `3px solid var(--mantine-color-${message.reported ? "orange-6" : "gray-3"})`,
        background: message.reported ? "var(--mantine-color-orange-0)" : undefined,
      }}
    >
      <Group gap="xs" justify="space-between">
        <Text size="xs" c="gray.7">
          {t("messages.sentBy", { name: message.senderName, date: formatDateTime(message.sentAt) })}
        </Text>
        {message.reported && (
          <Badge size="xs" color="orange" variant="light" tt="none">
            {t("messages.reportedMark")}
          </Badge>
        )}
      </Group>
      <Text size="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
        {message.body}
      </Text>
    </Box>
  );
}

/** One open report of a message: why, by whom, the message in its conversation, and the dismissal. */
export function ReportedMessageCard({ report }: { report: ModeratedMessageReport }) {
  const { t } = useTranslation("adminModeration");
  const labels = useLabels();
  const headingId = useId();
  const contextId = useId();
  const [dismissing, dismiss] = useDisclosure(false);
  return (
    <Card component="article" aria-labelledby={headingId} padding="md" withBorder>
      <Stack gap="sm">
        <Stack gap={2}>
          <Title order={3} fz="md" id={headingId}>
            {labels.messageReportReason(report.reason)}
          </Title>
          <Text size="xs" c="gray.7">
            {t("messages.reportedBy", { name: report.reporterName, date: formatDate(report.createdAt) })}
          </Text>
        </Stack>
        {report.details && (
          <Text size="sm" style={{ whiteSpace: "pre-line", overflowWrap: "anywhere" }}>
            {t("reports.details", { details: report.details })}
          </Text>
        )}
        <Stack gap={4} component="section" aria-labelledby={contextId}>
          <Title order={4} fz="sm" id={contextId}>
            {t("messages.context")}
          </Title>
          <Stack gap={4} component="ol" p={0} m={0} style={{ listStyle: "none" }}>
            {report.context.map((message) => (
              <ContextLine key={message.id} message={message} />
            ))}
          </Stack>
        </Stack>
        <Group justify="flex-end">
          <Button size="sm" variant="light" onClick={dismiss.open} aria-describedby={headingId}>
            {t("messages.dismiss")}
          </Button>
        </Group>
      </Stack>
      <DismissReportDialog reportId={report.id} opened={dismissing} onClose={dismiss.close} />
    </Card>
  );
}
