import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { answer, api } from "../../../lib/api-client.ts";
import { notificationKeys } from "../../../lib/query-keys.ts";

/** The bell shows this many of the newest notifications; the full list has the rest. */
export const LATEST_NOTIFICATIONS = 8;

export type NotificationsApiQuery = { unread?: boolean; limit?: number };

export function listNotifications(query: NotificationsApiQuery, cursor: string | null, signal?: AbortSignal) {
  return answer(
    api.GET("/notifications", {
      params: { query: { unread: query.unread ? "true" : undefined, limit: query.limit, cursor: cursor ?? undefined } },
      signal,
    }),
  );
}

export const latestNotificationsQueryOptions = queryOptions({
  queryKey: [...notificationKeys.lists, "latest"] as const,
  queryFn: ({ signal }) => listNotifications({ limit: LATEST_NOTIFICATIONS }, null, signal),
  // Asked again each time the bell is opened: a few rows, and what is new is the point.
  staleTime: 0,
});

/** The newest few notifications, read or not, for the bell's panel. */
export function useLatestNotifications() {
  return useQuery(latestNotificationsQueryOptions);
}

export const notificationPagesQueryOptions = (query: { unread: boolean }) =>
  infiniteQueryOptions({
    queryKey: [...notificationKeys.lists, "pages", query] as const,
    queryFn: ({ signal, pageParam }) => listNotifications(query, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

/** Every notification (or the unread ones), newest first, a page at a time ("Load more"). */
export function useNotificationPages(query: { unread: boolean }) {
  return useInfiniteQuery(notificationPagesQueryOptions(query));
}
