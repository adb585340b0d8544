import type { EmailConfirmationSent, EmailConfirmed } from "@stint/shared/email-confirmation";
import { api } from "../../../lib/api-client.ts";
import { useApiMutation } from "../../../lib/use-api-mutation.ts";

/** Opens a mailed confirmation link; the session, if any, then may apply, invite and rate. */
export function useConfirmAccount() {
  return useApiMutation({
    mutationFn: (token: string) => api.post<EmailConfirmed>("/email-confirmation/confirm", { token }),
    changes: "account.confirmed",
  });
}

/** Mails a new confirmation link to the signed-in user (the earlier one stops working). */
export function useResendConfirmation() {
  return useApiMutation({ mutationFn: () => api.post<EmailConfirmationSent>("/me/email-confirmation") });
}
