import { useQueryClient } from "@tanstack/react-query";
import { answer, api } from "../../../lib/api-client.ts";
import { markSignedOutOnPurpose } from "../session-end.ts";
import { meQueryKey } from "../../../lib/query-keys.ts";
import { useApiMutation } from "../../../lib/use-api-mutation.ts";

export function signOut() {
  return answer(api.POST("/auth/sign-out"));
}

/** Ends the session on the server, then forgets everything cached for this user. */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: signOut,
    onSuccess: () => {
      markSignedOutOnPurpose();
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== meQueryKey[0] });
      queryClient.setQueryData(meQueryKey, null);
    },
  });
}
