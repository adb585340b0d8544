import { Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { openConfirmDialog } from "../../../lib/confirm-dialog.ts";
import { notifications } from "@mantine/notifications";
import type { Round } from "@stint/shared/rounds";
import { IconLock, IconPlayerPlay, IconRepeat, IconSend } from "@tabler/icons-react";
import { useId } from "react";
import { formatDateTime } from "../../../lib/format.ts";
import { useRoundStep, type RoundStep } from "../api/round-steps.ts";
import { rankingOpen } from "../round-format.ts";

const DONE: Record<RoundStep, { title: string; message: string }> = {
  open: { title: "Ranking is open", message: "Students and companies are told and can rank until the deadline." },
  run: { title: "Places proposed", message: "Both sides are told and can confirm or decline their places." },
  close: { title: "Round closed", message: "Places nobody answered have expired." },
};

/** What the round waits for now, in a sentence. */
function stateText(round: Round) {
  const waiting = round.company?.creator ? "" : ` ${round.creatorCompanyName} runs it then, or earlier.`;
  switch (round.status) {
    case "draft":
      return round.company?.creator
        ? "A draft: invite companies and add jobs. Opening it lets students and companies rank until the ranking deadline."
        : `A draft: add your jobs. ${round.creatorCompanyName} opens it for ranking.`;
    case "ranking":
      return rankingOpen(round)
        ? `Students and companies rank until ${formatDateTime(round.rankingDeadline)}. Then one run proposes places.${waiting}`
        : `The ranking deadline has passed: the run proposes places shortly.${waiting}`;
    case "confirming":
      return `Places are proposed. Both sides confirm or decline by ${formatDateTime(round.confirmationDeadline)}; a place both confirm hires the application.`;
    case "closed":
      return `Closed ${round.closedAt ? `on ${formatDateTime(round.closedAt)}` : ""}. Places that both sides confirmed are hires.`;
  }
}

/**
 * The round's state in a sentence and the creator's next step: Open (draft), Run now (ranking, after a dialog
 * saying it ends ranking), Run again over those left and Close (confirming).
 */
export function RoundStepsCard({ round }: { round: Round }) {
  const headingId = useId();
  const step = useRoundStep(round.id, {
    onSuccess: (_round, next) => notifications.show({ color: "teal", ...DONE[next] }),
    onError: (error) => notifications.show({ color: "red", title: "That did not work", message: error.message }),
  });
  const creator = round.company?.creator === true;
  const take = (next: RoundStep) => step.mutate(next);
  const confirm = (next: RoundStep, title: string, text: string, label: string) =>
    openConfirmDialog({
      title,
      children: <Text size="sm">{text}</Text>,
      labels: { confirm: label, cancel: "Cancel" },
      confirmProps: next === "close" ? { color: "red" } : {},
      onConfirm: () => take(next),
    });
  const busy = (which: RoundStep) => step.isPending && step.variables === which;

  return (
    <Card component="section" aria-labelledby={headingId}>
      <Title order={2} fz="lg" id={headingId} mb={4}>
        {round.status === "closed" ? "Round closed" : "Next step"}
      </Title>
      <Stack gap="sm">
        <Text size="sm">{stateText(round)}</Text>
        {creator && round.status === "draft" && (
          <Group gap="sm">
            <Button
              leftSection={<IconSend size={16} aria-hidden />}
              onClick={() => take("open")}
              loading={busy("open")}
              disabled={round.jobs.length === 0 || step.isPending}
            >
              Open for ranking
            </Button>
            {round.jobs.length === 0 && (
              <Text size="sm" c="gray.7">
                Add at least one job first.
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
                  "Run the round now?",
                  `This ends ranking for everyone${rankingOpen(round) ? `, before the deadline of ${formatDateTime(round.rankingDeadline)}` : ""}: students and companies can no longer change their rankings. ${round.students.ranked} of ${round.students.eligible} students have ranked. The run proposes places at once and tells everyone.`,
                  "Run now",
                )
              }
              loading={busy("run")}
              disabled={step.isPending}
            >
              Run now
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
                  "Run again over those left?",
                  "A second run places the students without a live place in the places still free (declined ones included), using the same rankings. Places confirmed or still waiting for answers stay as they are.",
                  "Run again",
                )
              }
              loading={busy("run")}
              disabled={step.isPending}
            >
              Run again over those left
            </Button>
            <Button
              leftSection={<IconLock size={16} aria-hidden />}
              variant="default"
              color="red"
              onClick={() =>
                confirm(
                  "close",
                  "Close the round?",
                  "Places still waiting for an answer expire, and nobody can confirm any more. This cannot be undone.",
                  "Close the round",
                )
              }
              loading={busy("close")}
              disabled={step.isPending}
            >
              Close the round
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
