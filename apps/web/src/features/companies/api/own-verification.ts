import type { OwnVerification } from "@stint/shared/company-verification";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { answer, api } from "../../../lib/api-client.ts";
import { verificationKeys } from "../../../lib/query-keys.ts";
import { useApiMutation } from "../../../lib/use-api-mutation.ts";

export const ownVerificationQueryOptions = () =>
  queryOptions({
    queryKey: verificationKeys.own,
    queryFn: ({ signal }) => answer(api.GET("/me/verification", { signal })) as Promise<OwnVerification>,
  });

/** The signed-in company's verification: waiting, verified or refused (with the reason), and what it may do. */
export function useOwnVerification() {
  return useQuery(ownVerificationQueryOptions());
}

/** A refused company that changed its profile asks to be verified again. */
export function useAskAgain() {
  return useApiMutation({
    mutationFn: () => answer(api.POST("/me/verification")) as Promise<OwnVerification>,
    changes: (own: OwnVerification) => ["company-verification.asked", own],
  });
}
