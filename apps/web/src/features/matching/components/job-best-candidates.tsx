import { Anchor, Avatar, Badge, Button, Card, Group, Skeleton, Stack, Text, Title } from "@mantine/core";
import type { JobApplicationCounts } from "@stint/shared/application-counts";
import { OVERDUE_AFTER_DAYS, type ApplicationStatus } from "@stint/shared/applications";
import type { JobListItem } from "@stint/shared/jobs";
import { MATCHING_LIST_CAP } from "@stint/shared/matching";
import { IconArrowRight, IconPencil } from "@tabler/icons-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "@stint/shared/page-routes";
import { countsForJob, useApplicationCounts } from "../../../lib/application-counts.ts";
import { useLabels } from "../../../i18n/labels.ts";
import { useMessages } from "../../../i18n/messages.ts";
import { formatNumber, initials } from "../../../lib/format.ts";
import { BEST_CANDIDATES, useBestCandidates } from "../api/list-candidates.ts";
import { ScoreRing } from "../../../components/score-ring.tsx";
import classes from "./job-best-candidates.module.css";
import { possessiveArgs } from "../../../lib/possessive.ts";

type Props = { job: Pick<JobListItem, "id" | "title" | "type" | "workMode" | "location"> };

function Candidates({ jobId }: { jobId: string }) {
  const { t } = useTranslation("matching-lists");
  const messages = useMessages();
  const best = useBestCandidates(jobId);
  if (best.isPending) {
    return (
      <Stack gap="xs" role="status" aria-busy="true" aria-label={t("best.loading")}>
        {Array.from({ length: BEST_CANDIDATES }, (_, index) => (
          <Group key={index} gap="sm" wrap="nowrap">
            <Skeleton height={36} width={36} circle />
            <Skeleton height={14} width="45%" />
          </Group>
        ))}
      </Stack>
    );
  }
  if (best.isError) {
    return (
      <Group gap="sm" justify="space-between">
        <Text size="sm" c="dimmed">
          {t("best.loadError", { reason: messages.error(best.error) })}
        </Text>
        <Button size="xs" variant="default" onClick={() => void best.refetch()}>
          {t("common:tryAgain")}
        </Button>
      </Group>
    );
  }
  const { items } = best.data;
  if (items.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t("best.none")}
      </Text>
    );
  }
  return (
    <Stack component="ol" gap={6} className={classes.list} aria-label={t("best.label")}>
      {items.map((candidate) => (
        <li key={candidate.cvId}>
          <Group gap="sm" wrap="nowrap" className={classes.row}>
            <Avatar src={candidate.student.avatar} alt="" size={36} radius="xl" color="stint">
              {initials(candidate.student.name)}
            </Avatar>
            <div className={classes.who}>
              <Anchor
                component={Link}
                to={paths.cvDetail({ id: candidate.cvId, jobId })}
                size="sm"
                fw={600}
                c="inherit"
                className={classes.name}
              >
                {candidate.student.name}
              </Anchor>
              {candidate.student.university && (
                <Text size="xs" c="dimmed" truncate>
                  {candidate.student.university}
                </Text>
              )}
            </div>
            <ScoreRing
              score={candidate.match.score}
              size="sm"
              label={t("row.score", possessiveArgs(candidate.student.name))}
            />
          </Group>
        </li>
      ))}
    </Stack>
  );
}

/** The statuses a job's card counts, in pipeline order (withdrawn and rejected ones are in the applicants' list). */
const COUNTED_STATUSES: ApplicationStatus[] = ["applied", "reviewed", "shortlisted", "interview", "offer", "hired"];

/**
 * The job's applications per status and the overdue ones, each a link to the applicants filtered on it; the
 * counts of all the company's jobs come in one request.
 */
function ApplicationCounts({ jobId, jobTitle }: { jobId: string; jobTitle: string }) {
  const { t } = useTranslation("matching-lists");
  const counts = useApplicationCounts();
  if (counts.isPending) return <Skeleton height={22} width="70%" role="status" aria-label={t("counts.loading")} />;
  if (counts.isError) {
    return (
      <Text size="xs" c="dimmed">
        {t("counts.loadError")}{" "}
        <Anchor component="button" type="button" size="xs" underline="always" onClick={() => void counts.refetch()}>
          {t("common:tryAgain")}
        </Anchor>
      </Text>
    );
  }
  const job: JobApplicationCounts | undefined = countsForJob(counts.data, jobId);
  if (!job || job.total === 0) {
    return (
      <Text size="xs" c="dimmed">
        {t("counts.none")}
      </Text>
    );
  }
  const shown = COUNTED_STATUSES.filter((status) => job.byStatus[status] > 0);
  return (
    <Group
      gap={6}
      wrap="wrap"
      component="ul"
      className={classes.counts}
      aria-label={t("counts.label", { title: jobTitle })}
    >
      <li>
        <Anchor
          component={Link}
          to={paths.jobApplicants({ id: jobId })}
          size="xs"
          fw={600}
          className={classes.countLink}
        >
          {t("counts.total", { count: job.total })}
        </Anchor>
      </li>
      {shown.map((status) => (
        <li key={status}>
          <Anchor
            component={Link}
            to={paths.jobApplicants({ id: jobId, status })}
            size="xs"
            className={classes.countLink}
            data-status={status}
          >
            {t("counts.byStatus", { count: job.byStatus[status], status })}
          </Anchor>
        </li>
      ))}
      {job.overdue > 0 && (
        <li>
          <Anchor
            component={Link}
            to={paths.jobApplicants({ id: jobId, overdue: "true" })}
            size="xs"
            fw={600}
            className={classes.countLink}
            data-overdue
            title={t("counts.overdueHint", { count: OVERDUE_AFTER_DAYS })}
          >
            {t("counts.overdue", { count: job.overdue })}
          </Anchor>
        </li>
      )}
    </Group>
  );
}

/**
 * One of the company's published jobs in its matching overview: the job, its applications per status (and the
 * overdue ones), how many students open to offers match it, its best few with their scores, and the way to all
 * of them.
 */
export function JobBestCandidates({ job }: Props) {
  const { t } = useTranslation("matching-lists");
  const labels = useLabels();
  const headingId = useId();
  const best = useBestCandidates(job.id);
  const facts = [labels.jobType(job.type), labels.workMode(job.workMode), job.location?.city]
    .filter(Boolean)
    .join(" · ");

  return (
    <Card component="article" aria-labelledby={headingId} padding="md" className={classes.card}>
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
          <div className={classes.title}>
            <Title order={3} fz="md" lh={1.3} id={headingId}>
              <Anchor component={Link} to={paths.jobDetail({ id: job.id })} c="inherit" fw={650}>
                {job.title}
              </Anchor>
            </Title>
            <Text size="sm" c="dimmed">
              {facts}
            </Text>
          </div>
          {best.data && (
            <Badge variant="light" color={best.data.total > 0 ? "stint" : "gray"} tt="none" className={classes.count}>
              {best.data.totalCapped
                ? t("best.countCapped", { cap: formatNumber(MATCHING_LIST_CAP) })
                : t("best.count", { count: best.data.total })}
            </Badge>
          )}
        </Group>
        <ApplicationCounts jobId={job.id} jobTitle={job.title} />
        <Candidates jobId={job.id} />
        <Group mt="auto" pt={4}>
          {best.data?.total === 0 ? (
            <Button
              component={Link}
              to={paths.jobEdit({ id: job.id })}
              variant="default"
              size="sm"
              leftSection={<IconPencil size={16} aria-hidden />}
              aria-label={t("best.editJobFor", { title: job.title })}
            >
              {t("candidates.editJob")}
            </Button>
          ) : (
            <Button
              component={Link}
              to={paths.companyMatching({ id: job.id })}
              variant="light"
              size="sm"
              rightSection={<IconArrowRight size={16} aria-hidden />}
              aria-label={t("best.seeAllFor", { title: job.title })}
            >
              {t("best.seeAll")}
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
