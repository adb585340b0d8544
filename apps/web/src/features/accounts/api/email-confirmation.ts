import { answer, api } from "../../../lib/api-client.ts";
import { useApiMutation } from "../../../lib/use-api-mutation.ts";

/** Opens a mailed confirmation link; the session, if any, then may apply, invite and rate. */
export function useConfirmAccount() {
  return useApiMutation({
    mutationFn: (token: string) => answer(api.POST("/email-confirmation/confirm", { body: { token } })),
    changes: "account.confirmed",
  });
}

/** Mails a new confirmation link to the signed-in user (the earlier one stops working). */
export function useResendConfirmation() {
  return useApiMutation({ mutationFn: () => answer(api.POST("/me/email-confirmation")) });
}
