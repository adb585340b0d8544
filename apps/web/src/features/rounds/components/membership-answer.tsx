import { Button, Group } from "@mantine/core";
import { openConfirmDialog } from "../../../lib/confirm-dialog.ts";
import { notifications } from "@mantine/notifications";
import { Text } from "@mantine/core";
import { useAnswerMembership } from "../api/members.ts";
import { possessive } from "../../../lib/possessive.ts";

type Props = {
  round: { id: string; name: string; creatorCompanyName: string };
  /** After declining: the round is no longer the company's to see. */
  onDeclined?: () => void | Promise<void>;
};

/** Join / Decline of an invitation to a round; declining asks first. */
export function MembershipAnswer({ round, onDeclined }: Props) {
  const answer = useAnswerMembership(round.id, {
    onSuccess: async (_round, join) => {
      notifications.show({
        color: join ? "teal" : "gray",
        title: join ? "You joined the round" : "Invitation declined",
        message: join
          ? `Add your published jobs to “${round.name}”, then rank their applicants once it opens.`
          : `${round.creatorCompanyName} is told.`,
      });
      if (!join) await onDeclined?.();
    },
    onError: (error) =>
      notifications.show({ color: "red", title: "Your answer was not saved", message: error.message }),
  });
  const send = (join: boolean) => answer.mutate(join);
  const decline = () =>
    openConfirmDialog({
      title: `Decline “${round.name}”?`,
      children: (
        <Text size="sm">
          You do not take part in {possessive(round.creatorCompanyName)} round. Only they can invite you again.
        </Text>
      ),
      labels: { confirm: "Decline", cancel: "Cancel" },
      confirmProps: { color: "red" },
      onConfirm: () => send(false),
    });
  return (
    <Group gap="xs">
      <Button
        size="xs"
        onClick={() => send(true)}
        loading={answer.isPending && answer.variables}
        disabled={answer.isPending}
        aria-label={`Join ${round.name}`}
      >
        Join
      </Button>
      <Button
        size="xs"
        variant="default"
        onClick={decline}
        loading={answer.isPending && !answer.variables}
        disabled={answer.isPending}
        aria-label={`Decline ${round.name}`}
      >
        Decline
      </Button>
    </Group>
  );
}
