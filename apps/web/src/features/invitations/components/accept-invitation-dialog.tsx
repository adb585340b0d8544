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
        title: "Invitation accepted",
        message: `You applied to “${job.title}” and matched with ${job.companyName}: their contact details are under Matched.`,
      });
    },
  });
  const { form } = apiForm;
  return (
    <DialogForm
      apiForm={apiForm}
      label={`Accept the invitation to ${job.title}`}
      errorTitle="You cannot accept"
      submitLabel="Accept and apply"
      onCancel={onClose}
    >
      <Text size="sm">
        Accepting applies to “{job.title}” with the CV you choose, and matches you with {job.companyName}: you both see
        each other&apos;s contact details, and {job.companyName} can read all your CVs.
      </Text>
      <CvSelect cvs={cvs} label="CV to send" required data-autofocus {...form.getInputProps("cvId")} />
      <CountedTextarea
        label={`Note to ${job.companyName}`}
        description="Optional."
        max={MAX_APPLICATION_NOTE_LENGTH}
        {...form.getInputProps("note")}
        value={form.values.note}
      />
    </DialogForm>
  );
}

/** Accepting an invitation, in a dialog: one of the student's CVs (primary preselected) and an optional note. */
export function AcceptInvitationDialog({ opened, ...props }: Props & { opened: boolean }) {
  return (
    <Modal opened={opened} onClose={props.onClose} title="Accept the invitation?" centered size="lg">
      <AcceptForm {...props} />
    </Modal>
  );
}
