import { Anchor, Badge, Card, Group, Stack, Text, Title, type TitleOrder } from "@mantine/core";
import type { JobMark } from "@stint/shared/job-marks";
import type { JobListItem } from "@stint/shared/jobs";
import { IconCalendarEvent, IconCoin, IconMapPin } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "@stint/shared/page-routes";
import { CompanyAvatar } from "../../../components/company-avatar.tsx";
import { JobMarkBadge } from "../../../components/job-mark-badge.tsx";
import { SaveJobButton } from "../../saved-jobs/components/save-job-button.tsx";
import { useJobFormat } from "../job-format.ts";
import { JobStatusBadge } from "./job-status-badge.tsx";
import classes from "./job-card.module.css";
import { VerifiedBadge } from "../../../components/verified-badge.tsx";

type Props = {
  job: JobListItem;
  headingOrder?: TitleOrder;
  /** The owner's lists show drafts and closed jobs too. */
  withStatus?: boolean;
  /** Off on the company's own page, where every job is the company's. */
  withCompany?: boolean;
  withExcerpt?: boolean;
  /** What the job already is to the signed-in student (applied, invited, …). */
  mark?: JobMark | null;
  /** For a signed-in student: whether they saved the job, shown as the Save toggle (none without). */
  saved?: boolean;
  /** Beside the mark, e.g. a saved job's "Closed". */
  badge?: ReactNode;
  /** Where the card leads (the job, by default); e.g. the job with the CV its match is shown for. */
  to?: string;
  /** Beside the card's text at the right, e.g. a match score composed in by the route. */
  aside?: ReactNode;
  /** Below the job's facts, e.g. why it matches. */
  children?: ReactNode;
};

/** A job in a list: the whole card opens the job; title, company, place, type, work mode, pay, top skills. */
export function JobCard({
  job,
  headingOrder = 2,
  withStatus = false,
  withCompany = true,
  withExcerpt = true,
  mark = null,
  saved,
  badge,
  to,
  aside,
  children,
}: Props) {
  const { t } = useTranslation("jobs");
  const format = useJobFormat();
  const place = format.placeLine(job);
  const distance = format.distance(job.distanceKm);
  const pay = format.pay(job.pay);
  const skills = format.topSkills(job);
  const posted = format.when(job);

  return (
    <Card component="article" className={classes.card} padding="md">
      <Group align="flex-start" gap="md" wrap="nowrap">
        {withCompany && <CompanyAvatar company={job.company} size={48} visibleFrom="xs" />}
        <Stack gap={6} className={classes.body}>
          <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
            <div className={classes.heading}>
              <Title order={headingOrder} fz="md" lh={1.3}>
                <Anchor
                  component={Link}
                  to={to ?? paths.jobDetail({ id: job.id })}
                  className={classes.link}
                  c="inherit"
                  fw={650}
                >
                  {job.title}
                </Anchor>
              </Title>
              {withCompany && (
                <Group gap={6} wrap="wrap">
                  <Text size="sm" fw={500} c="gray.8">
                    {job.company.name}
                  </Text>
                  {job.company.verified && <VerifiedBadge size="xs" />}
                </Group>
              )}
            </div>
            {withStatus && <JobStatusBadge status={job.status} className={classes.status} />}
            {badge}
            {mark && <JobMarkBadge mark={mark} className={classes.status} />}
            {saved !== undefined && (
              <span className={classes.save}>
                <SaveJobButton jobId={job.id} saved={saved} />
              </span>
            )}
          </Group>

          <Group gap="xs" wrap="wrap">
            <Badge variant="light" color="stint" size="sm">
              {format.labels.jobType(job.type)}
            </Badge>
            <Badge variant="default" size="sm">
              {format.labels.workMode(job.workMode)}
            </Badge>
          </Group>

          <Group gap="md" wrap="wrap" className={classes.facts} style={{ rowGap: 4 }}>
            {place && (
              <Group gap={4} wrap="nowrap" className={classes.fact}>
                <IconMapPin size={15} aria-hidden />
                <Text size="sm" span>
                  {place}
                  {distance && (
                    <Text span size="sm" c="dimmed">
                      {t("card.distance", { distance })}
                    </Text>
                  )}
                </Text>
              </Group>
            )}
            <Group gap={4} wrap="nowrap" className={classes.fact}>
              <IconCoin size={15} aria-hidden />
              <Text size="sm" span c={pay ? undefined : "dimmed"}>
                {pay ?? t("card.noPay")}
              </Text>
            </Group>
          </Group>

          {children}

          {withExcerpt && job.excerpt && (
            <Text size="sm" c="dimmed" lineClamp={2}>
              {job.excerpt}
            </Text>
          )}

          <Group justify="space-between" gap="xs" wrap="wrap" mt={2}>
            {skills.length > 0 ? (
              <Group gap={6} wrap="wrap" aria-label={t("card.topSkills")} role="list">
                {skills.map((skill) => (
                  <Badge key={skill} variant="default" size="sm" radius="sm" tt="none" fw={500} role="listitem">
                    {skill}
                  </Badge>
                ))}
              </Group>
            ) : (
              <span />
            )}
            <Group gap={4} wrap="nowrap">
              <IconCalendarEvent size={14} aria-hidden color="var(--mantine-color-dimmed)" />
              <Text size="xs" c="dimmed">
                {posted}
              </Text>
            </Group>
          </Group>
        </Stack>
        {aside}
      </Group>
    </Card>
  );
}
