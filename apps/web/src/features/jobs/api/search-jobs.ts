import type { Currency, JobSort, JobStatus, JobType, WorkMode } from "@stint/shared/jobs";
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from "@tanstack/react-query";
import { answer, api } from "../../../lib/api-client.ts";
import { jobKeys } from "../../../lib/query-keys.ts";

/** What `GET /api/jobs` takes, typed; lists go out comma-separated, `near` as "lat,lon". */
export type JobSearchApiQuery = {
  q?: string;
  type?: JobType[];
  workMode?: WorkMode[];
  near?: { lat: number; lon: number };
  radiusKm?: number;
  skills?: string[];
  /** Per year, in `currency` when given. */
  minPay?: number;
  currency?: Currency;
  startFrom?: string;
  companyId?: string;
  mine?: boolean;
  status?: JobStatus[];
  sort?: JobSort;
  page?: number;
  pageSize?: number;
};

export function searchJobs(query: JobSearchApiQuery, signal?: AbortSignal) {
  return answer(
    api.GET("/jobs", {
      params: {
        query: {
          q: query.q,
          type: query.type,
          workMode: query.workMode,
          near: query.near ? `${query.near.lat},${query.near.lon}` : undefined,
          radiusKm: query.near ? query.radiusKm : undefined,
          skills: query.skills,
          minPay: query.minPay,
          currency: query.minPay !== undefined ? query.currency : undefined,
          startFrom: query.startFrom,
          companyId: query.companyId,
          mine: query.mine ? "true" : undefined,
          status: query.mine ? query.status : undefined,
          sort: query.sort,
          page: query.page,
          pageSize: query.pageSize,
        },
      },
      signal,
    }),
  );
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
