import { Blockquote, Modal, Radio, Stack, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import {
  MAX_MESSAGE_REPORT_DETAILS_LENGTH,
  MESSAGE_REPORT_REASON_LABELS,
  MESSAGE_REPORT_REASONS,
  messageReportCreateSchema,
  type Message,
  type MessageReportCreate,
} from "@stint/shared/conversations";
import { CountedTextarea } from "../../../components/counted-textarea.tsx";
import { DialogForm } from "../../../components/dialog-form.tsx";
import { useApiForm } from "../../../lib/use-api-form.ts";
import { reportMessage } from "../api/message-reports.ts";

type Values = { reason: string; details: string };

const excerpt = (text: string) => (text.length > 280 ? `${text.slice(0, 280)}…` : text);

function ReportForm({ message, onClose }: { message: Message; onClose: () => void }) {
  const apiForm = useApiForm<Values, Partial<MessageReportCreate>, unknown>({
    initialValues: { reason: "", details: "" },
    schema: messageReportCreateSchema,
    toPayload: (values) => ({
      reason: (values.reason || undefined) as MessageReportCreate["reason"] | undefined,
      details: values.details.trim() || null,
    }),
    submit: (payload) => reportMessage(message.id, payload as MessageReportCreate),
    changes: "message-reports.changed",
    onSuccess: () => {
      onClose();
      notifications.show({
        color: "teal",
        title: "Message reported",
        message: "Thank you. A moderator will read it. You can also block this conversation.",
      });
    },
  });
  const { form } = apiForm;
  return (
    <DialogForm
      apiForm={apiForm}
      label="Report this message"
      errorTitle="The report was not sent"
      submitLabel="Send the report"
      onCancel={onClose}
    >
      {message.body && (
        <Blockquote p="sm" color="gray" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
          <Text size="sm">{excerpt(message.body)}</Text>
          <Text size="xs" c="gray.7" mt={4}>
            {message.senderName}
          </Text>
        </Blockquote>
      )}
      <Text size="sm">
        A moderator reads the message and your reasons. {message.senderName} is not told who reported it.
      </Text>
      <Radio.Group label="What is wrong with it?" required {...form.getInputProps("reason")}>
        <Stack gap="xs" mt="xs">
          {MESSAGE_REPORT_REASONS.map((reason, index) => (
            <Radio
              key={reason}
              value={reason}
              label={MESSAGE_REPORT_REASON_LABELS[reason]}
              data-autofocus={index === 0 || undefined}
            />
          ))}
        </Stack>
      </Radio.Group>
      <CountedTextarea
        label="Details"
        description="Optional: what the moderator should know."
        max={MAX_MESSAGE_REPORT_DETAILS_LENGTH}
        {...form.getInputProps("details")}
        value={form.values.details}
      />
    </DialogForm>
  );
}

/** Report one of the other side's messages to the moderators: a reason (required) and details (optional). */
export function ReportMessageDialog({ message, onClose }: { message: Message | null; onClose: () => void }) {
  return (
    <Modal opened={message !== null} onClose={onClose} title="Report this message" centered size="lg">
      {message && <ReportForm message={message} onClose={onClose} />}
    </Modal>
  );
}
