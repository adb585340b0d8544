import { ActionIcon, Anchor, Badge, Card, Divider, Group, Stack, Text, Title } from "@mantine/core";
import { openConfirmDialog } from "../../../lib/confirm-dialog.ts";
import { notifications } from "@mantine/notifications";
import type { Round, RoundJob } from "@stint/shared/rounds";
import { IconTrash } from "@tabler/icons-react";
import type { TFunction } from "i18next";
import { Fragment, useId } from "react";
import { useTranslation } from "react-i18next";
import { useMessages } from "../../../i18n/messages.ts";
import { Link } from "react-router";
import { paths } from "@stint/shared/page-routes";
import { useRemoveRoundJob } from "../api/round-jobs.ts";
import { AddRoundJob } from "./add-round-job.tsx";
import { JobCapacityForm } from "./job-capacity-form.tsx";

/** How far the job's ranking is: its company's and the students', and after a run its places filled. */
function progress(t: TFunction, job: RoundJob, ran: boolean) {
  const counts = {
    ranked: job.ranked,
    rankable: job.rankable,
    students: job.rankedByStudents,
    filled: job.filled,
    capacity: job.capacity,
  };
  return ran ? t("jobs.progressRan", counts) : t("jobs.progress", counts);
}

function JobRow({ round, job }: { round: Round; job: RoundJob }) {
  const { t } = useTranslation("rounds");
  const { error: errorText } = useMessages();
  const remove = useRemoveRoundJob(round.id, {
    onSuccess: () =>
      notifications.show({ color: "gray", title: t("jobs.removed"), message: t("jobs.removedText", { job: job.title }) }),
    onError: (error) => notifications.show({ color: "red", title: t("jobs.notRemoved"), message: errorText(error) }),
  });
  const beforeRun = round.status === "draft" || round.status === "ranking";
  const seesCounts = job.mine || round.company?.creator === true;
  const confirmRemove = () =>
    openConfirmDialog({
      title: t("jobs.removeTitle", { job: job.title }),
      children: <Text size="sm">{t("jobs.removeText")}</Text>,
      labels: { confirm: t("jobs.remove"), cancel: t("common:cancel") },
      confirmProps: { color: "red" },
      onConfirm: () => remove.mutate(job.jobId),
    });
  return (
    <Group component="li" justify="space-between" align="flex-start" gap="sm" style={{ rowGap: 8 }}>
      <div style={{ minWidth: 0, flex: "1 1 16rem" }}>
        <Group gap={6} wrap="nowrap" align="baseline">
          <Anchor
            component={Link}
            to={paths.jobDetail({ id: job.jobId })}
            fw={650}
            style={{ overflowWrap: "anywhere" }}
          >
            {job.title}
          </Anchor>
          {job.mine && (
            <Badge size="sm" variant="light" color="stint" tt="none" style={{ flexShrink: 0 }}>
              {t("jobs.yours")}
            </Badge>
          )}
        </Group>
        <Text size="sm" c="gray.8">
          {[job.companyName, job.city].filter(Boolean).join(", ")}
          {!(job.mine && beforeRun) && ` · ${t("places.count", { count: job.capacity })}`}
        </Text>
        {seesCounts && round.status !== "draft" && (
          <Text size="xs" c="gray.7">
            {progress(t, job, round.runs.length > 0)}
          </Text>
        )}
      </div>
      {job.mine && beforeRun && (
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <JobCapacityForm key={job.capacity} roundId={round.id} job={job} />
          <ActionIcon
            variant="subtle"
            color="red"
            mt={22}
            aria-label={t("jobs.removeLabel", { job: job.title })}
            onClick={confirmRemove}
            loading={remove.isPending}
          >
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        </Group>
      )}
    </Group>
  );
}

/** The round's jobs with their places and ranking progress; a joined member adds and edits its own before the run. */
export function RoundJobsCard({ round }: { round: Round }) {
  const { t } = useTranslation("rounds");
  const headingId = useId();
  const joined = round.company?.membership === "joined";
  const beforeRun = round.status === "draft" || round.status === "ranking";
  return (
    <Card component="section" aria-labelledby={headingId}>
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="lg" id={headingId}>
          {t("jobs.title")}
        </Title>
        <Text size="sm" c="gray.7">
          {t("jobsAndPlaces", {
            jobs: round.jobs.length,
            places: round.jobs.reduce((sum, job) => sum + job.capacity, 0),
          })}
        </Text>
      </Group>
      <Stack gap="md">
        {round.jobs.length === 0 ? (
          <Text size="sm" c="gray.7">
            {t("jobs.none")}
          </Text>
        ) : (
          <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: "none" }}>
            {round.jobs.map((job, index) => (
              <Fragment key={job.jobId}>
                {index > 0 && <Divider component="li" aria-hidden />}
                <JobRow round={round} job={job} />
              </Fragment>
            ))}
          </Stack>
        )}
        {joined && beforeRun && (
          <>
            <Divider />
            <AddRoundJob round={round} />
          </>
        )}
      </Stack>
    </Card>
  );
}
