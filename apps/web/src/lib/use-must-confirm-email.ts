import type { Me } from "@stint/shared/account";
import { skipToken, useQuery } from "@tanstack/react-query";
import { meQueryKey } from "./query-keys.ts";

/**
 * Whether the signed-in account must confirm its email before it applies, invites or rates (decision 023): read
 * from the session the app already holds, so that any feature can disable those actions without importing the
 * accounts feature. Never fetches itself.
 */
export function useMustConfirmEmail(): boolean {
  const { data } = useQuery<Me | null>({ queryKey: meQueryKey, queryFn: skipToken });
  return data?.user.mustConfirmEmail === true;
}

