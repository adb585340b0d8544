import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { answer, api, type ApiQuery } from "../../../lib/api-client.ts";
import { matchKeys } from "../../../lib/query-keys.ts";

/** What `GET /api/matches` takes (the cursor is added page by page). */
export type MatchesApiQuery = Omit<ApiQuery<"/matches">, "cursor">;

/** The student's list as the Matched tab asks for it: pages of 20, or of 100 while searching. */
export const studentMatchesQuery = (q: string): MatchesApiQuery => ({ limit: q.trim() ? 100 : 20 });

export function listMatches(query: MatchesApiQuery, cursor: string | null, signal?: AbortSignal) {
  return answer(
    api.GET("/matches", {
      params: { query: { ...query, cursor: cursor ?? undefined } },
      signal,
    }),
  );
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
