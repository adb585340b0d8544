import type { Notification, NotificationPage } from "@stint/shared/notifications";
import type { InfiniteData, QueryClient } from "@tanstack/react-query";
import { notificationKeys } from "../../../lib/query-keys.ts";

type Cached = NotificationPage | InfiniteData<NotificationPage, unknown> | undefined;

function mapItems(data: Cached, change: (item: Notification) => Notification): Cached {
  if (!data) return data;
  if ("pages" in data) {
    return { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.map(change) })) };
  }
  return { ...data, items: data.items.map(change) };
}

/**
 * Shows notifications as read at once (the bell's count, every list) before the server answers; returns how
 * to undo it. `ids` null: all of them.
 */
export async function markReadInCache(queryClient: QueryClient, ids: readonly string[] | null) {
  await Promise.all([
    queryClient.cancelQueries({ queryKey: notificationKeys.lists }),
    queryClient.cancelQueries({ queryKey: notificationKeys.unreadCount }),
  ]);
  const lists = queryClient.getQueriesData<Cached>({ queryKey: notificationKeys.lists });
  const count = queryClient.getQueryData<number>(notificationKeys.unreadCount);
  const now = new Date().toISOString();
  let newlyRead = 0;
  const seen = new Set<string>();
  for (const [key] of lists) {
    queryClient.setQueryData<Cached>(key, (old) =>
      mapItems(old, (item) => {
        if (item.readAt !== null || (ids !== null && !ids.includes(item.id))) return item;
        if (!seen.has(item.id)) {
          seen.add(item.id);
          newlyRead += 1;
        }
        return { ...item, readAt: now };
      }),
    );
  }
  if (count !== undefined) {
    queryClient.setQueryData<number>(notificationKeys.unreadCount, ids === null ? 0 : Math.max(0, count - newlyRead));
  }
  return () => {
    for (const [key, data] of lists) queryClient.setQueryData(key, data);
    if (count !== undefined) queryClient.setQueryData(notificationKeys.unreadCount, count);
  };
}
