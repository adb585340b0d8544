import type { NotificationSettings, NotificationSettingsPatch } from "@stint/shared/notifications";
import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { answer, api } from "../../../lib/api-client.ts";
import { notificationKeys } from "../../../lib/query-keys.ts";
import { useApiMutation } from "../../../lib/use-api-mutation.ts";

export function getNotificationSettings(signal?: AbortSignal) {
  return answer(api.GET("/notifications/settings", { signal }));
}

export function updateNotificationSettings(patch: NotificationSettingsPatch) {
  return answer(api.PATCH("/notifications/settings", { body: patch }));
}

export const notificationSettingsQueryOptions = queryOptions({
  queryKey: notificationKeys.settings,
  queryFn: ({ signal }) => getNotificationSettings(signal),
});

/** Per notification kind, whether it also goes out by mail. */
export function useNotificationSettings() {
  return useQuery(notificationSettingsQueryOptions);
}

/** Turns mail on or off for some kinds: the switch moves at once and moves back when saving fails. */
export function useUpdateNotificationSettings() {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: updateNotificationSettings,
    onMutate: async (patch) => {
      await queryClient.cancelQueries({ queryKey: notificationKeys.settings });
      const before = queryClient.getQueryData<NotificationSettings>(notificationKeys.settings);
      if (before) {
        queryClient.setQueryData<NotificationSettings>(notificationKeys.settings, {
          mail: { ...before.mail, ...patch.mail },
        });
      }
      return before;
    },
    onError: (_error, _patch, before) => {
      if (before) queryClient.setQueryData(notificationKeys.settings, before);
    },
    onSuccess: (settings) => queryClient.setQueryData(notificationKeys.settings, settings),
  });
}
