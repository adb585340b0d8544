import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { answer, api } from "../../../lib/api-client.ts";
import { applyChange } from "../../../lib/change-effects.ts";
import { notificationKeys } from "../../../lib/query-keys.ts";

/** How often the header bell asks for the unread count while the window is open (and again on focus). */
export const UNREAD_POLL_MS = 30_000;

export function getUnreadCount(signal?: AbortSignal) {
  return answer(api.GET("/notifications/unread-count", { signal }));
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

/**
 * The unread count as the header bell (mounted once) watches it: when it grows, something happened elsewhere
 * (a company moved an application, a student applied), so the notification lists and the applications,
 * invitations and matches on screen are refreshed.
 */
export function useWatchedUnreadCount() {
  const queryClient = useQueryClient();
  const query = useUnreadCount();
  const previous = useRef<number | undefined>(undefined);
  useEffect(() => {
    const count = query.data;
    if (count === undefined) return;
    const grew = previous.current !== undefined && count > previous.current;
    previous.current = count;
    if (!grew) return;
    void applyChange(queryClient, "notifications.arrived");
  }, [query.data, queryClient]);
  return query;
}
