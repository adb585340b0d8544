import { Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { invitationDeclineSchema, MAX_REASON_TEXT_LENGTH, type Invitation } from "@stint/shared/applications";
import { ReasonDialog } from "../../../components/reason-dialog.tsx";
import { declineInvitation } from "../api/decline-invitation.ts";

type Props = { invitation: Invitation; opened: boolean; onClose: () => void };

/** "Decline the invitation?": an optional reason goes to the company. */
export function DeclineInvitationDialog({ invitation, opened, onClose }: Props) {
  const { job } = invitation;
  return (
    <ReasonDialog
      opened={opened}
      onClose={onClose}
      title="Decline the invitation?"
      initialValues={{ reason: "" }}
      message={{ field: "reason", label: `Why you decline (for ${job.companyName})`, max: MAX_REASON_TEXT_LENGTH }}
      confirmLabel="Decline the invitation"
      cancelLabel="Keep it"
      schema={invitationDeclineSchema}
      toPayload={(values) => ({ reason: values.reason.trim() || null })}
      submit={(payload) => declineInvitation(invitation.id, payload)}
      changes="invitation.declined"
      onDone={() => {
        notifications.show({
          color: "gray",
          title: "Invitation declined",
          message: `${job.companyName} has been told. You can still apply to “${job.title}” from its page.`,
        });
      }}
      errorTitle="The invitation was not declined"
    >
      <Text size="sm">
        {job.companyName} invited you to apply to “{job.title}”. Declining tells them you are not interested; they may
        invite you again later.
      </Text>
    </ReasonDialog>
  );
}
