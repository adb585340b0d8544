import type { EmailChangeConfirmed } from "@stint/shared/account-security";
import { api } from "../../../lib/api-client.ts";
import { useApiMutation } from "../../../lib/use-api-mutation.ts";

export function confirmEmailChange(token: string) {
  return api.post<EmailChangeConfirmed>("/email-change/confirm", { token });
}

/** Opens a mailed link; the session, if any, then shows the new address. */
export function useConfirmEmailChange() {
  return useApiMutation({
    mutationFn: confirmEmailChange,
    changes: "email-change.confirmed",
  });
}
