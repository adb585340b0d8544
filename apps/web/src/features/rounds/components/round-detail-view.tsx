import { Alert, Button, Group, Stack, Text } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { openConfirmDialog } from "../../../lib/confirm-dialog.ts";
import { notifications } from "@mantine/notifications";
import type { Round } from "@stint/shared/rounds";
import { IconEdit, IconMailOpened, IconTrash } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { useMessages } from "../../../i18n/messages.ts";
import { PageColumns } from "../../../components/page-columns.tsx";
import { PageHeader } from "../../../components/page-header.tsx";
import { applyChange } from "../../../lib/change-effects.ts";
import { useApiMutation } from "../../../lib/use-api-mutation.ts";
import { useLeaveGuard } from "../../../lib/use-leave-guard.ts";
import { deleteRound } from "../api/write-round.ts";
import { JobRankingCard } from "./job-ranking-card.tsx";
import { MembershipAnswer } from "./membership-answer.tsx";
import { RoundFactsCard } from "./round-facts-card.tsx";
import { RoundFormDialog } from "./round-form-dialog.tsx";
import { RoundJobsCard } from "./round-jobs-card.tsx";
import { RoundMembersCard } from "./round-members-card.tsx";
import { RoundPlacesCard } from "./round-places-card.tsx";
import { RoundStatusBadge } from "./round-status-badge.tsx";
import { RoundStepsCard } from "./round-steps-card.tsx";

type Props = {
  round: Round;
  /** After the round was deleted or the invitation declined: the screen moves on. */
  onGone: () => Promise<void> | void;
};

/** Unsaved rankings of the screen's jobs: one leave guard for all of them. */
function useDirtyKeys() {
  const [keys, setKeys] = useState<ReadonlySet<string>>(new Set());
  const report = useCallback(
    (key: string, dirty: boolean) =>
      setKeys((current) => {
        if (current.has(key) === dirty) return current;
        const next = new Set(current);
        if (dirty) next.add(key);
        else next.delete(key);
        return next;
      }),
    [],
  );
  return { dirty: keys.size > 0, report };
}

function CreatorActions({ round, onGone }: Props) {
  const { t } = useTranslation("rounds");
  const { error: errorText } = useMessages();
  const [editing, edit] = useDisclosure(false);
  const queryClient = useQueryClient();
  const remove = useApiMutation({ mutationFn: () => deleteRound(round.id) });
  const confirmDelete = () =>
    openConfirmDialog({
      title: t("detail.deleteTitle"),
      children: <Text size="sm">{t("detail.deleteText", { round: round.name })}</Text>,
      labels: { confirm: t("detail.deleteRound"), cancel: t("common:cancel") },
      confirmProps: { color: "red" },
      onConfirm: () =>
        remove.mutate(undefined, {
          onSuccess: async () => {
            notifications.show({
              color: "gray",
              title: t("detail.deleted"),
              message: t("detail.deletedText", { round: round.name }),
            });
            // Dropped only once the screen has moved on, or it would fetch the round again and flash "not found".
            await onGone();
            await applyChange(queryClient, "round.gone", round.id);
          },
          onError: (error) =>
            notifications.show({ color: "red", title: t("detail.notDeleted"), message: errorText(error) }),
        }),
    });
  return (
    <>
      {(round.status === "draft" || round.status === "ranking") && (
        <Button variant="default" leftSection={<IconEdit size={16} aria-hidden />} onClick={edit.open}>
          {t("detail.edit")}
        </Button>
      )}
      {round.status === "draft" && (
        <Button
          variant="default"
          color="red"
          leftSection={<IconTrash size={16} aria-hidden />}
          onClick={confirmDelete}
          loading={remove.isPending}
        >
          {t("detail.delete")}
        </Button>
      )}
      <RoundFormDialog opened={editing} onClose={edit.close} round={round} />
    </>
  );
}

/**
 * A company's placement round: its state and the creator's next step, the jobs (places, progress, adding its
 * own), the ranking of each of the viewer's jobs while ranking is open, the places after a run, and beside them
 * the deadlines and the member companies.
 */
export function RoundDetailView({ round, onGone }: Props) {
  const { t } = useTranslation("rounds");
  const part = round.company;
  const invited = part?.membership === "invited";
  const { dirty, report } = useDirtyKeys();
  useLeaveGuard(dirty);
  const ownJobs = round.jobs.filter((job) => job.mine);

  return (
    <>
      <PageHeader
        title={round.name}
        description={
          <Group gap="xs">
            <RoundStatusBadge status={round.status} />
            <span>{t("detail.by", { company: round.creatorCompanyName })}</span>
          </Group>
        }
        actions={part?.creator ? <CreatorActions round={round} onGone={onGone} /> : undefined}
      />
      <PageColumns
        main={
          <>
            {invited && (
              <Alert
                variant="light"
                color="stint"
                icon={<IconMailOpened aria-hidden />}
                title={t("detail.invites", { company: round.creatorCompanyName })}
              >
                <Stack gap="sm">
                  <Text size="sm">{t("detail.invitesText")}</Text>
                  <MembershipAnswer round={round} onDeclined={onGone} />
                </Stack>
              </Alert>
            )}
            <RoundStepsCard round={round} />
            {round.runs.length > 0 && <RoundPlacesCard round={round} />}
            <RoundJobsCard round={round} />
            {round.status === "ranking" &&
              ownJobs.map((job) => <JobRankingCard key={job.jobId} round={round} job={job} onDirtyChange={report} />)}
          </>
        }
        aside={
          <>
            <RoundFactsCard round={round} />
            <RoundMembersCard round={round} />
          </>
        }
      />
    </>
  );
}
