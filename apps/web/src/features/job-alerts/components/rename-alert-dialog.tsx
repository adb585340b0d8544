import { Modal, TextInput } from "@mantine/core";
import {
  type JobAlert,
  type JobAlertPatch,
  jobAlertPatchSchema,
  MAX_JOB_ALERT_NAME_LENGTH,
} from "@stint/shared/job-alerts";
import { useTranslation } from "react-i18next";
import { DialogForm } from "../../../components/dialog-form.tsx";
import { useApiForm } from "../../../lib/use-api-form.ts";
import { updateJobAlert } from "../api/job-alerts.ts";

type Props = { alert: JobAlert; onClose: () => void };

function RenameForm({ alert, onClose }: Props) {
  const { t } = useTranslation("jobAlerts");
  const apiForm = useApiForm<{ name: string }, JobAlertPatch, JobAlert>({
    initialValues: { name: alert.name },
    schema: jobAlertPatchSchema,
    submit: (patch) => updateJobAlert({ id: alert.id, patch }),
    changes: "job-alert.changed",
    onSuccess: onClose,
  });
  return (
    <DialogForm
      apiForm={apiForm}
      label={t("rename.label", { name: alert.name })}
      errorTitle={t("rename.notSaved")}
      submitLabel={t("rename.submit")}
      onCancel={onClose}
    >
      <TextInput
        label={t("name")}
        required
        data-autofocus
        maxLength={MAX_JOB_ALERT_NAME_LENGTH}
        {...apiForm.form.getInputProps("name")}
      />
    </DialogForm>
  );
}

export function RenameAlertDialog({ alert, onClose }: { alert: JobAlert | null; onClose: () => void }) {
  const { t } = useTranslation("jobAlerts");
  return (
    <Modal opened={alert !== null} onClose={onClose} title={t("rename.title")} centered>
      {alert && <RenameForm alert={alert} onClose={onClose} />}
    </Modal>
  );
}
