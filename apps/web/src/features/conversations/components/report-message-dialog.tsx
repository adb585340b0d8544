import { Blockquote, Modal, Radio, Stack, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import {
  MAX_MESSAGE_REPORT_DETAILS_LENGTH,
  MESSAGE_REPORT_REASONS,
  messageReportCreateSchema,
  type Message,
  type MessageReportCreate,
} from "@stint/shared/conversations";
import { useTranslation } from "react-i18next";
import { CountedTextarea } from "../../../components/counted-textarea.tsx";
import { DialogForm } from "../../../components/dialog-form.tsx";
import { useLabels } from "../../../i18n/labels.ts";
import { useApiForm } from "../../../lib/use-api-form.ts";
import { reportMessage } from "../api/message-reports.ts";

type Values = { reason: string; details: string };

const excerpt = (text: string) => (text.length > 280 ? `${text.slice(0, 280)}…` : text);

function ReportForm({ message, onClose }: { message: Message; onClose: () => void }) {
  const { t } = useTranslation("conversations");
  const labels = useLabels();
  const apiForm = useApiForm<Values, Partial<MessageReportCreate>, unknown>({
    initialValues: { reason: "", details: "" },
    schema: messageReportCreateSchema,
    toPayload: (values) => ({
      reason: (values.reason || undefined) as MessageReportCreate["reason"] | undefined,
      details: values.details.trim() || null,
    }),
    submit: (payload) => reportMessage(message.id, payload as MessageReportCreate),
    onSuccess: () => {
      onClose();
      notifications.show({
        color: "teal",
        title: t("report.sentTitle"),
        message: t("report.sentText"),
      });
    },
  });
  const { form } = apiForm;
  return (
    <DialogForm
      apiForm={apiForm}
      label={t("report.title")}
      errorTitle={t("report.errorTitle")}
      submitLabel={t("report.submit")}
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
      <Text size="sm">{t("report.intro", { name: message.senderName })}</Text>
      <Radio.Group label={t("report.reason")} required {...form.getInputProps("reason")}>
        <Stack gap="xs" mt="xs">
          {MESSAGE_REPORT_REASONS.map((reason, index) => (
            <Radio
              key={reason}
              value={reason}
              label={labels.messageReportReason(reason)}
              data-autofocus={index === 0 || undefined}
            />
          ))}
        </Stack>
      </Radio.Group>
      <CountedTextarea
        label={t("report.details")}
        description={t("report.detailsHint")}
        max={MAX_MESSAGE_REPORT_DETAILS_LENGTH}
        {...form.getInputProps("details")}
        value={form.values.details}
      />
    </DialogForm>
  );
}

/** Report one of the other side's messages to the operators' moderation queue: a reason (required) and details (optional). */
export function ReportMessageDialog({ message, onClose }: { message: Message | null; onClose: () => void }) {
  const { t } = useTranslation("conversations");
  return (
    <Modal opened={message !== null} onClose={onClose} title={t("report.title")} centered size="lg">
      {message && <ReportForm message={message} onClose={onClose} />}
    </Modal>
  );
}
