import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { answer, api } from "../../../lib/api-client.ts";
import { ratingKeys } from "../../../lib/query-keys.ts";

/**
 * Which ratings `GET /api/ratings` lists: the viewer's own (`tab`), a company's published ones (`companyId`) or
 * a student's shared ones (`studentId`, for companies); `q` is searched by the API.
 */
export type RatingsApiQuery =
  | { tab: "given" | "received"; q?: string; limit?: number }
  | { companyId: string; q?: string; limit?: number }
  | { studentId: string; q?: string; limit?: number };

export function listRatings(query: RatingsApiQuery, cursor: string | null, signal?: AbortSignal) {
  return answer(
    api.GET("/ratings", {
      params: { query: { ...query, q: query.q?.trim() || undefined, cursor: cursor ?? undefined } },
      signal,
    }),
  );
}

export const ratingPagesQueryOptions = (query: RatingsApiQuery) =>
  infiniteQueryOptions({
    queryKey: [...ratingKeys.lists, query] as const,
    queryFn: ({ signal, pageParam }) => listRatings(query, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

/** Ratings a page at a time, newest first ("Load more"). */
export function useRatingPages(query: RatingsApiQuery, options: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...ratingPagesQueryOptions(query), enabled: options.enabled ?? true });
}
