import { Anchor, Button, Card, Group, Skeleton, Stack, Text, Title } from "@mantine/core";
import type { JobMark, JobsForYou } from "@stint/shared/job-marks";
import type { JobListItem } from "@stint/shared/jobs";
import { IconArrowRight } from "@tabler/icons-react";
import { useId, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "@stint/shared/page-routes";
import { CompanyAvatar } from "../../../components/company-avatar.tsx";
import { JobMarkBadge } from "../../../components/job-mark-badge.tsx";
import { useMessages } from "../../../i18n/messages.ts";
import { useJobFormat } from "../job-format.ts";
import { JobStatusBadge } from "./job-status-badge.tsx";
import classes from "./job-compact-list.module.css";
import { VerifiedBadge } from "../../../components/verified-badge.tsx";

type Props = {
  title: string;
  description?: ReactNode;
  jobs: JobListItem[] | undefined;
  loading: boolean;
  error: Error | null;
  onRetry: () => void;
  empty: ReactNode;
  more?: { to: string; label: string };
  withStatus?: boolean;
  headerAction?: ReactNode;
  /** The signed-in student's marks on these jobs (a search answer's `forYou`). */
  forYou?: JobsForYou;
};

function JobRow({ job, withStatus, mark }: { job: JobListItem; withStatus: boolean; mark: JobMark | null }) {
  const format = useJobFormat();
  const distance = format.distance(job.distanceKm);
  const when = format.when(job, true);
  // A list of facts, not a sentence: the parts there are, apart.
  const line = [withStatus ? null : job.company.name, format.placeLine(job), distance].filter(Boolean).join(" · ");
  return (
    <Group component="li" gap="sm" wrap="nowrap" align="flex-start" className={classes.row}>
      {!withStatus && <CompanyAvatar company={job.company} size={40} />}
      <Stack gap={2} className={classes.body}>
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Anchor
            component={Link}
            to={paths.jobDetail({ id: job.id })}
            fw={600}
            size="sm"
            className={classes.link}
            c="inherit"
          >
            {job.title}
          </Anchor>
          {withStatus && <JobStatusBadge status={job.status} size="sm" className={classes.badge} />}
          {mark && <JobMarkBadge mark={mark} size="sm" className={classes.badge} />}
        </Group>
        <Group gap={6} wrap="nowrap">
          <Text size="xs" c="dimmed" lineClamp={1}>
            {line}
          </Text>
          {!withStatus && job.company.verified && <VerifiedBadge size="xs" />}
        </Group>
        <Text size="xs" c="gray.7">
          {[format.labels.jobType(job.type), format.pay(job.pay), when].filter(Boolean).join(" · ")}
        </Text>
      </Stack>
    </Group>
  );
}

/** A short list of jobs for the dashboard: a few rows, each opening its job, and a link to the full list. */
export function JobCompactList({
  title,
  description,
  jobs,
  loading,
  error,
  onRetry,
  empty,
  more,
  withStatus = false,
  headerAction,
  forYou,
}: Props) {
  const { t } = useTranslation("jobs");
  const messages = useMessages();
  const id = useId();
  return (
    <Card component="section" aria-labelledby={id}>
      <Group justify="space-between" align="flex-start" gap="xs" mb={description ? 2 : "sm"}>
        <Title order={2} fz="lg" id={id}>
          {title}
        </Title>
        {headerAction}
      </Group>
      {description && (
        <Text size="sm" c="dimmed" mb="sm">
          {description}
        </Text>
      )}
      {loading ? (
        <Stack gap="md" aria-hidden mt="xs">
          {[0, 1, 2].map((index) => (
            <Group key={index} gap="sm" wrap="nowrap">
              <Skeleton height={40} width={40} radius="md" />
              <Stack gap={6} style={{ flex: 1 }}>
                <Skeleton height={14} width="60%" />
                <Skeleton height={12} width="40%" />
              </Stack>
            </Group>
          ))}
        </Stack>
      ) : error ? (
        <Group gap="sm" justify="space-between">
          <Text size="sm" c="dimmed">
            {messages.error(error)}
          </Text>
          <Button size="xs" variant="default" onClick={onRetry}>
            {t("common:tryAgain")}
          </Button>
        </Group>
      ) : jobs && jobs.length > 0 ? (
        <Stack component="ul" gap={0} className={classes.list}>
          {jobs.map((job) => (
            <JobRow key={job.id} job={job} withStatus={withStatus} mark={forYou?.jobs[job.id]?.mark ?? null} />
          ))}
        </Stack>
      ) : (
        <Text size="sm" c="dimmed" component="div">
          {empty}
        </Text>
      )}
      {more && !loading && !error && jobs && jobs.length > 0 && (
        <Anchor component={Link} to={more.to} size="sm" fw={600} mt="sm" display="inline-block">
          <Group gap={4} component="span" wrap="nowrap">
            {more.label}
            <IconArrowRight size={14} aria-hidden />
          </Group>
        </Anchor>
      )}
    </Card>
  );
}
