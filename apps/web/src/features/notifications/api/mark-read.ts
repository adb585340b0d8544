import type { Notification } from "@stint/shared/notifications";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { answer, api } from "../../../lib/api-client.ts";
import { markReadInCache, refreshNotifications } from "./notification-cache.ts";

export function markNotificationRead(id: string) {
  return answer(api.POST("/notifications/{id}/read", { params: { path: { id } } }));
}

export function markAllNotificationsRead() {
  return answer(api.POST("/notifications/read-all"));
}

/** Marks one notification read: shown at once, undone when the server refuses. */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (notification: Pick<Notification, "id">) => markNotificationRead(notification.id),
    onMutate: (notification) => markReadInCache(queryClient, [notification.id]),
    onError: (_error, _notification, undo) => undo?.(),
    onSettled: () => refreshNotifications(queryClient),
  });
}

/** Marks every notification read: shown at once, undone when the server refuses. */
export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onMutate: () => markReadInCache(queryClient, null),
    onError: (_error, _variables, undo) => undo?.(),
    onSettled: () => refreshNotifications(queryClient),
  });
}
