import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { answer, api } from "../../../lib/api-client.ts";
import { savedJobKeys } from "../../../lib/query-keys.ts";

export function listSavedJobs(cursor: string | null, signal?: AbortSignal) {
  return answer(api.GET("/saved-jobs", { params: { query: { cursor: cursor ?? undefined } }, signal }));
}

export const savedJobsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: savedJobKeys.all,
    queryFn: ({ signal, pageParam }) => listSavedJobs(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

/** The student's saved jobs, newest saved first, a page at a time ("Load more"). */
export function useSavedJobs() {
  return useInfiniteQuery(savedJobsQueryOptions());
}
