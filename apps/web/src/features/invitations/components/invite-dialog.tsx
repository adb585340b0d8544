import { Alert, Button, Group, Modal, Stack, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import {
  invitationCreateSchema,
  MAX_INVITATION_MESSAGE_LENGTH,
  type Invitation,
  type InvitationCreate,
} from "@stint/shared/applications";
import { IconInfoCircle } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import type { TFunction } from "i18next";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { CountedTextarea } from "../../../components/counted-textarea.tsx";
import { DialogForm } from "../../../components/dialog-form.tsx";
import { paths } from "@stint/shared/page-routes";
import { isApiError } from "../../../lib/api-client.ts";
import { todayIso } from "../../../lib/format.ts";
import { useApiForm } from "../../../lib/use-api-form.ts";
import { invitationSent, invite } from "../api/invite.ts";

export type InviteJob = {
  id: string;
  title: string;
  status: "draft" | "published" | "closed";
  deadline: string | null;
  companyName: string;
};

export type InviteStudent = { id: string; name: string };

type Props = { job: InviteJob; student: InviteStudent; onClose: () => void };
type FormProps = Props & {
  /** The API refused in a way that says the list is out of date (refreshed when the dialog closes). */
  onRefused: () => void;
};

/** A first message the company edits, in the page's language: who it is from and what it is about. */
export function defaultInvitationMessage(
  t: TFunction,
  job: Pick<InviteJob, "title" | "companyName">,
  student: InviteStudent,
) {
  const firstName = student.name.trim().split(/\s+/)[0] ?? "";
  return t("invitations:invite.defaultMessage", { firstName, job: job.title, company: job.companyName });
}

/** Why the job cannot take invitations now, or null when it can. */
function notInvitable(t: TFunction, job: InviteJob): string | null {
  if (job.status === "draft") return t("invitations:invite.draft", { job: job.title });
  if (job.status === "closed") return t("invitations:invite.closed", { job: job.title });
  if (job.deadline !== null && job.deadline < todayIso()) {
    return t("invitations:invite.deadline", { job: job.title });
  }
  return null;
}

function InviteForm({ job, student, onClose, onRefused }: FormProps) {
  const { t } = useTranslation("invitations");
  const queryClient = useQueryClient();
  const apiForm = useApiForm<{ message: string }, InvitationCreate, Invitation>({
    initialValues: { message: defaultInvitationMessage(t, job, student) },
    schema: invitationCreateSchema,
    toPayload: (values) => ({ jobId: job.id, studentId: student.id, message: values.message }),
    submit: (payload) =>
      invite(payload).catch((error: unknown) => {
        // Invited meanwhile, applied, turned invitations off, the job closed: the list may be out of date. It
        // is refreshed once the dialog closes, so the refusal is read first (the row may leave the list).
        if (isApiError(error, 409) || isApiError(error, 404)) onRefused();
        throw error;
      }),
    onSuccess: async (invitation) => {
      onClose();
      notifications.show({
        color: "teal",
        title: t("invite.sentTitle"),
        message: t("invite.sentText", { name: student.name, job: job.title }),
      });
      await invitationSent(queryClient, { jobId: job.id, studentId: student.id, invitation });
    },
  });
  const { form } = apiForm;
  return (
    <DialogForm
      apiForm={apiForm}
      label={t("invite.label", { name: student.name })}
      errorTitle={t("invite.errorTitle")}
      submitLabel={t("invite.submit")}
      onCancel={onClose}
    >
      <Text size="sm">{t("invite.intro", { name: student.name, job: job.title })}</Text>
      <CountedTextarea
        label={t("invite.messageTo", { name: student.name })}
        required
        data-autofocus
        minRows={6}
        max={MAX_INVITATION_MESSAGE_LENGTH}
        {...form.getInputProps("message")}
        value={form.values.message}
      />
    </DialogForm>
  );
}

function NotInvitable({ job, reason, onClose }: { job: InviteJob; reason: string; onClose: () => void }) {
  const { t } = useTranslation("invitations");
  return (
    <Stack gap="md">
      <Alert variant="light" color="yellow" icon={<IconInfoCircle aria-hidden />} role="note">
        {reason}
      </Alert>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          {t("invite.close")}
        </Button>
        {job.status !== "closed" && (
          <Button component={Link} to={paths.jobDetail({ id: job.id })}>
            {t("invite.openJob")}
          </Button>
        )}
      </Group>
    </Stack>
  );
}

/**
 * Inviting a student open to offers to apply to the job, in a dialog: a message (prefilled, at most
 * MAX_INVITATION_MESSAGE_LENGTH characters). A job that cannot take invitations says why instead; refusals of
 * the API (invited already, invitations turned off, applied meanwhile) are said above the message, which stays.
 */
export function InviteDialog({ opened, onClose, ...props }: Props & { opened: boolean }) {
  const { t } = useTranslation("invitations");
  const queryClient = useQueryClient();
  const refused = useRef(false);
  const reason = notInvitable(t, props.job);
  const close = () => {
    onClose();
    if (refused.current) {
      refused.current = false;
      void invitationSent(queryClient, { jobId: props.job.id, studentId: props.student.id });
    }
  };
  return (
    <Modal opened={opened} onClose={close} title={t("invite.label", { name: props.student.name })} centered size="lg">
      {reason ? (
        <NotInvitable job={props.job} reason={reason} onClose={close} />
      ) : (
        <InviteForm {...props} onClose={close} onRefused={() => (refused.current = true)} />
      )}
    </Modal>
  );
}
