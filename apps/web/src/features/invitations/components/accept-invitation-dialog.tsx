import { Modal, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import {
  invitationAcceptSchema,
  MAX_APPLICATION_NOTE_LENGTH,
  type ApplicationDetail,
  type Invitation,
  type InvitationAccept,
} from "@stint/shared/applications";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { CountedTextarea } from "../../../components/counted-textarea.tsx";
import { CvSelect, defaultCvId, type CvOption } from "../../../components/cv-select.tsx";
import { DialogForm } from "../../../components/dialog-form.tsx";
import { isApiError } from "../../../lib/api-client.ts";
import { applyChange } from "../../../lib/change-effects.ts";
import { useApiForm } from "../../../lib/use-api-form.ts";
import { acceptInvitation } from "../api/accept-invitation.ts";

type Values = { cvId: string; note: string };

type Props = {
  invitation: Invitation;
  /** The student's CVs (at least one). */
  cvs: readonly CvOption[];
  onClose: () => void;
};

function AcceptForm({ invitation, cvs, onClose }: Props) {
  const { t } = useTranslation("invitations");
  const queryClient = useQueryClient();
  const { job } = invitation;
  const apiForm = useApiForm<Values, InvitationAccept, ApplicationDetail>({
    initialValues: { cvId: defaultCvId(cvs), note: "" },
    schema: invitationAcceptSchema,
    toPayload: (values) => ({ cvId: values.cvId || undefined, note: values.note.trim() || null }),
    submit: (payload) =>
      acceptInvitation(invitation.id, payload).catch(async (error: unknown) => {
        // Answered meanwhile, or the job stopped taking applications: the list may be out of date.
        if (isApiError(error, 409)) await applyChange(queryClient, "invitation.refused");
        throw error;
      }),
    changes: ["invitation.accepted", job.id],
    onSuccess: () => {
      onClose();
      notifications.show({
        color: "teal",
        title: t("accept.doneTitle"),
        message: t("accept.doneText", { job: job.title, company: job.companyName }),
      });
    },
  });
  const { form } = apiForm;
  return (
    <DialogForm
      apiForm={apiForm}
      label={t("accept.label", { job: job.title })}
      errorTitle={t("accept.errorTitle")}
      submitLabel={t("accept.submit")}
      onCancel={onClose}
    >
      <Text size="sm">{t("accept.intro", { job: job.title, company: job.companyName })}</Text>
      <CvSelect cvs={cvs} label={t("accept.cv")} required data-autofocus {...form.getInputProps("cvId")} />
      <CountedTextarea
        label={t("accept.note", { company: job.companyName })}
        description={t("accept.optional")}
        max={MAX_APPLICATION_NOTE_LENGTH}
        {...form.getInputProps("note")}
        value={form.values.note}
      />
    </DialogForm>
  );
}

/** Accepting an invitation, in a dialog: one of the student's CVs (primary preselected) and an optional note. */
export function AcceptInvitationDialog({ opened, ...props }: Props & { opened: boolean }) {
  const { t } = useTranslation("invitations");
  return (
    <Modal opened={opened} onClose={props.onClose} title={t("accept.title")} centered size="lg">
      <AcceptForm {...props} />
    </Modal>
  );
}
