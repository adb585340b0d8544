import type { JobType, WorkMode } from "@stint/shared/jobs";
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { answer, api } from "../../../lib/api-client.ts";
import { matchingKeys } from "../../../lib/query-keys.ts";

/** What `GET /api/matching/jobs` takes, typed (the cursor is added page by page). */
export type MatchingJobsApiQuery = {
  cvId: string;
  q?: string;
  type?: JobType[];
  workMode?: WorkMode[];
  limit?: number;
};

export function listMatchingJobs(query: MatchingJobsApiQuery, cursor: string | null, signal?: AbortSignal) {
  return answer(
    api.GET("/matching/jobs", {
      params: {
        query: {
          cvId: query.cvId,
          q: query.q,
          type: query.type,
          workMode: query.workMode,
          limit: query.limit,
          cursor: cursor ?? undefined,
        },
      },
      signal,
    }),
  );
}

export const matchingJobsQueryOptions = (query: MatchingJobsApiQuery) =>
  infiniteQueryOptions({
    queryKey: [...matchingKeys.jobs, query] as const,
    queryFn: ({ signal, pageParam }) => listMatchingJobs(query, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

/** Published jobs ranked for one of the student's CVs, best first, a page at a time ("Load more"). */
export function useMatchingJobs(query: MatchingJobsApiQuery) {
  return useInfiniteQuery({ ...matchingJobsQueryOptions(query), placeholderData: keepPreviousData });
}
