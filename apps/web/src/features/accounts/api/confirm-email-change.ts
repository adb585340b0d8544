import { answer, api } from "../../../lib/api-client.ts";
import { useApiMutation } from "../../../lib/use-api-mutation.ts";

export function confirmEmailChange(token: string) {
  return answer(api.POST("/email-change/confirm", { body: { token } }));
}

/** Opens a mailed link; the session, if any, then shows the new address. */
export function useConfirmEmailChange() {
  return useApiMutation({
    mutationFn: confirmEmailChange,
    changes: "email-change.confirmed",
  });
}
