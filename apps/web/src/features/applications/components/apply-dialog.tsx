import { Modal, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import {
  applicationCreateSchema,
  MAX_APPLICATION_NOTE_LENGTH,
  type ApplicationCreate,
  type ApplicationDetail,
} from "@stint/shared/applications";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { CountedTextarea } from "../../../components/counted-textarea.tsx";
import { CvSelect, defaultCvId, type CvOption } from "../../../components/cv-select.tsx";
import { DialogForm } from "../../../components/dialog-form.tsx";
import { isApiError } from "../../../lib/api-client.ts";
import { useApiForm } from "../../../lib/use-api-form.ts";
import { applyChange } from "../../../lib/change-effects.ts";
import { applyToJob } from "../api/apply.ts";

export type ApplyJob = { id: string; title: string; companyName: string };

type Values = { cvId: string; note: string };

type Props = {
  job: ApplyJob;
  /** The student's CVs (at least one). */
  cvs: readonly CvOption[];
  /** The CV to preselect when it is one of the student's; else the primary one. */
  preferredCvId?: string | null;
  onClose: () => void;
};

function ApplyForm({ job, cvs, preferredCvId, onClose }: Props) {
  const { t } = useTranslation("applications");
  const queryClient = useQueryClient();
  const apiForm = useApiForm<Values, ApplicationCreate, ApplicationDetail>({
    initialValues: { cvId: defaultCvId(cvs, preferredCvId), note: "" },
    schema: applicationCreateSchema,
    toPayload: (values) => ({ jobId: job.id, cvId: values.cvId || undefined, note: values.note.trim() || null }),
    submit: (payload) =>
      applyToJob(payload).catch(async (error: unknown) => {
        // Applied already (elsewhere), closed, past its deadline or gone: the page behind may be out of date.
        if (isApiError(error, 409) || isApiError(error, 404)) {
          await applyChange(queryClient, "application.refused", job.id);
        }
        throw error;
      }),
    changes: (application) => ["application.sent", application],
    onSuccess: (application) => {
      onClose();
      notifications.show({
        color: "teal",
        title: t("apply.sentTitle"),
        message: application.cv
          ? t("apply.sentTextCv", { company: job.companyName, cv: application.cv.title })
          : t("apply.sentText", { company: job.companyName }),
      });
    },
  });
  const { form } = apiForm;
  return (
    <DialogForm
      apiForm={apiForm}
      label={t("apply.form", { title: job.title })}
      errorTitle={t("apply.errorTitle")}
      submitLabel={t("apply.submit")}
      onCancel={onClose}
    >
      <Text size="sm" c="dimmed">
        {t("apply.intro", { company: job.companyName })}
      </Text>
      <CvSelect cvs={cvs} label={t("apply.cv")} required data-autofocus {...form.getInputProps("cvId")} />
      <CountedTextarea
        label={t("apply.note", { company: job.companyName })}
        description={t("apply.noteDescription")}
        placeholder={t("apply.notePlaceholder")}
        max={MAX_APPLICATION_NOTE_LENGTH}
        {...form.getInputProps("note")}
        value={form.values.note}
      />
    </DialogForm>
  );
}

/** The application form in a dialog: one of the student's CVs (primary preselected) and an optional note. */
export function ApplyDialog({ opened, ...props }: Props & { opened: boolean }) {
  const { t } = useTranslation("applications");
  return (
    <Modal
      opened={opened}
      onClose={props.onClose}
      title={t("apply.title", { title: props.job.title })}
      centered
      size="lg"
    >
      <ApplyForm {...props} />
    </Modal>
  );
}
