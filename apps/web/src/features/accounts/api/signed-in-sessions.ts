import { notifications } from "@mantine/notifications";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { answer, api } from "../../../lib/api-client.ts";
import { signInSecurityKeys } from "../../../lib/query-keys.ts";
import { useApiMutation } from "../../../lib/use-api-mutation.ts";

export function listSignedInSessions(signal?: AbortSignal) {
  return answer(api.GET("/me/sessions", { signal }));
}

export const signedInSessionsQueryOptions = queryOptions({
  queryKey: signInSecurityKeys.sessions,
  queryFn: ({ signal }) => listSignedInSessions(signal),
});

/** The devices signed in to the account, this one first. */
export function useSignedInSessions() {
  return useQuery(signedInSessionsQueryOptions);
}

export function signOutSession(id: string) {
  return answer(api.DELETE("/me/sessions/{id}", { params: { path: { id } } }));
}

export function signOutOtherSessions() {
  return answer(api.POST("/me/sessions/sign-out-others"));
}

// The toasts come from the hooks, not from mutate's callbacks: the row that was clicked is gone once the list
// is read again, and mutate's callbacks would not run for it.

/** Signs out one other device (`device` names it in the toast); the list is read again. */
export function useSignOutSession() {
  return useApiMutation({
    mutationFn: ({ id }: { id: string; device: string }) => signOutSession(id),
    onSuccess: (_result, { device }) =>
      notifications.show({ color: "teal", title: "Signed out", message: `${device} is signed out.` }),
    onError: (error) =>
      notifications.show({ color: "red", title: "That device is still signed in", message: error.message }),
    changes: "sessions.signed-out",
    refusalChanges: "sessions.signed-out",
  });
}

/** Signs out every device but this one; the list is read again. */
export function useSignOutOtherSessions() {
  return useApiMutation({
    mutationFn: signOutOtherSessions,
    onSuccess: ({ signedOut }) =>
      notifications.show({
        color: "teal",
        title: "Signed out everywhere else",
        message: signedOut === 1 ? "1 other device is signed out." : `${signedOut} other devices are signed out.`,
      }),
    onError: (error) =>
      notifications.show({ color: "red", title: "The other devices are still signed in", message: error.message }),
    changes: "sessions.signed-out",
    refusalChanges: "sessions.signed-out",
  });
}
