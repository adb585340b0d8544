import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { answer, api, type ApiQuery } from "../../../lib/api-client.ts";
import { applicationKeys } from "../../../lib/query-keys.ts";

/** What `GET /api/applications` takes (the cursor is added page by page). */
export type ApplicationsApiQuery = Omit<ApiQuery<"/applications">, "cursor">;

/**
 * The student's list as the Applied tab asks for it: pages of 20, or of 100 while searching (a search on the
 * screen loads every page).
 */
export const studentApplicationsQuery = (q: string): ApplicationsApiQuery => ({ limit: q.trim() ? 100 : 20 });

export function listApplications(query: ApplicationsApiQuery, cursor: string | null, signal?: AbortSignal) {
  return answer(
    api.GET("/applications", {
      params: {
        query: { ...query, cursor: cursor ?? undefined },
      },
      signal,
    }),
  );
}

export const applicationPagesQueryOptions = (query: ApplicationsApiQuery) =>
  infiniteQueryOptions({
    queryKey: [...applicationKeys.lists, query] as const,
    queryFn: ({ signal, pageParam }) => listApplications(query, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

/** The signed-in student's applications, newest first, a page at a time ("Load more"). */
export function useApplicationPages(query: ApplicationsApiQuery) {
  return useInfiniteQuery(applicationPagesQueryOptions(query));
}
