import { Card, Skeleton, Stack, Text, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import type { ApplicationStatus } from "@stint/shared/applications";
import type { JobRanking, Round, RoundJob } from "@stint/shared/rounds";
import { useEffect, useId } from "react";
import { useTranslation } from "react-i18next";
import { useLabels } from "../../../i18n/labels.ts";
import { useMessages } from "../../../i18n/messages.ts";
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

function Editor({ round, job, ranking, onDirtyChange }: Props & { ranking: JobRanking }) {
  const { t } = useTranslation("rounds");
  const labels = useLabels();
  const { error: errorText } = useMessages();
  const editable = rankingOpen(round);
  const saved = initialRanking(ranking.applicants.map((item) => ({ id: item.applicationId, position: item.position })));
  const { draft, setDraft, dirty, reset } = useRankingDraft(saved);
  const save = useApiMutation({
    mutationFn: (applicationIds: string[]) => saveJobRanking(round.id, job.jobId, applicationIds),
    changes: (next) => ["round.job-ranked", round.id, job.jobId, next],
    onSuccess: (next) => {
      notifications.show({
        color: "teal",
        title: t("save.done"),
        message: t("job.savedText", {
          job: job.title,
          count: next.applicants.filter((item) => item.position !== null).length,
        }),
      });
    },
    onError: (error) =>
      notifications.show({ color: "red", title: t("job.notSaved"), message: errorText(error) }),
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
      detail: labels.applicationStatus(item.status as ApplicationStatus),
      hint: item.score === null ? t("job.noScore") : t("job.score", { score: item.score }),
    }));

  if (items.length === 0) {
    return (
      <Text size="sm" c="gray.7">
        {t("job.noApplicants")}
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
        unrankedNote={t("job.unrankedNote")}
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
          saveLabel={t("job.saveLabel", { job: job.title })}
        />
      )}
    </Stack>
  );
}

/** One of the viewer's jobs: its company ranks its shortlisted applicants while the round's ranking is open. */
export function JobRankingCard(props: Props) {
  const { round, job } = props;
  const { t } = useTranslation("rounds");
  const headingId = useId();
  const ranking = useJobRanking(round.id, job.jobId);
  return (
    <Card component="section" aria-labelledby={headingId}>
      <Title order={2} fz="lg" id={headingId} style={{ overflowWrap: "anywhere" }}>
        {t("job.title", { job: job.title })}
      </Title>
      <Text size="sm" c="gray.7" mb="md">
        {rankingOpen(round) ? t("job.intro", { count: job.capacity }) : t("rankingClosed")}
      </Text>
      {ranking.isPending ? (
        <Stack gap="xs" role="status" aria-busy="true" aria-label={t("job.loading", { job: job.title })}>
          <Skeleton height={48} />
          <Skeleton height={48} />
        </Stack>
      ) : ranking.isError ? (
        <InlineRetry what={t("job.applicants")} error={ranking.error} onRetry={() => void ranking.refetch()} />
      ) : (
        <Editor {...props} ranking={ranking.data} />
      )}
    </Card>
  );
}
