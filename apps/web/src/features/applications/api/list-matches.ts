import type { MatchPage } from "@stint/shared/applications";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { matchKeys } from "../../../lib/query-keys.ts";

/** What `GET /api/matches` takes, typed (the cursor is added page by page). */
export type MatchesApiQuery = { jobId?: string; active?: boolean; limit?: number };

/** The student's list as the Matched tab asks for it: pages of 20, or of 100 while searching. */
export const studentMatchesQuery = (q: string): MatchesApiQuery => ({ limit: q.trim() ? 100 : 20 });

export function listMatches(query: MatchesApiQuery, cursor: string | null, signal?: AbortSignal) {
  return api.get<MatchPage>("/matches", {
    signal,
    query: { jobId: query.jobId, active: query.active, limit: query.limit, cursor: cursor ?? undefined },
  });
}

export const matchPagesQueryOptions = (query: MatchesApiQuery) =>
  infiniteQueryOptions({
    queryKey: [...matchKeys.lists, query] as const,
    queryFn: ({ signal, pageParam }) => listMatches(query, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

/** The signed-in user's matches, newest first, a page at a time ("Load more"). */
export function useMatchPages(query: MatchesApiQuery) {
  return useInfiniteQuery(matchPagesQueryOptions(query));
}
