import { Card, Skeleton, Stack, Text, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { APPLICATION_STATUS_LABELS, type ApplicationStatus } from "@stint/shared/applications";
import type { JobRanking, Round, RoundJob } from "@stint/shared/rounds";
import { useEffect, useId } from "react";
import { useApiMutation } from "../../../lib/use-api-mutation.ts";
import { saveJobRanking, useJobRanking } from "../api/rankings.ts";
import { initialRanking } from "../ranking.ts";
import { rankingOpen } from "../round-format.ts";
import { InlineRetry } from "./inline-retry.tsx";
import { RankingEditor } from "./ranking-editor.tsx";
import { RankingSaveBar } from "./ranking-save-bar.tsx";
import { useRankingDraft } from "./use-ranking-draft.ts";

type Props = {
  round: Round;
  job: RoundJob;
  onDirtyChange: (key: string, dirty: boolean) => void;
};

const statusLabel = (status: string) => APPLICATION_STATUS_LABELS[status as ApplicationStatus] ?? status;

function Editor({ round, job, ranking, onDirtyChange }: Props & { ranking: JobRanking }) {
  const editable = rankingOpen(round);
  const saved = initialRanking(ranking.applicants.map((item) => ({ id: item.applicationId, position: item.position })));
  const { draft, setDraft, dirty, reset } = useRankingDraft(saved);
  const save = useApiMutation({
    mutationFn: (applicationIds: string[]) => saveJobRanking(round.id, job.jobId, applicationIds),
    changes: (next) => ["round.job-ranked", round.id, job.jobId, next],
    onSuccess: (next) => {
      notifications.show({
        color: "teal",
        title: "Ranking saved",
        message: `“${job.title}”: ${next.applicants.filter((item) => item.position !== null).length} applicants ranked.`,
      });
    },
    onError: (error) =>
      notifications.show({ color: "red", title: "The ranking was not saved", message: error.message }),
  });
  const key = `${round.id}:${job.jobId}`;
  useEffect(() => onDirtyChange(key, dirty), [onDirtyChange, key, dirty]);
  useEffect(() => () => onDirtyChange(key, false), [onDirtyChange, key]);

  // Not ranked: the best match score first, as a starting point.
  const items = [...ranking.applicants]
    .sort((a, b) => (b.score ?? -1) - (a.score ?? -1))
    .map((item) => ({
      id: item.applicationId,
      title: item.studentName,
      detail: statusLabel(item.status),
      hint: item.score === null ? "No score" : `Score ${item.score} — a hint, your order decides`,
    }));

  if (items.length === 0) {
    return (
      <Text size="sm" c="gray.7">
        No applicant to rank: shortlist applicants of this job to rank them.
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      <RankingEditor
        items={items}
        ranked={draft}
        onChange={setDraft}
        headingOrder={3}
        unrankedNote="Unranked = not acceptable: the run never places them here."
        readOnly={!editable}
        disabled={save.isPending}
      />
      {editable && (
        <RankingSaveBar
          dirty={dirty}
          rankedAt={ranking.rankedAt}
          saving={save.isPending}
          onUndo={reset}
          onSave={() => save.mutate(draft)}
          saveLabel={`Save the ranking of ${job.title}`}
        />
      )}
    </Stack>
  );
}

/** One of the viewer's jobs: its company ranks its shortlisted applicants while the round's ranking is open. */
export function JobRankingCard(props: Props) {
  const { round, job } = props;
  const headingId = useId();
  const ranking = useJobRanking(round.id, job.jobId);
  return (
    <Card component="section" aria-labelledby={headingId}>
      <Title order={2} fz="lg" id={headingId} style={{ overflowWrap: "anywhere" }}>
        Your ranking: {job.title}
      </Title>
      <Text size="sm" c="gray.7" mb="md">
        {rankingOpen(round)
          ? `Rank the applicants you would take, best first (${job.capacity === 1 ? "1 place" : `${job.capacity} places`}). The run never places an unranked applicant here.`
          : "The ranking has closed."}
      </Text>
      {ranking.isPending ? (
        <Stack gap="xs" role="status" aria-busy="true" aria-label={`Loading the applicants of ${job.title}`}>
          <Skeleton height={48} />
          <Skeleton height={48} />
        </Stack>
      ) : ranking.isError ? (
        <InlineRetry what="The applicants" error={ranking.error} onRetry={() => void ranking.refetch()} />
      ) : (
        <Editor {...props} ranking={ranking.data} />
      )}
    </Card>
  );
}
