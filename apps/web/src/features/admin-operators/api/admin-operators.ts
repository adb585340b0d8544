import type { OperatorGrant, OperatorGrantAnswer, OperatorList } from "@stint/shared/admin-operators";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { answer, api } from "../../../lib/api-client.ts";
import { adminOperatorKeys } from "../../../lib/query-keys.ts";
import { useApiMutation } from "../../../lib/use-api-mutation.ts";

export const operatorsQueryOptions = () =>
  queryOptions({
    queryKey: adminOperatorKeys.all,
    queryFn: ({ signal }) => answer(api.GET("/admin/operators", { signal })) as Promise<OperatorList>,
  });

/** Every operator, by email. */
export function useOperators() {
  return useQuery(operatorsQueryOptions());
}

/** Grants, changes or invites: 409 for a student's or company's address, or the last holder of `operators`. */
export function grantOperator(body: OperatorGrant) {
  return answer(api.PUT("/admin/operators", { body: body as never })) as Promise<OperatorGrantAnswer>;
}

/** Removes an operator; 409 for the last holder of `operators` (the message says why). */
export function useRemoveOperator() {
  return useApiMutation({
    mutationFn: (userId: string) => answer(api.DELETE("/admin/operators/{userId}", { params: { path: { userId } } })),
    changes: "admin-operators.changed",
    refusalChanges: "admin-operators.changed",
  });
}
