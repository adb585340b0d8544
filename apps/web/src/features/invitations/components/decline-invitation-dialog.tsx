import { Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { invitationDeclineSchema, MAX_REASON_TEXT_LENGTH, type Invitation } from "@stint/shared/applications";
import { useTranslation } from "react-i18next";
import { ReasonDialog } from "../../../components/reason-dialog.tsx";
import { declineInvitation } from "../api/decline-invitation.ts";

type Props = { invitation: Invitation; opened: boolean; onClose: () => void };

/** "Decline the invitation?": an optional reason goes to the company. */
export function DeclineInvitationDialog({ invitation, opened, onClose }: Props) {
  const { t } = useTranslation("invitations");
  const { job } = invitation;
  // The form's field, named outside the JSX: the rule reads a literal in a `message` prop as words.
  const reason = {
    field: "reason",
    label: t("decline.why", { company: job.companyName }),
    max: MAX_REASON_TEXT_LENGTH,
  } as const;
  return (
    <ReasonDialog
      opened={opened}
      onClose={onClose}
      title={t("decline.title")}
      initialValues={{ reason: "" }}
      message={reason}
      confirmLabel={t("decline.confirm")}
      cancelLabel={t("decline.keep")}
      schema={invitationDeclineSchema}
      toPayload={(values) => ({ reason: values.reason.trim() || null })}
      submit={(payload) => declineInvitation(invitation.id, payload)}
      changes="invitation.declined"
      onDone={() => {
        notifications.show({
          color: "gray",
          title: t("decline.doneTitle"),
          message: t("decline.doneText", { company: job.companyName, job: job.title }),
        });
      }}
      errorTitle={t("decline.error")}
    >
      <Text size="sm">{t("decline.text", { company: job.companyName, job: job.title })}</Text>
    </ReasonDialog>
  );
}
