import { ActionIcon, Anchor, Badge, Card, Divider, Group, Stack, Text, Title } from "@mantine/core";
import { openConfirmDialog } from "../../../lib/confirm-dialog.ts";
import { notifications } from "@mantine/notifications";
import type { Round, RoundJob } from "@stint/shared/rounds";
import { IconTrash } from "@tabler/icons-react";
import { Fragment, useId } from "react";
import { Link } from "react-router";
import { paths } from "@stint/shared/page-routes";
import { useRemoveRoundJob } from "../api/round-jobs.ts";
import { AddRoundJob } from "./add-round-job.tsx";
import { JobCapacityForm } from "./job-capacity-form.tsx";

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** How far the job's ranking is: its company's and the students', and after a run its places filled. */
function progress(job: RoundJob, ran: boolean) {
  const parts = [
    `${job.ranked}/${job.rankable} applicants ranked`,
    `ranked by ${plural(job.rankedByStudents, "student", "students")}`,
  ];
  if (ran) parts.push(`${job.filled}/${job.capacity} places filled`);
  return parts.join(" · ");
}

function JobRow({ round, job }: { round: Round; job: RoundJob }) {
  const remove = useRemoveRoundJob(round.id, {
    onSuccess: () => notifications.show({ color: "gray", title: "Job taken out", message: `“${job.title}”` }),
    onError: (error) =>
      notifications.show({ color: "red", title: "The job was not taken out", message: error.message }),
  });
  const beforeRun = round.status === "draft" || round.status === "ranking";
  const seesCounts = job.mine || round.company?.creator === true;
  const confirmRemove = () =>
    openConfirmDialog({
      title: `Take “${job.title}” out of the round?`,
      children: <Text size="sm">Its rankings in this round (yours and the students&apos;) are dropped with it.</Text>,
      labels: { confirm: "Take it out", cancel: "Cancel" },
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
            <Badge size="sm" variant="light" color="stint" tt="none">
              Yours
            </Badge>
          )}
        </Group>
        <Text size="sm" c="gray.8">
          {[job.companyName, job.city].filter(Boolean).join(", ")}
          {!(job.mine && beforeRun) && ` · ${plural(job.capacity, "place", "places")}`}
        </Text>
        {seesCounts && round.status !== "draft" && (
          <Text size="xs" c="gray.7">
            {progress(job, round.runs.length > 0)}
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
            aria-label={`Take ${job.title} out of the round`}
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
  const headingId = useId();
  const joined = round.company?.membership === "joined";
  const beforeRun = round.status === "draft" || round.status === "ranking";
  return (
    <Card component="section" aria-labelledby={headingId}>
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="lg" id={headingId}>
          Jobs
        </Title>
        <Text size="sm" c="gray.7">
          {plural(round.jobs.length, "job", "jobs")} ·{" "}
          {plural(
            round.jobs.reduce((sum, job) => sum + job.capacity, 0),
            "place",
            "places",
          )}
        </Text>
      </Group>
      <Stack gap="md">
        {round.jobs.length === 0 ? (
          <Text size="sm" c="gray.7">
            No job yet. Each member company adds its published jobs, with the number of places each offers.
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
