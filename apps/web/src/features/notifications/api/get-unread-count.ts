import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { answer, api } from "../../../lib/api-client.ts";
import { applyChange } from "../../../lib/change-effects.ts";
import { useLiveOpen } from "../../../lib/live/live-status.ts";
import { notificationKeys } from "../../../lib/query-keys.ts";

/**
 * How often the header bell asks for the unread count while the live channel is down (and again on focus);
 * while it is open the server tells the tab (lib/live) and nothing polls.
 */
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

/**
 * The signed-in user's unread notifications: kept current by the live channel while it is open, otherwise
 * polled every 30 seconds and whenever the window gets focus.
 */
export function useUnreadCount() {
  const live = useLiveOpen();
  return useQuery({
    ...unreadCountQueryOptions,
    ...(live ? { refetchInterval: false as const, refetchOnWindowFocus: false } : {}),
  });
}

/**
 * The unread count as the header bell (mounted once) watches it: when it grows, something happened elsewhere
 * (a company moved an application, a student applied), so the notification lists and the applications,
 * invitations and matches on screen are refreshed. Only while the live channel is down: while it is open, the
 * channel applies that change itself for each notification, and the count's growth would refresh them twice.
 */
export function useWatchedUnreadCount() {
  const queryClient = useQueryClient();
  const live = useLiveOpen();
  const query = useUnreadCount();
  const previous = useRef<number | undefined>(undefined);
  useEffect(() => {
    const count = query.data;
    if (count === undefined) return;
    const grew = previous.current !== undefined && count > previous.current;
    previous.current = count;
    if (!grew || live) return;
    void applyChange(queryClient, "notifications.arrived");
  }, [query.data, queryClient, live]);
  return query;
}
