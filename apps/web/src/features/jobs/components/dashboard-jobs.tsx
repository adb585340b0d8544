import {
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
  UnstyledButton,
} from "@mantine/core";
import { DEFAULT_RADIUS_KM, type JobStatus, type JobsSummary } from "@stint/shared/jobs";
import type { Place } from "@stint/shared/place";
import { IconAlertTriangle, IconArrowRight, IconCircleCheck, IconMapPin, IconPencil } from "@tabler/icons-react";
import { Trans, useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useMessages } from "../../../i18n/messages.ts";
import { accountEditPath, paths } from "@stint/shared/page-routes";
import { dashboardSearches } from "../api/dashboard-searches.ts";
import { useJobsSummary } from "../api/get-jobs-summary.ts";
import { useJobSearch } from "../api/search-jobs.ts";
import { jobListSearch, emptyFilters } from "../job-search-params.ts";
import { JobCompactList } from "./job-compact-list.tsx";
import { jobStatusColor } from "./job-status-badge.tsx";
import classes from "./dashboard-jobs.module.css";
import { formatKilometres, formatNumber } from "../../../lib/format.ts";

function StatTile({ status, count }: { status: JobStatus; count: number }) {
  const { t } = useTranslation("jobs");
  return (
    <UnstyledButton
      component={Link}
      to={paths.jobList({ mine: "true", status })}
      className={classes.stat}
      data-color={jobStatusColor(status)}
    >
      <Text fw={800} fz={28} lh={1.1}>
        {formatNumber(count)}
      </Text>
      <Text size="sm" c="dimmed">
        {t(`dashboard.stat.${status}`, { count })}
      </Text>
    </UnstyledButton>
  );
}

function AttentionItem({ item }: { item: JobsSummary["attention"][number] }) {
  const draft = item.status === "draft";
  const ready = item.reason === "draft-ready";
  const { t } = useTranslation("jobs");
  const action = draft && !ready ? "finish" : ready ? "publish" : "review";
  // Said from the reason and the missing fields (the API's message is English, for API clients).
  const message =
    item.reason === "draft-incomplete"
      ? t("dashboard.attention.needs", {
          fields: item.missing.map((field) => t(`dashboard.missing.${field}`, { defaultValue: field })).join(", "),
        })
      : t(`dashboard.attention.${item.reason}`);
  return (
    <Group component="li" gap="sm" wrap="nowrap" align="flex-start" className={classes.attention}>
      <ThemeIcon size={32} radius="md" variant="light" color={ready ? "teal" : draft ? "yellow" : "orange"}>
        {ready ? (
          <IconCircleCheck size={18} aria-hidden />
        ) : draft ? (
          <IconPencil size={18} aria-hidden />
        ) : (
          <IconAlertTriangle size={18} aria-hidden />
        )}
      </ThemeIcon>
      <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
        <Text size="sm" fw={600} style={{ overflowWrap: "anywhere" }}>
          {item.title}
        </Text>
        <Text size="xs" c="dimmed">
          {message}
        </Text>
      </Stack>
      <Button
        component={Link}
        to={draft && !ready ? paths.jobEdit({ id: item.jobId }) : paths.jobDetail({ id: item.jobId })}
        size="xs"
        variant={ready ? "filled" : "default"}
        className={classes.attentionAction}
        aria-label={t(`dashboard.attention.${action}Label`, { title: item.title })}
      >
        {t(`dashboard.attention.${action}`)}
      </Button>
    </Group>
  );
}

/** A company's jobs at a glance: counts by status, what needs attention, the latest jobs. */
export function CompanyJobsOverview() {
  const { t } = useTranslation("jobs");
  const messages = useMessages();
  const summary = useJobsSummary();
  const latest = useJobSearch(dashboardSearches.ownLatest);

  return (
    <Stack gap="lg">
      <Card component="section" aria-labelledby="company-jobs-overview">
        <Group justify="space-between" align="flex-start" gap="xs" mb="md">
          <Title order={2} fz="lg" id="company-jobs-overview">
            {t("list.yourJobs")}
          </Title>
          {summary.data && summary.data.total > 0 && (
            <Badge variant="light" color="gray">
              {t("dashboard.inAll", { count: summary.data.total })}
            </Badge>
          )}
        </Group>
        {summary.isPending ? (
          <SimpleGrid cols={3} spacing="sm">
            {[0, 1, 2].map((index) => (
              <Skeleton key={index} height={76} radius="md" />
            ))}
          </SimpleGrid>
        ) : summary.isError ? (
          <Group gap="sm" justify="space-between">
            <Text size="sm" c="dimmed">
              {messages.error(summary.error)}
            </Text>
            <Button size="xs" variant="default" onClick={() => void summary.refetch()}>
              {t("common:tryAgain")}
            </Button>
          </Group>
        ) : summary.data.total === 0 ? (
          <Stack gap="sm" align="flex-start">
            <Text size="sm" c="dimmed">
              {t("dashboard.noneYet")}
            </Text>
            <Button component={Link} to={paths.jobCreation()}>
              {t("dashboard.postFirst")}
            </Button>
          </Stack>
        ) : (
          <>
            <SimpleGrid cols={3} spacing="sm">
              <StatTile status="published" count={summary.data.byStatus.published} />
              <StatTile status="draft" count={summary.data.byStatus.draft} />
              <StatTile status="closed" count={summary.data.byStatus.closed} />
            </SimpleGrid>
            {summary.data.attention.length > 0 && (
              <>
                <Title order={3} fz="sm" mt="lg" mb={4}>
                  {t("dashboard.attentionTitle")}
                </Title>
                <Stack component="ul" gap={0} className={classes.attentionList}>
                  {summary.data.attention.map((item) => (
                    <AttentionItem key={item.jobId} item={item} />
                  ))}
                </Stack>
              </>
            )}
          </>
        )}
      </Card>
      {summary.data && summary.data.total > 0 && (
        <JobCompactList
          title={t("dashboard.latest")}
          jobs={latest.data?.items}
          loading={latest.isPending}
          error={latest.error}
          onRetry={() => void latest.refetch()}
          empty={t("dashboard.latestEmpty")}
          withStatus
          more={{ to: paths.jobList({ mine: "true" }), label: t("dashboard.allYours") }}
        />
      )}
    </Stack>
  );
}

/** Beside the recommendations, a student's dashboard shows the newest jobs and those nearest to where they live. */
export function StudentJobSections({ address }: { address: Place | null }) {
  const { t } = useTranslation("jobs");
  const newest = useJobSearch(dashboardSearches.newest);
  const near = address ? { lat: address.lat, lon: address.lon } : undefined;
  const nearest = useJobSearch(dashboardSearches.nearest(near), { enabled: address !== null });
  const nearLink = address
    ? `${paths.jobList()}?${jobListSearch({
        ...emptyFilters,
        near: { lat: address.lat, lon: address.lon, label: address.label },
        sort: "distance",
      }).toString()}`
    : paths.jobList();

  return (
    <Stack gap="lg">
      <JobCompactList
        title={t("dashboard.newest")}
        description={t("dashboard.newestText")}
        jobs={newest.data?.items}
        forYou={newest.data?.forYou}
        loading={newest.isPending}
        error={newest.error}
        onRetry={() => void newest.refetch()}
        empty={t("dashboard.newestEmpty")}
        more={{ to: `${paths.jobList()}?sort=newest`, label: t("dashboard.allNew") }}
      />
      {address ? (
        <JobCompactList
          title={t("dashboard.near")}
          description={t("dashboard.nearText", { distance: formatKilometres(DEFAULT_RADIUS_KM), city: address.city })}
          jobs={nearest.data?.items}
          forYou={nearest.data?.forYou}
          loading={nearest.isPending}
          error={nearest.error}
          onRetry={() => void nearest.refetch()}
          empty={
            <Trans
              t={t}
              i18nKey="dashboard.nearEmpty"
              values={{ distance: formatKilometres(DEFAULT_RADIUS_KM) }}
              components={{
                to: <Anchor component={Link} to={`${paths.jobList()}?workMode=remote`} size="sm" underline="always" />,
              }}
            />
          }
          more={{ to: nearLink, label: t("dashboard.allNear", { city: address.city }) }}
        />
      ) : (
        <Card component="section" aria-labelledby="jobs-near-you">
          <Group gap="md" wrap="nowrap" align="flex-start">
            <ThemeIcon size={40} radius="md" variant="light">
              <IconMapPin size={22} aria-hidden />
            </ThemeIcon>
            <Stack gap={4}>
              <Title order={2} fz="lg" id="jobs-near-you">
                {t("dashboard.near")}
              </Title>
              <Text size="sm" c="dimmed">
                {t("dashboard.addCityText")}
              </Text>
              <Anchor component={Link} to={`${accountEditPath("student")}?focus=address`} size="sm" fw={600}>
                <Group gap={4} component="span" wrap="nowrap">
                  {t("dashboard.addCity")}
                  <IconArrowRight size={14} aria-hidden />
                </Group>
              </Anchor>
            </Stack>
          </Group>
        </Card>
      )}
    </Stack>
  );
}
