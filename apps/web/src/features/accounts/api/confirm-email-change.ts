import { useMutation, useQueryClient } from "@tanstack/react-query";
import { answer, api } from "../../../lib/api-client.ts";
import { meQueryKey, signInSecurityKeys } from "../../../lib/query-keys.ts";

export function confirmEmailChange(token: string) {
  return answer(api.POST("/email-change/confirm", { body: { token } }));
}

/** Opens a mailed link; the session, if any, then shows the new address. */
export function useConfirmEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmEmailChange,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: meQueryKey });
      await queryClient.invalidateQueries({ queryKey: signInSecurityKeys.emailChange });
    },
  });
}
