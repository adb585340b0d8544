import { Modal, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import {
  MAX_MODERATION_NOTE_LENGTH,
  type MessageReportDismiss,
  messageReportDismissSchema,
  type ModeratedMessageReport,
} from "@stint/shared/moderation";
import { useTranslation } from "react-i18next";
import { CountedTextarea } from "../../../components/counted-textarea.tsx";
import { DialogForm } from "../../../components/dialog-form.tsx";
import { useApiForm } from "../../../lib/use-api-form.ts";
import { dismissMessageReport } from "../api/moderation-queue.ts";

type Values = { note: string };

function DismissForm({ reportId, onClose }: { reportId: string; onClose: () => void }) {
  const { t } = useTranslation("adminModeration");
  const apiForm = useApiForm<Values, MessageReportDismiss, ModeratedMessageReport>({
    initialValues: { note: "" },
    schema: messageReportDismissSchema,
    toPayload: (values) => ({ note: values.note.trim() || null }),
    submit: (payload) => dismissMessageReport(reportId, payload),
    changes: "moderation.decided",
    onSuccess: () => {
      onClose();
      notifications.show({ color: "teal", message: t("dismiss.done") });
    },
  });
  const { form } = apiForm;
  return (
    <DialogForm
      apiForm={apiForm}
      label={t("dismiss.title")}
      errorTitle={t("dismiss.failed")}
      submitLabel={t("dismiss.submit")}
      onCancel={onClose}
    >
      <Text size="sm">{t("dismiss.intro")}</Text>
      <CountedTextarea
        label={t("dismiss.note")}
        max={MAX_MODERATION_NOTE_LENGTH}
        data-autofocus
        {...form.getInputProps("note")}
        value={form.values.note}
      />
    </DialogForm>
  );
}

/** An operator dismisses a report of a message, with an optional note for the audit log. */
export function DismissReportDialog({
  reportId,
  opened,
  onClose,
}: {
  reportId: string;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation("adminModeration");
  return (
    <Modal opened={opened} onClose={onClose} title={t("dismiss.title")} centered size="lg">
      <DismissForm reportId={reportId} onClose={onClose} />
    </Modal>
  );
}
