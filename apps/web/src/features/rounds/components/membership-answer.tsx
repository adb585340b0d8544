import { Button, Group } from "@mantine/core";
import { openConfirmDialog } from "../../../lib/confirm-dialog.ts";
import { notifications } from "@mantine/notifications";
import { Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useMessages } from "../../../i18n/messages.ts";
import { useAnswerMembership } from "../api/members.ts";

type Props = {
  round: { id: string; name: string; creatorCompanyName: string };
  /** After declining: the round is no longer the company's to see. */
  onDeclined?: () => void | Promise<void>;
};

/** Join / Decline of an invitation to a round; declining asks first. */
export function MembershipAnswer({ round, onDeclined }: Props) {
  const { t } = useTranslation("rounds");
  const { error: errorText } = useMessages();
  const answer = useAnswerMembership(round.id, {
    onSuccess: async (_round, join) => {
      notifications.show({
        color: join ? "teal" : "gray",
        title: join ? t("membership.joined") : t("membership.declined"),
        message: join
          ? t("membership.joinedText", { round: round.name })
          : t("membership.declinedText", { company: round.creatorCompanyName }),
      });
      if (!join) await onDeclined?.();
    },
    onError: (error) =>
      notifications.show({ color: "red", title: t("answerNotSaved"), message: errorText(error) }),
  });
  const send = (join: boolean) => answer.mutate(join);
  const decline = () =>
    openConfirmDialog({
      title: t("membership.declineTitle", { round: round.name }),
      children: (
        <Text size="sm">
          {t("membership.declineText", {
            company: round.creatorCompanyName,
            final: /s$/i.test(round.creatorCompanyName.trim()) ? "s" : "other",
          })}
        </Text>
      ),
      labels: { confirm: t("membership.decline"), cancel: t("common:cancel") },
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
        aria-label={t("membership.joinRound", { round: round.name })}
      >
        {t("membership.join")}
      </Button>
      <Button
        size="xs"
        variant="default"
        onClick={decline}
        loading={answer.isPending && !answer.variables}
        disabled={answer.isPending}
        aria-label={t("membership.declineRound", { round: round.name })}
      >
        {t("membership.decline")}
      </Button>
    </Group>
  );
}
