import {
  clearedJobFilters,
  type JobFilterState,
  jobFiltersOff,
  jobFiltersToApi,
  offOutside,
  readJobFilters,
  writeJobFilters,
  jobFilterPills,
} from "@stint/shared/job-search-filters";
import { JOB_SORTS, type JobSort } from "@stint/shared/jobs";
import type { Place } from "@stint/shared/place";
import { compactSearchParams, enumParam, intParam, textParam } from "../../lib/search-params.ts";
import type { JobSearchApiQuery } from "./api/search-jobs.ts";

export const JOB_PAGE_SIZE = 20;
export const RADIUS_OPTIONS = [5, 10, 25, 50, 100, 200] as const;

/**
 * Everything the job list shows, as held in the address bar (so a search can be bookmarked, shared, and the
 * back button steps through it): the words, the order, the page, whose jobs (`mine`: a company's own, every
 * status) and every filter of the shared filter table (@stint/shared/job-search-filters), which reads and writes
 * each. Unknown or malformed values are dropped one by one, never the whole search.
 */
export type JobListFilters = JobFilterState & {
  q: string;
  sort: JobSort | null;
  page: number;
  mine: boolean;
};

export const emptyFilters: JobListFilters = { q: "", ...jobFiltersOff, sort: null, page: 1, mine: false };

export function parseJobListParams(params: URLSearchParams): JobListFilters {
  return {
    q: textParam(params, "q", 200),
    ...readJobFilters(params),
    sort: enumParam<JobSort>(params, "sort", JOB_SORTS),
    page: intParam(params, "page", 1, 1000) ?? 1,
    mine: params.get("mine") === "true",
  };
}

/** The filters as search parameters, defaults left out so URLs stay short. */
export function jobListSearch(filters: JobListFilters): URLSearchParams {
  return compactSearchParams([
    ["mine", filters.mine ? "true" : null],
    ["q", filters.q.trim()],
    ...writeJobFilters(filters, filters),
    ["sort", filters.sort && filters.sort !== defaultSort(filters) ? filters.sort : null],
    ["page", filters.page > 1 ? filters.page : null],
  ]);
}

function defaultSort(filters: Pick<JobListFilters, "q">): JobSort {
  return filters.q.trim() ? "relevance" : "newest";
}

/** The order actually used: relevance needs words, distance needs a place, best match a student's search. */
export function effectiveSort(filters: JobListFilters): JobSort {
  if (filters.sort === "distance" && filters.near) return "distance";
  if (filters.sort === "relevance" && filters.q.trim()) return "relevance";
  if (filters.sort === "newest") return "newest";
  if (filters.sort === "match" && !filters.mine) return "match";
  return defaultSort(filters);
}

/** "Your jobs" is a company's view; anyone else following such a link sees the public list. */
export function filtersForViewer(filters: JobListFilters, companyView: boolean): JobListFilters {
  return companyView ? filters : { ...filters, mine: false, ...offOutside({ mine: false }) };
}

export function toApiQuery(filters: JobListFilters): JobSearchApiQuery {
  return {
    q: filters.q.trim() || undefined,
    ...jobFiltersToApi(filters, filters),
    mine: filters.mine || undefined,
    sort: effectiveSort(filters),
    page: filters.page,
    pageSize: JOB_PAGE_SIZE,
  };
}

/** What "Clear filters" writes into the URL: every filter off (the words and the page stay as they are). */
export const CLEARED_FILTERS = clearedJobFilters;

/** How many filters (not the words or the sort) narrow the list: for the "Filters (3)" button; one per pill. */
export function countActiveFilters(filters: JobListFilters) {
  return jobFilterPills(filters, filters).length;
}

/** A place from the URL, as the place input expects one (only label and coordinates are known). */
export function placeFromNear(near: JobListFilters["near"]): Place | null {
  if (!near) return null;
  const [city = near.label, ...rest] = near.label.split(",").map((part) => part.trim());
  return {
    id: `near:${near.lat},${near.lon}`,
    label: near.label,
    city,
    region: "",
    country: rest.at(-1) ?? "",
    countryCode: "ZZ",
    lat: near.lat,
    lon: near.lon,
  };
}
