import type { EmailChangeRequestBody, EmailChangeStatus } from "@stint/shared/account-security";
import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { answer, api } from "../../../lib/api-client.ts";
import { signInSecurityKeys } from "../../../lib/query-keys.ts";
import { useApiMutation } from "../../../lib/use-api-mutation.ts";

export function getEmailChange(signal?: AbortSignal) {
  return answer(api.GET("/me/email-change", { signal }));
}

export const emailChangeQueryOptions = queryOptions({
  queryKey: signInSecurityKeys.emailChange,
  queryFn: ({ signal }) => getEmailChange(signal),
});

/** The change of sign-in email waiting for its link to be opened, if any. */
export function useEmailChange() {
  return useQuery(emailChangeQueryOptions);
}

/** Mails a confirmation link to the new address; nothing changes until it is opened. */
export function requestEmailChange(input: EmailChangeRequestBody) {
  return answer(api.POST("/me/email-change", { body: input }));
}

export function cancelEmailChange() {
  return answer(api.DELETE("/me/email-change"));
}

/** Cancels the waiting change: its link stops working. */
export function useCancelEmailChange() {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: cancelEmailChange,
    onSuccess: () => queryClient.setQueryData<EmailChangeStatus>(signInSecurityKeys.emailChange, { pending: null }),
  });
}
