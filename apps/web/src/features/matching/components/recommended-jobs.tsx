import { Anchor, Button, Card, Chip, EmptyState, Group, Loader, Stack, Text, Title } from "@mantine/core";
import { JOB_TYPES, WORK_MODES, type JobType, type WorkMode } from "@stint/shared/jobs";
import type { MatchedJob } from "@stint/shared/matching";
import { IconPencil, IconSearch, IconSparkles } from "@tabler/icons-react";
import { useId, type ReactNode } from "react";
import { Trans, useTranslation } from "react-i18next";
import { Link } from "react-router";
import { SearchBox } from "../../../components/search-box.tsx";
import { paths } from "@stint/shared/page-routes";
import { useLabels } from "../../../i18n/labels.ts";
import { useMatchingJobs } from "../api/list-matching-jobs.ts";
import {
  matchingJobsSearch,
  parseMatchingJobsParams,
  toMatchingJobsQuery,
  type MatchingJobsFilters,
} from "../matching-search-params.ts";
import { rankedHeading, rankedPages } from "./ranked-pages.ts";
import { RankedResults } from "./ranked-results.tsx";
import { RankedRowSkeletons } from "./ranked-row-skeletons.tsx";
import { useUrlFilters } from "./use-url-filters.ts";
import classes from "./matching-list.module.css";

/** The student's matching list search (CV, words, job types, work modes), held in the address bar. */
export function useMatchingJobsFilters() {
  return useUrlFilters(parseMatchingJobsParams, matchingJobsSearch);
}

type Props = {
  filters: MatchingJobsFilters;
  update: (patch: Partial<MatchingJobsFilters>) => void;
  /** The CV the jobs are ranked for (the one in the URL, else the primary one). */
  cv: { id: string; title: string };
  /** The CV choice, composed by the route (when the student has several CVs). */
  cvChooser?: ReactNode;
  /** A ranked job as a card; the route composes it from the jobs feature's card and this feature's match. */
  renderJob: (item: MatchedJob, cvId: string) => ReactNode;
};

function FilterChips<T extends string>({
  label,
  values,
  options,
  labels,
  onChange,
}: {
  label: string;
  values: T[];
  options: readonly T[];
  labels: (value: T) => string;
  onChange: (values: T[]) => void;
}) {
  const id = useId();
  return (
    <Group gap={8} wrap="wrap" role="group" aria-labelledby={id}>
      <Text size="sm" fw={600} id={id} className={classes.chipLabel}>
        {label}
      </Text>
      <Chip.Group multiple value={values} onChange={(next) => onChange(next as T[])}>
        {options.map((option) => (
          <Chip key={option} value={option} size="sm" variant="outline">
            {labels(option)}
          </Chip>
        ))}
      </Chip.Group>
    </Group>
  );
}

/** Nothing to show: with a search, how to widen it; without one, how to widen the CV's wishes. */
function NoMatches({ filters, update, cvId }: { filters: MatchingJobsFilters; update: Props["update"]; cvId: string }) {
  const { t } = useTranslation("matching-lists");
  const filtered = filters.type.length > 0 || filters.workMode.length > 0;
  const searched = filters.q.trim() !== "";
  if (filtered || searched) {
    return (
      <Card padding="xl">
        <EmptyState
          icon={<IconSearch size={32} aria-hidden />}
          withIndicatorBackground
          title={t("jobs.noResultsTitle")}
          description={t("jobs.noResultsText")}
        >
          <EmptyState.Actions>
            {filtered && (
              <Button variant="default" onClick={() => update({ type: [], workMode: [] })}>
                {t("jobs.clearFilters")}
              </Button>
            )}
            {searched && (
              <Button variant="default" onClick={() => update({ q: "" })}>
                {t("jobs.showAll")}
              </Button>
            )}
          </EmptyState.Actions>
        </EmptyState>
      </Card>
    );
  }
  return (
    <Card padding="xl">
      <EmptyState
        icon={<IconSparkles size={32} aria-hidden />}
        withIndicatorBackground
        title={t("jobs.noneTitle")}
        description={t("jobs.noneText")}
      >
        <EmptyState.Actions>
          <Button component={Link} to={paths.cvEdit({ id: cvId })} leftSection={<IconPencil size={16} aria-hidden />}>
            {t("jobs.editCv")}
          </Button>
          <Button component={Link} to={paths.jobList()} variant="default">
            {t("jobs.browseAll")}
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    </Card>
  );
}

/**
 * A student's recommended jobs: published jobs ranked by their match with one of the student's CVs, best first,
 * with words and filters held in the address bar and further pages on "Load more".
 */
export function RecommendedJobs({ filters, update, cv, cvChooser, renderJob }: Props) {
  const { t } = useTranslation("matching-lists");
  const labels = useLabels();
  const headingId = useId();
  const cvId = cv.id;
  const search = useMatchingJobs(toMatchingJobsQuery(filters, cvId));
  const { items, total, capped, updating } = rankedPages(search);
  const heading = search.isPending
    ? t("jobs.ranking")
    : total === 0
      ? t("ranked.jobs.none")
      : rankedHeading(t, "jobs", total, capped);

  return (
    <Stack gap="md">
      <Stack gap="sm">
        {!cvChooser && (
          <Text size="sm" c="dimmed">
            <Trans
              t={t}
              i18nKey="jobs.rankedFor"
              values={{ cv: cv.title }}
              components={{ to: <Anchor component={Link} to={paths.cvDetail({ id: cv.id })} size="sm" fw={600} /> }}
            />
          </Text>
        )}
        <Group gap="sm" align="flex-end" wrap="wrap" className={classes.toolbar}>
          {cvChooser}
          <SearchBox
            q={filters.q}
            onSearch={(q) => update({ q })}
            label={t("jobs.label")}
            placeholder={t("jobs.placeholder")}
          />
        </Group>
        <Group gap="lg" wrap="wrap" style={{ rowGap: "var(--mantine-spacing-xs)" }}>
          <FilterChips<JobType>
            label={t("jobs.type")}
            values={filters.type}
            options={JOB_TYPES}
            labels={labels.jobType}
            onChange={(type) => update({ type })}
          />
          <FilterChips<WorkMode>
            label={t("jobs.workMode")}
            values={filters.workMode}
            options={WORK_MODES}
            labels={labels.workMode}
            onChange={(workMode) => update({ workMode })}
          />
        </Group>
      </Stack>

      <Stack gap="sm" component="section" aria-labelledby={headingId}>
        <Group gap="xs" wrap="nowrap">
          <Title order={2} fz="sm" fw={600} id={headingId} aria-live="polite">
            {heading}
          </Title>
          {updating && <Loader size="xs" aria-label={t("jobs.updating")} />}
        </Group>

        <RankedResults
          search={search}
          items={items}
          capped={capped}
          updating={updating}
          skeletons={<RankedRowSkeletons picture="logo" widths={["55%", "30%", "80%"]} />}
          empty={<NoMatches filters={filters} update={update} cvId={cvId} />}
          kind="jobs"
          itemKey={(item) => item.job.id}
          renderItem={(item) => renderJob(item, cvId)}
        />
      </Stack>
    </Stack>
  );
}
