import { type JobSearchRequest, jobSearchWire } from "@stint/shared/job-search";
import type { JobSearchResult } from "@stint/shared/jobs";
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { jobKeys } from "../../../lib/query-keys.ts";

/** What `GET /api/jobs` takes, typed by its shared schema; `jobSearchWire` writes it out (lists comma-separated). */
export type JobSearchApiQuery = JobSearchRequest;

export function searchJobs(query: JobSearchApiQuery, signal?: AbortSignal) {
  return api.get<JobSearchResult>("/jobs", { signal, query: jobSearchWire(query) });
}

export const jobSearchQueryOptions = (query: JobSearchApiQuery) =>
  queryOptions({
    queryKey: [...jobKeys.searches, query] as const,
    queryFn: ({ signal }) => searchJobs(query, signal),
  });

/** A page of jobs; while the next page or filter loads, the previous answer stays on screen. */
export function useJobSearch(query: JobSearchApiQuery, options: { enabled?: boolean } = {}) {
  return useQuery({ ...jobSearchQueryOptions(query), placeholderData: keepPreviousData, enabled: options.enabled });
}

/** The same search a page at a time, for lists that grow with "Load more" (`page` is set per page). */
export const jobSearchPagesQueryOptions = (query: Omit<JobSearchApiQuery, "page">) =>
  infiniteQueryOptions({
    queryKey: [...jobKeys.searches, "pages", query] as const,
    queryFn: ({ signal, pageParam }) => searchJobs({ ...query, page: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
  });

export function useJobSearchPages(query: Omit<JobSearchApiQuery, "page">) {
  return useInfiniteQuery({ ...jobSearchPagesQueryOptions(query), placeholderData: keepPreviousData });
}
