import { Button, Group, Text } from "@mantine/core";
import { openConfirmDialog } from "../../../lib/confirm-dialog.ts";
import { notifications } from "@mantine/notifications";
import type { RoundPlace } from "@stint/shared/rounds";
import { IconCheck, IconX } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useMessages } from "../../../i18n/messages.ts";
import { useAnswerPlace } from "../api/answer-place.ts";

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
  const { t } = useTranslation("rounds");
  const { error: errorText } = useMessages();
  const names = {
    job: place.jobTitle,
    company: place.companyName,
    name: place.studentName,
    final: /s$/i.test(place.studentName.trim()) ? "s" : "other",
  };
  const answer = useAnswerPlace(roundId, {
    onSuccess: (_round, { confirm }) =>
      notifications.show({
        color: confirm ? "teal" : "gray",
        title: confirm ? t("answerPlace.confirmed") : t("answerPlace.declined"),
        message: confirm ? t(`answerPlace.confirmedText.${side}`, names) : t("answerPlace.declinedText"),
      }),
    onError: (error) =>
      notifications.show({ color: "red", title: t("answerNotSaved"), message: errorText(error) }),
  });
  const send = (confirm: boolean) => answer.mutate({ placeId: place.id, confirm });
  const decline = () =>
    openConfirmDialog({
      title: t(`answerPlace.declineTitle.${side}`, names),
      children: <Text size="sm">{t(`answerPlace.declineText.${side}`, names)}</Text>,
      labels: { confirm: t("answerPlace.declinePlace"), cancel: t("answerPlace.keep") },
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
        aria-label={t(`answerPlace.confirmLabel.${side}`, names)}
      >
        {t("answerPlace.confirm")}
      </Button>
      <Button
        size="xs"
        variant="default"
        color="red"
        leftSection={<IconX size={14} aria-hidden />}
        onClick={decline}
        loading={answer.isPending && !answer.variables.confirm}
        disabled={answer.isPending}
        aria-label={t(`answerPlace.declineLabel.${side}`, names)}
      >
        {t("answerPlace.decline")}
      </Button>
    </Group>
  );
}
