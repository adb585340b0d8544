import { notifications } from "@mantine/notifications";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useMessages } from "../../../i18n/messages.ts";
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
  const { t } = useTranslation("accounts");
  const { error: message } = useMessages();
  return useApiMutation({
    mutationFn: ({ id }: { id: string; device: string }) => signOutSession(id),
    onSuccess: (_result, { device }) =>
      notifications.show({
        color: "teal",
        title: t("sessions.signedOutTitle"),
        message: t("sessions.signedOutText", { device }),
      }),
    onError: (error) =>
      notifications.show({ color: "red", title: t("sessions.stillSignedIn"), message: message(error) }),
    changes: "sessions.signed-out",
    refusalChanges: "sessions.signed-out",
  });
}

/** Signs out every device but this one; the list is read again. */
export function useSignOutOtherSessions() {
  const { t } = useTranslation("accounts");
  const { error: message } = useMessages();
  return useApiMutation({
    mutationFn: signOutOtherSessions,
    onSuccess: ({ signedOut }) =>
      notifications.show({
        color: "teal",
        title: t("sessions.othersSignedOutTitle"),
        message: t("sessions.othersSignedOutText", { count: signedOut }),
      }),
    onError: (error) =>
      notifications.show({ color: "red", title: t("sessions.othersStillSignedIn"), message: message(error) }),
    changes: "sessions.signed-out",
    refusalChanges: "sessions.signed-out",
  });
}
