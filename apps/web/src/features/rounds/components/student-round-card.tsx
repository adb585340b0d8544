import { Alert, Badge, Card, Group, Skeleton, Stack, Text, Title } from "@mantine/core";
import type { RoundSummary } from "@stint/shared/rounds";
import { IconInfoCircle } from "@tabler/icons-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";

import { useRoundQuery } from "../api/get-round.ts";
import { rankingOpen } from "../round-format.ts";
import { InlineRetry } from "./inline-retry.tsx";
import { RoundDeadlines } from "./round-deadlines.tsx";
import { RoundStatusBadge } from "./round-status-badge.tsx";
import { StudentRanking } from "./student-ranking.tsx";
import { StudentRoundResult } from "./student-round-result.tsx";
import classes from "./student-round-card.module.css";

type Props = {
  summary: RoundSummary;
  highlighted: boolean;
  onDirtyChange: (roundId: string, dirty: boolean) => void;
};

/**
 * A student's card of one placement round: its deadlines; while ranking is open, the ranking of the round's jobs
 * they applied to; after a run, their result (the place, Confirm / Decline, and why not their higher choices).
 */
export function StudentRoundCard({ summary, highlighted, onDirtyChange }: Props) {
  const { t } = useTranslation("rounds");
  const headingId = useId();
  const round = useRoundQuery(summary.id);
  // A student's to-dos; an invitation is a company's.
  const todo = summary.todo && summary.todo !== "answer-invitation" ? summary.todo : null;
  return (
    <Card
      component="section"
      aria-labelledby={headingId}
      id={`round-${summary.id}`}
      tabIndex={-1}
      className={classes.card}
      data-highlighted={highlighted || undefined}
    >
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="xs">
          <div style={{ minWidth: 0, flex: "1 1 16rem" }}>
            <Text size="xs" fw={700} tt="uppercase" c="stint.8">
              {t("student.kicker")}
            </Text>
            <Title order={2} fz="lg" id={headingId} style={{ overflowWrap: "anywhere" }}>
              {summary.name}
            </Title>
            <Text size="sm" c="gray.7">
              {t("student.byJobs", { company: summary.creatorCompanyName, count: summary.jobs })}
            </Text>
          </div>
          <Group gap={6}>
            {todo && (
              <Badge color="orange" variant="filled" tt="none">
                {t(`student.todo.${todo}`)}
              </Badge>
            )}
            <RoundStatusBadge status={summary.status} />
          </Group>
        </Group>
        {summary.status === "ranking" && <RoundDeadlines round={summary} />}
        {round.isPending ? (
          <Stack gap="xs" role="status" aria-busy="true" aria-label={t("student.loading", { round: summary.name })}>
            <Skeleton height={48} />
            <Skeleton height={48} />
          </Stack>
        ) : round.isError ? (
          <InlineRetry what={summary.name} error={round.error} onRetry={() => void round.refetch()} />
        ) : !round.data.student ? (
          <Text size="sm" c="gray.7">
            {t("student.noApplication")}
          </Text>
        ) : round.data.status === "ranking" ? (
          <Stack gap="sm">
            <Text size="sm">
              {rankingOpen(round.data) ? t("student.rankIntro") : t("student.rankClosed")}
            </Text>
            <StudentRanking
              round={round.data}
              part={round.data.student}
              editable={rankingOpen(round.data)}
              onDirtyChange={onDirtyChange}
            />
          </Stack>
        ) : round.data.student.outcome ? (
          <StudentRoundResult round={round.data} outcome={round.data.student.outcome} />
        ) : (
          <Alert variant="light" color="gray" icon={<IconInfoCircle aria-hidden />}>
            {t("student.rankedNone")}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
