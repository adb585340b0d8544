import type { Notification } from "@stint/shared/notifications";
import { useQueryClient } from "@tanstack/react-query";
import { answer, api } from "../../../lib/api-client.ts";
import { useApiMutation } from "../../../lib/use-api-mutation.ts";
import { markReadInCache } from "./notification-cache.ts";

export function markNotificationRead(id: string) {
  return answer(api.POST("/notifications/{id}/read", { params: { path: { id } } }));
}

export function markAllNotificationsRead() {
  return answer(api.POST("/notifications/read-all"));
}

/** Marks one notification read: shown at once, undone when the server refuses. */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: (notification: Pick<Notification, "id">) => markNotificationRead(notification.id),
    onMutate: (notification) => markReadInCache(queryClient, [notification.id]),
    onError: (_error, _notification, undo) => undo?.(),
    changes: "notifications.read",
    refusalChanges: "notifications.read",
  });
}

/** Marks every notification read: shown at once, undone when the server refuses. */
export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: markAllNotificationsRead,
    onMutate: () => markReadInCache(queryClient, null),
    onError: (_error, _variables, undo) => undo?.(),
    changes: "notifications.read",
    refusalChanges: "notifications.read",
  });
}
