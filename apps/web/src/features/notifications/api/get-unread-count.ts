import type { NotificationUnreadCount } from "@stint/shared/notifications";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { notificationKeys } from "../../../lib/query-keys.ts";

/** How often the header bell asks for the unread count while the window is open (and again on focus). */
export const UNREAD_POLL_MS = 30_000;

export function getUnreadCount(signal?: AbortSignal) {
  return api.get<NotificationUnreadCount>("/notifications/unread-count", { signal });
}

export const unreadCountQueryOptions = queryOptions({
  queryKey: notificationKeys.unreadCount,
  queryFn: ({ signal }) => getUnreadCount(signal).then((result) => result.unread),
  refetchInterval: UNREAD_POLL_MS,
  refetchIntervalInBackground: false,
  refetchOnWindowFocus: "always",
  staleTime: 10_000,
});

/** The signed-in user's unread notifications, polled every 30 seconds and whenever the window gets focus. */
export function useUnreadCount() {
  return useQuery(unreadCountQueryOptions);
}
