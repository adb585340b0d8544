import type { InvitationSettings } from "@stint/shared/applications";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { invitationKeys } from "../../../lib/query-keys.ts";

export function getInvitationSettings(signal?: AbortSignal) {
  return api.get<InvitationSettings>("/invitations/settings", { signal });
}

export function updateInvitationSettings(input: InvitationSettings) {
  return api.patch<InvitationSettings>("/invitations/settings", input);
}

export const invitationSettingsQueryOptions = queryOptions({
  queryKey: invitationKeys.settings,
  queryFn: ({ signal }) => getInvitationSettings(signal),
});

/** Whether companies may invite the signed-in student. */
export function useInvitationSettings() {
  return useQuery(invitationSettingsQueryOptions);
}

export function useUpdateInvitationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateInvitationSettings,
    onSuccess: (settings) => queryClient.setQueryData(invitationKeys.settings, settings),
  });
}
