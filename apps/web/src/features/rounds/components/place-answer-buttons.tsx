import { Button, Group, Text } from "@mantine/core";
import { openConfirmDialog } from "../../../lib/confirm-dialog.ts";
import { notifications } from "@mantine/notifications";
import type { RoundPlace } from "@stint/shared/rounds";
import { IconCheck, IconX } from "@tabler/icons-react";
import { useAnswerPlace } from "../api/answer-place.ts";
import { possessive } from "../../../lib/possessive.ts";

type Props = {
  roundId: string;
  place: RoundPlace;
  /** Whose answer: the student's own place, or the job's company about its student. */
  side: "student" | "company";
};

/**
 * Confirm / Decline of a proposed place, for its student or the job's company. Declining asks first: it cannot
 * be undone, and frees the place for a second run.
 */
export function PlaceAnswerButtons({ roundId, place, side }: Props) {
  const answer = useAnswerPlace(roundId, {
    onSuccess: (_round, { confirm }) =>
      notifications.show({
        color: confirm ? "teal" : "gray",
        title: confirm ? "Place confirmed" : "Place declined",
        message: confirm
          ? side === "student"
            ? `Once ${place.companyName} confirms too, you are hired for “${place.jobTitle}”.`
            : `Once ${place.studentName} confirms too, they are hired for “${place.jobTitle}”.`
          : "The place is free for a second run.",
      }),
    onError: (error) =>
      notifications.show({ color: "red", title: "Your answer was not saved", message: error.message }),
  });
  const about = side === "student" ? `your place at “${place.jobTitle}”` : `${possessive(place.studentName)} place`;
  const send = (confirm: boolean) => answer.mutate({ placeId: place.id, confirm });
  const decline = () =>
    openConfirmDialog({
      title: side === "student" ? "Decline this place?" : `Decline ${place.studentName}?`,
      children: (
        <Text size="sm">
          {side === "student"
            ? `You give up your place at “${place.jobTitle}” (${place.companyName}). This cannot be undone; a second run may place you elsewhere.`
            : `${place.studentName} does not get a place at “${place.jobTitle}”. This cannot be undone; a second run may fill the place.`}
        </Text>
      ),
      labels: { confirm: "Decline the place", cancel: "Keep it" },
      confirmProps: { color: "red" },
      onConfirm: () => send(false),
    });
  return (
    <Group gap="xs">
      <Button
        size="xs"
        leftSection={<IconCheck size={14} aria-hidden />}
        onClick={() => send(true)}
        loading={answer.isPending && answer.variables.confirm}
        disabled={answer.isPending}
        aria-label={`Confirm ${about}`}
      >
        Confirm
      </Button>
      <Button
        size="xs"
        variant="default"
        color="red"
        leftSection={<IconX size={14} aria-hidden />}
        onClick={decline}
        loading={answer.isPending && !answer.variables.confirm}
        disabled={answer.isPending}
        aria-label={`Decline ${about}`}
      >
        Decline
      </Button>
    </Group>
  );
}
