import { Anchor, Button, Card, Group, Skeleton, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import type { MatchedJob } from "@stint/shared/matching";
import { IconArrowRight, IconPlus, IconSparkles } from "@tabler/icons-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { JobMarkBadge } from "../../../components/job-mark-badge.tsx";
import { ScoreRing } from "../../../components/score-ring.tsx";
import { paths } from "@stint/shared/page-routes";
import { useLabels } from "../../../i18n/labels.ts";
import { useMessages } from "../../../i18n/messages.ts";
import { ApiError } from "../../../lib/api-client.ts";
import { DASHBOARD_RECOMMENDATIONS, useDashboardRecommendations } from "../api/dashboard-recommendations.ts";
import classes from "./dashboard-recommended-jobs.module.css";
import { VerifiedBadge } from "../../../components/verified-badge.tsx";

/** The matching API answers 404 for a student without a CV: matches are computed from one. */
const hasNoCv = (error: Error | null) => error instanceof ApiError && error.status === 404;

function RecommendedRow({ item }: { item: MatchedJob }) {
  const labels = useLabels();
  const { job, match, mark } = item;
  const place = job.location?.city ?? (job.workMode === "remote" ? labels.workMode("remote") : null);
  return (
    <Group component="li" gap="sm" wrap="nowrap" align="center" className={classes.row}>
      <Stack gap={2} className={classes.body}>
        <Group gap="xs" wrap="nowrap" align="flex-start" justify="space-between">
          <Anchor
            component={Link}
            to={paths.jobDetail({ id: job.id })}
            fw={600}
            size="sm"
            c="inherit"
            className={classes.link}
          >
            {job.title}
          </Anchor>
          {mark && <JobMarkBadge mark={mark} size="sm" style={{ flexShrink: 0 }} />}
        </Group>
        <Group gap={6} wrap="nowrap">
          <Text size="xs" c="dimmed" lineClamp={1}>
            {[job.company.name, place].filter(Boolean).join(" · ")}
          </Text>
          {job.company.verified && <VerifiedBadge size="xs" />}
        </Group>
        {match.reasons[0] && (
          <Text size="xs" c="gray.7" lineClamp={1}>
            {match.reasons[0]}
          </Text>
        )}
      </Stack>
      <ScoreRing score={match.score} size="sm" />
    </Group>
  );
}

/**
 * For a student without a CV, at the top of the dashboard: matching starts from a CV, so ask for one first.
 * Shares its query with DashboardRecommendedJobs (one request).
 */
export function DashboardCvPrompt() {
  const { t } = useTranslation("matching-lists");
  const headingId = useId();
  const recommended = useDashboardRecommendations();
  if (!hasNoCv(recommended.error)) return null;
  return (
    <Card component="section" aria-labelledby={headingId}>
      <Group gap="md" wrap="nowrap" align="flex-start">
        <ThemeIcon size={40} radius="md" variant="light" visibleFrom="xs">
          <IconSparkles size={22} aria-hidden />
        </ThemeIcon>
        <Stack gap="xs" align="flex-start">
          <Title order={2} fz="lg" id={headingId}>
            {t("dashboard.cvTitle")}
          </Title>
          <Text size="sm" c="dimmed">
            {t("dashboard.cvText")}
          </Text>
          <Button component={Link} to={paths.cvCreation()} leftSection={<IconPlus size={16} aria-hidden />}>
            {t("needsCv.create")}
          </Button>
        </Stack>
      </Group>
    </Card>
  );
}

/** The dashboard's recommended jobs: the best few for the primary CV with their scores, and the full list. */
export function DashboardRecommendedJobs() {
  const { t } = useTranslation("matching-lists");
  const messages = useMessages();
  const headingId = useId();
  const recommended = useDashboardRecommendations();
  if (hasNoCv(recommended.error)) return null;
  const items = recommended.data?.items ?? [];
  return (
    <Card component="section" aria-labelledby={headingId}>
      <Title order={2} fz="lg" id={headingId} mb={2}>
        {t("dashboard.title")}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t("dashboard.text")}
      </Text>
      {recommended.isPending ? (
        <Stack gap="md" aria-hidden mt="xs">
          {Array.from({ length: DASHBOARD_RECOMMENDATIONS }, (_, index) => (
            <Group key={index} gap="sm" wrap="nowrap">
              <Stack gap={6} style={{ flex: 1 }}>
                <Skeleton height={14} width="60%" />
                <Skeleton height={12} width="40%" />
              </Stack>
              <Skeleton height={52} width={52} circle />
            </Group>
          ))}
        </Stack>
      ) : recommended.isError ? (
        <Group gap="sm" justify="space-between">
          <Text size="sm" c="dimmed">
            {messages.error(recommended.error)}
          </Text>
          <Button size="xs" variant="default" onClick={() => void recommended.refetch()}>
            {t("common:tryAgain")}
          </Button>
        </Group>
      ) : items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t("dashboard.none")}
        </Text>
      ) : (
        <>
          <Stack component="ul" gap={0} className={classes.list} aria-label={t("jobs.label")}>
            {items.map((item) => (
              <RecommendedRow key={item.job.id} item={item} />
            ))}
          </Stack>
          <Anchor component={Link} to={paths.matchingList()} size="sm" fw={600} mt="sm" display="inline-block">
            <Group gap={4} component="span" wrap="nowrap">
              {t("dashboard.all")}
              <IconArrowRight size={14} aria-hidden />
            </Group>
          </Anchor>
        </>
      )}
    </Card>
  );
}
