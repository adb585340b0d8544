import { Button, Card, EmptyState, Group, Skeleton, Stack } from "@mantine/core";
import { useDeferredValue } from "react";
import { useTranslation } from "react-i18next";
import type { JobSearchResult } from "@stint/shared/jobs";
import { IconBriefcase, IconPlus } from "@tabler/icons-react";
import type { UseQueryResult } from "@tanstack/react-query";
import { Link } from "react-router";
import { LoadErrorPanel } from "../../../components/query-states.tsx";
import { ScoreRing } from "../../../components/score-ring.tsx";
import { paths } from "@stint/shared/page-routes";
import { CLEARED_FILTERS, type JobListFilters } from "../job-search-params.ts";
import { JobCard } from "./job-card.tsx";
import type { UpdateFilters } from "./job-filters.tsx";
import classes from "./job-search.module.css";

function ResultSkeletons() {
  return (
    <Stack gap="sm" aria-hidden>
      {Array.from({ length: 4 }, (_, index) => (
        <Card key={index} padding="md">
          <Group align="flex-start" gap="md" wrap="nowrap">
            <Skeleton height={48} width={48} radius="md" />
            <Stack gap={8} style={{ flex: 1 }}>
              <Skeleton height={18} width="55%" />
              <Skeleton height={14} width="30%" />
              <Skeleton height={14} width="70%" />
              <Skeleton height={14} width="90%" />
            </Stack>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}

/** Nothing found: says why (no job yet, a page past the end, a search too narrow) and how to go on. */
function NoResults({
  filters,
  update,
  activeCount,
}: {
  filters: JobListFilters;
  update: UpdateFilters;
  activeCount: number;
}) {
  const { t } = useTranslation("jobs");
  const mine = filters.mine;
  const filtered = activeCount > 0 || filters.q;
  return (
    <Card padding="xl">
      <EmptyState
        icon={<IconBriefcase size={32} aria-hidden />}
        withIndicatorBackground
        title={
          mine && !filtered
            ? t("results.noneMineTitle")
            : filters.page > 1
              ? t("results.emptyPageTitle")
              : t("results.noMatchTitle")
        }
        description={
          mine && !filtered
            ? t("results.noneMineText")
            : filters.page > 1
              ? t("results.emptyPageText")
              : activeCount > 0
                ? t("results.noMatchFiltered")
                : t("results.noMatchText")
        }
      >
        <EmptyState.Actions>
          {mine && !filtered ? (
            <Button component={Link} to={paths.jobCreation()} leftSection={<IconPlus size={16} aria-hidden />}>
              {t("list.postJob")}
            </Button>
          ) : filters.page > 1 ? (
            <Button variant="default" onClick={() => update({ page: 1 })}>
              {t("results.firstPage")}
            </Button>
          ) : (
            <>
              {activeCount > 0 && (
                <Button variant="default" onClick={() => update({ ...CLEARED_FILTERS, sort: null })}>
                  {t("filters.clearAll")}
                </Button>
              )}
              {filters.q && (
                <Button variant="default" onClick={() => update({ q: "", sort: null })}>
                  {t("results.searchAll")}
                </Button>
              )}
            </>
          )}
        </EmptyState.Actions>
      </EmptyState>
    </Card>
  );
}

/** The job list's results: placeholders while the first answer loads, the error, the empty state or the cards. */
export function JobSearchResults({
  search,
  filters,
  update,
  activeCount,
  updating,
}: {
  search: UseQueryResult<JobSearchResult>;
  filters: JobListFilters;
  update: UpdateFilters;
  activeCount: number;
  /** A new answer is on its way while the previous one is shown. */
  updating: boolean;
}) {
  // Twenty cards are a few hundred components: they render in the background, in slices, so the answer's
  // arrival does not block the page (the previous cards, or the placeholders, stay until they are ready).
  const { t } = useTranslation("jobs");
  const data = useDeferredValue(search.data);
  if (search.isPending || (search.data && !data)) return <ResultSkeletons />;
  if (search.isError && !data) {
    return <LoadErrorPanel what={t("results.what")} error={search.error} onRetry={() => void search.refetch()} />;
  }
  if (data && data.items.length === 0) {
    return <NoResults filters={filters} update={update} activeCount={activeCount} />;
  }
  if (!data) return null;
  return (
    <Stack gap="sm" className={classes.results} data-updating={updating || undefined} aria-busy={updating}>
      {data.items.map((job) => {
        const forYou = data.forYou?.jobs[job.id];
        return (
          <JobCard
            key={job.id}
            job={job}
            headingOrder={3}
            withStatus={filters.mine}
            withCompany={!filters.mine}
            mark={forYou?.mark}
            saved={forYou?.saved}
            aside={forYou?.score != null && <ScoreRing score={forYou.score} size="sm" />}
          />
        );
      })}
    </Stack>
  );
}
