import { Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { openConfirmDialog } from "../../../lib/confirm-dialog.ts";
import { notifications } from "@mantine/notifications";
import type { Round } from "@stint/shared/rounds";
import { IconLock, IconPlayerPlay, IconRepeat, IconSend } from "@tabler/icons-react";
import type { TFunction } from "i18next";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { useMessages } from "../../../i18n/messages.ts";
import { formatDateTime } from "../../../lib/format.ts";
import { useRoundStep, type RoundStep } from "../api/round-steps.ts";
import { rankingOpen } from "../round-format.ts";

// What each step's toast says once it is done: `steps.done.<step>` and `steps.doneText.<step>`.

/** What the round waits for now, in a sentence. */
function stateText(t: TFunction, round: Round) {
  const creator = round.company?.creator ? "yes" : "no";
  const company = round.creatorCompanyName;
  switch (round.status) {
    case "draft":
      return t("steps.state.draft", { creator, company });
    case "ranking":
      return rankingOpen(round)
        ? t("steps.state.ranking", { creator, company, when: formatDateTime(round.rankingDeadline) })
        : t("steps.state.rankingPassed", { creator, company });
    case "confirming":
      return t("steps.state.confirming", { when: formatDateTime(round.confirmationDeadline) });
    case "closed":
      return round.closedAt
        ? t("steps.state.closedOn", { when: formatDateTime(round.closedAt) })
        : t("steps.state.closed");
  }
}

/**
 * The round's state in a sentence and the creator's next step: Open (draft), Run now (ranking, after a dialog
 * saying it ends ranking), Run again over those left and Close (confirming).
 */
export function RoundStepsCard({ round }: { round: Round }) {
  const { t } = useTranslation("rounds");
  const { error: errorText } = useMessages();
  const headingId = useId();
  const step = useRoundStep(round.id, {
    onSuccess: (_round, next) =>
      notifications.show({ color: "teal", title: t(`steps.done.${next}`), message: t(`steps.doneText.${next}`) }),
    onError: (error) => notifications.show({ color: "red", title: t("common:form.errorTitle"), message: errorText(error) }),
  });
  const creator = round.company?.creator === true;
  const take = (next: RoundStep) => step.mutate(next);
  const confirm = (next: RoundStep, title: string, text: string, label: string) =>
    openConfirmDialog({
      title,
      children: <Text size="sm">{text}</Text>,
      labels: { confirm: label, cancel: t("common:cancel") },
      confirmProps: next === "close" ? { color: "red" } : {},
      onConfirm: () => take(next),
    });
  const busy = (which: RoundStep) => step.isPending && step.variables === which;

  return (
    <Card component="section" aria-labelledby={headingId}>
      <Title order={2} fz="lg" id={headingId} mb={4}>
        {round.status === "closed" ? t("steps.done.close") : t("steps.title")}
      </Title>
      <Stack gap="sm">
        <Text size="sm">{stateText(t, round)}</Text>
        {creator && round.status === "draft" && (
          <Group gap="sm">
            <Button
              leftSection={<IconSend size={16} aria-hidden />}
              onClick={() => take("open")}
              loading={busy("open")}
              disabled={round.jobs.length === 0 || step.isPending}
            >
              {t("steps.open")}
            </Button>
            {round.jobs.length === 0 && (
              <Text size="sm" c="gray.7">
                {t("steps.addJobFirst")}
              </Text>
            )}
          </Group>
        )}
        {creator && round.status === "ranking" && (
          <Group gap="sm">
            <Button
              leftSection={<IconPlayerPlay size={16} aria-hidden />}
              onClick={() =>
                confirm(
                  "run",
                  t("steps.runTitle"),
                  rankingOpen(round)
                    ? t("steps.runEarlyText", {
                        when: formatDateTime(round.rankingDeadline),
                        ranked: round.students.ranked,
                        count: round.students.eligible,
                      })
                    : t("steps.runText", { ranked: round.students.ranked, count: round.students.eligible }),
                  t("steps.run"),
                )
              }
              loading={busy("run")}
              disabled={step.isPending}
            >
              {t("steps.run")}
            </Button>
          </Group>
        )}
        {creator && round.status === "confirming" && (
          <Group gap="sm">
            <Button
              leftSection={<IconRepeat size={16} aria-hidden />}
              variant="light"
              onClick={() =>
                confirm(
                  "run",
                  t("steps.againTitle"),
                  t("steps.againText"),
                  t("steps.again"),
                )
              }
              loading={busy("run")}
              disabled={step.isPending}
            >
              {t("steps.againButton")}
            </Button>
            <Button
              leftSection={<IconLock size={16} aria-hidden />}
              variant="default"
              color="red"
              onClick={() =>
                confirm(
                  "close",
                  t("steps.closeTitle"),
                  t("steps.closeText"),
                  t("steps.close"),
                )
              }
              loading={busy("close")}
              disabled={step.isPending}
            >
              {t("steps.close")}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
