import { NativeSelect, Text } from "@mantine/core";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Currency, JobSort } from "@stint/shared/jobs";
import { FilterPills } from "../../../components/filter-pills.tsx";
import { SearchBox } from "../../../components/search-box.tsx";
import { SearchLayout } from "../../../components/search-layout.tsx";
import { useJobSearch } from "../api/search-jobs.ts";
import { useJobFormat } from "../job-format.ts";
import {
  countActiveFilters,
  effectiveSort,
  JOB_PAGE_SIZE,
  toApiQuery,
  type JobListFilters,
} from "../job-search-params.ts";
import { JobFilters, type UpdateFilters } from "./job-filters.tsx";
import { JobPager } from "./job-pager.tsx";
import { JobSearchResults } from "./job-search-results.tsx";
import { formatNumber } from "../../../lib/format.ts";

/**
 * The job list's search: the words box, the filters (a sidebar on a wide screen, a drawer on a phone), the
 * count, the sort, the filters in use, the results and the pages. `filters` and `update` come from the address
 * bar (`useJobListFilters`).
 */
export function JobSearch({
  filters,
  update,
  defaultCurrency,
}: {
  filters: JobListFilters;
  update: UpdateFilters;
  /** The currency a minimum pay is in until the user picks one (the viewer's own). */
  defaultCurrency: Currency;
}) {
  const { t } = useTranslation("jobs");
  const format = useJobFormat();
  const mine = filters.mine;
  const search = useJobSearch(toApiQuery(filters));
  const activeCount = countActiveFilters(filters);
  const sort = effectiveSort(filters);

  const data = search.data;
  const total = data?.total ?? 0;
  const pages = Math.min(Math.ceil(total / JOB_PAGE_SIZE), 1000);
  const page = Math.min(filters.page, Math.max(pages, 1));
  const first = (page - 1) * JOB_PAGE_SIZE + 1;
  const last = Math.min(page * JOB_PAGE_SIZE, total);
  const updating = search.isFetching && search.isPlaceholderData;
  // A page past the last (an old link, a shorter list since): go to the last page, and say so.
  const [clampedFrom, setClampedFrom] = useState<number | null>(null);
  const beyond = !search.isPending && !search.isFetching && total > 0 && filters.page > pages;
  // Remembered during render (React's pattern for state from a previous render), the address changed after.
  if (beyond && clampedFrom !== filters.page) setClampedFrom(filters.page);
  useEffect(() => {
    if (beyond) update({ page: pages });
  }, [beyond, pages, update]);

  // Best match ranks for the student's primary CV: offered when the answer says there is one (it carries the
  // student's own scores), so the server's render and the browser's agree.
  const byMatch = sort === "match" || (data?.forYou?.cvId ?? null) !== null;
  const sorts = byMatch
    ? (["match", "relevance", "newest", "distance"] as const)
    : (["relevance", "newest", "distance"] as const);
  const sortOptions = sorts.map((value) => ({
    value,
    label: t(`search.sort.${value}`),
    disabled: (value === "relevance" && !filters.q) || (value === "distance" && !filters.near),
  }));

  return (
    <SearchLayout
      searchBox={
        <SearchBox
          q={filters.q}
          onSearch={(q) => update({ q, sort: null })}
          label={t("search.label")}
          placeholder={mine ? t("search.placeholderMine") : t("search.placeholder")}
        />
      }
      filters={<JobFilters filters={filters} update={update} defaultCurrency={defaultCurrency} />}
      activeCount={activeCount}
      heading={
        search.isPending
          ? t("search.searching")
          : total === 0
            ? t("search.none")
            : total <= JOB_PAGE_SIZE && filters.page === 1
              ? t("search.count", { count: total })
              : t("search.range", { first: formatNumber(first), last: formatNumber(last), count: total })
      }
      updating={updating}
      actions={
        // The browser's own list: a phone's picker, and no dropdown kept in the page measuring its place on load.
        <NativeSelect
          aria-label={t("search.sortBy")}
          size="sm"
          w={byMatch ? 190 : 170}
          data={sortOptions}
          value={sort}
          onChange={(event) => update({ sort: event.currentTarget.value as JobSort })}
          leftSection={
            <Text size="xs" c="dimmed" aria-hidden pl={6}>
              {t("search.sortShort")}
            </Text>
          }
          leftSectionWidth={44}
        />
      }
      showResultsLabel={search.isFetching ? t("search.showJobs") : t("search.showCount", { count: total })}
    >
      <FilterPills chips={format.filterChips(filters, defaultCurrency)} onRemove={update} />
      {sort === "match" && (
        <Text size="sm" c="dimmed" mb="xs">
          {t("search.byMatch")}
        </Text>
      )}
      {clampedFrom !== null && clampedFrom > filters.page && (
        <Text size="sm" c="dimmed" role="status" mb="xs">
          {t("search.clamped", { page: clampedFrom, last: pages })}
        </Text>
      )}

      <JobSearchResults
        search={search}
        filters={filters}
        update={update}
        activeCount={activeCount}
        updating={updating}
      />

      {pages > 1 && (
        <JobPager
          pages={pages}
          page={filters.page}
          onPage={(page) => {
            update({ page });
            window.scrollTo({ top: 0 });
          }}
        />
      )}
    </SearchLayout>
  );
}
