import { useMutation, useQueryClient } from "@tanstack/react-query";
import { answer, api } from "../../../lib/api-client.ts";
import { meQueryKey } from "../../../lib/query-keys.ts";

/** Opens a mailed confirmation link; the session, if any, then may apply, invite and rate. */
export function useConfirmAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => answer(api.POST("/email-confirmation/confirm", { body: { token } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}

/** Mails a new confirmation link to the signed-in user (the earlier one stops working). */
export function useResendConfirmation() {
  return useMutation({ mutationFn: () => answer(api.POST("/me/email-confirmation")) });
}
