import { Anchor, Button, Card, Chip, EmptyState, Group, Loader, Stack, Text, Title } from "@mantine/core";
import {
  JOB_TYPE_LABELS,
  JOB_TYPES,
  WORK_MODE_LABELS,
  WORK_MODES,
  type JobType,
  type WorkMode,
} from "@stint/shared/jobs";
import type { MatchedJob } from "@stint/shared/matching";
import { IconPencil, IconSearch, IconSparkles } from "@tabler/icons-react";
import { useId, type ReactNode } from "react";
import { Link } from "react-router";
import { SearchBox } from "../../../components/search-box.tsx";
import { paths } from "@stint/shared/page-routes";
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
  labels: Record<T, string>;
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
            {labels[option]}
          </Chip>
        ))}
      </Chip.Group>
    </Group>
  );
}

/** Nothing to show: with a search, how to widen it; without one, how to widen the CV's wishes. */
function NoMatches({ filters, update, cvId }: { filters: MatchingJobsFilters; update: Props["update"]; cvId: string }) {
  const filtered = filters.type.length > 0 || filters.workMode.length > 0;
  const searched = filters.q.trim() !== "";
  if (filtered || searched) {
    return (
      <Card padding="xl">
        <EmptyState
          icon={<IconSearch size={32} aria-hidden />}
          withIndicatorBackground
          title="No recommended job fits this search"
          description="Try fewer filters or other words: a skill, a city or a company name."
        >
          <EmptyState.Actions>
            {filtered && (
              <Button variant="default" onClick={() => update({ type: [], workMode: [] })}>
                Clear the filters
              </Button>
            )}
            {searched && (
              <Button variant="default" onClick={() => update({ q: "" })}>
                Show every recommended job
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
        title="No job matches this CV yet"
        description="Jobs are recommended when their type, dates and place fit your CV and they ask for at least one of your skills. Add skills, more job types or places, a larger distance, or a longer availability to your CV to widen the list."
      >
        <EmptyState.Actions>
          <Button component={Link} to={paths.cvEdit({ id: cvId })} leftSection={<IconPencil size={16} aria-hidden />}>
            Edit this CV
          </Button>
          <Button component={Link} to={paths.jobList()} variant="default">
            Browse all jobs
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
  const headingId = useId();
  const cvId = cv.id;
  const search = useMatchingJobs(toMatchingJobsQuery(filters, cvId));
  const { items, total, capped, updating } = rankedPages(search);

  return (
    <Stack gap="md">
      <Stack gap="sm">
        {!cvChooser && (
          <Text size="sm" c="dimmed">
            Ranked for your CV{" "}
            <Anchor component={Link} to={paths.cvDetail({ id: cv.id })} size="sm" fw={600}>
              {cv.title}
            </Anchor>
          </Text>
        )}
        <Group gap="sm" align="flex-end" wrap="wrap" className={classes.toolbar}>
          {cvChooser}
          <SearchBox
            q={filters.q}
            onSearch={(q) => update({ q })}
            label="Recommended jobs"
            placeholder="Job title, skill, company or keyword"
          />
        </Group>
        <Group gap="lg" wrap="wrap" style={{ rowGap: "var(--mantine-spacing-xs)" }}>
          <FilterChips<JobType>
            label="Job type"
            values={filters.type}
            options={JOB_TYPES}
            labels={JOB_TYPE_LABELS}
            onChange={(type) => update({ type })}
          />
          <FilterChips<WorkMode>
            label="Work mode"
            values={filters.workMode}
            options={WORK_MODES}
            labels={WORK_MODE_LABELS}
            onChange={(workMode) => update({ workMode })}
          />
        </Group>
      </Stack>

      <Stack gap="sm" component="section" aria-labelledby={headingId}>
        <Group gap="xs" wrap="nowrap">
          <Title order={2} fz="sm" fw={600} id={headingId} aria-live="polite">
            {search.isPending
              ? "Ranking jobs for your CV…"
              : total === 0
                ? "No matching jobs"
                : rankedHeading(total, capped, "matching job", "matching jobs")}
          </Title>
          {updating && <Loader size="xs" aria-label="Updating the results" />}
        </Group>

        <RankedResults
          search={search}
          items={items}
          capped={capped}
          updating={updating}
          skeletons={<RankedRowSkeletons picture="logo" widths={["55%", "30%", "80%"]} />}
          empty={<NoMatches filters={filters} update={update} cvId={cvId} />}
          what="your matches"
          noun="matching jobs"
          itemKey={(item) => item.job.id}
          renderItem={(item) => renderJob(item, cvId)}
        />
      </Stack>
    </Stack>
  );
}
