import { Stack } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import type { Round, StudentRoundPart } from "@stint/shared/rounds";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useMessages } from "../../../i18n/messages.ts";
import { saveStudentRanking } from "../api/rankings.ts";
import { useApiMutation } from "../../../lib/use-api-mutation.ts";
import { initialRanking } from "../ranking.ts";
import { RankingEditor } from "./ranking-editor.tsx";
import { RankingSaveBar } from "./ranking-save-bar.tsx";
import { useRankingDraft } from "./use-ranking-draft.ts";

type Props = {
  round: Round;
  part: StudentRoundPart;
  /** Whether the ranking may still change (open for ranking, before the deadline). */
  editable: boolean;
  /** Tells the screen about unsaved changes, which it guards against leaving. */
  onDirtyChange: (roundId: string, dirty: boolean) => void;
};

/** A student ranks the round's jobs they applied to, best first, and saves; unranked jobs they do not want. */
export function StudentRanking({ round, part, editable, onDirtyChange }: Props) {
  const { t } = useTranslation("rounds");
  const { error: errorText } = useMessages();
  const saved = initialRanking(part.rankable.map((job) => ({ id: job.jobId, position: job.position })));
  const { draft, setDraft, dirty, reset } = useRankingDraft(saved);
  const save = useApiMutation({
    mutationFn: (jobIds: string[]) => saveStudentRanking(round.id, jobIds),
    changes: (next) => ["round.saved", next],
    onSuccess: () => {
      notifications.show({
        color: "teal",
        title: t("save.done"),
        message: draft.length === 0 ? t("student.savedNone") : t("student.savedText"),
      });
    },
    onError: (error) => {
      notifications.show({ color: "red", title: t("student.notSaved"), message: errorText(error) });
    },
    refusalChanges: "round.refused",
  });

  useEffect(() => onDirtyChange(round.id, dirty), [onDirtyChange, round.id, dirty]);
  useEffect(() => () => onDirtyChange(round.id, false), [onDirtyChange, round.id]);

  const items = part.rankable.map((job) => ({
    id: job.jobId,
    title: job.title,
    detail: [job.companyName, job.city].filter(Boolean).join(", "),
  }));

  return (
    <Stack gap="sm">
      <RankingEditor
        items={items}
        ranked={draft}
        onChange={setDraft}
        headingOrder={4}
        unrankedNote={t("student.unrankedNote")}
        readOnly={!editable}
        disabled={save.isPending}
      />
      {editable && (
        <RankingSaveBar
          dirty={dirty}
          rankedAt={part.rankedAt}
          saving={save.isPending}
          onUndo={reset}
          onSave={() => save.mutate(draft)}
        />
      )}
    </Stack>
  );
}
