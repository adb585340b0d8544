import { type JobSearchQuery, type JobSearchRequest, jobSearchWire } from "@stint/shared/job-search";
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from "@tanstack/react-query";
import { type ApiQuery, answer, api } from "../../../lib/api-client.ts";
import { jobKeys } from "../../../lib/query-keys.ts";

/** What `GET /api/jobs` takes, typed by its shared schema; `jobSearchWire` writes it out (lists comma-separated). */
export type JobSearchApiQuery = JobSearchRequest;

type DocumentQuery = ApiQuery<"/jobs">;

// The shared schema and the OpenAPI document name the same parameters: one the other lacks fails to compile.
type SameKeys<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const parametersAgree: SameKeys<keyof JobSearchQuery, keyof DocumentQuery> = true;
void parametersAgree;

/**
 * `jobSearchWire`'s values are the text the query string carries (lists comma-separated, `mine` as true), where
 * the document types the parsed form (arrays, "true"); the document says the API reads lists either way. So the
 * wire form is handed over as the document's query type, its parameter names checked above.
 */
function documentQuery(query: JobSearchApiQuery): DocumentQuery {
  return jobSearchWire(query) as DocumentQuery;
}

export function searchJobs(query: JobSearchApiQuery, signal?: AbortSignal) {
  return answer(api.GET("/jobs", { params: { query: documentQuery(query) }, signal }));
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
