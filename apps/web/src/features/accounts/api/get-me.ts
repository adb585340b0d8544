import type { Me } from "@stint/shared/account";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { answer, api, ApiError } from "../../../lib/api-client.ts";
import { meQueryKey } from "../../../lib/query-keys.ts";

/** The session: the signed-in user with role and account, or null when signed out (a 401 is an answer, not an error). */
export async function getMe(signal?: AbortSignal): Promise<Me | null> {
  try {
    return await answer(api.GET("/me", { signal }));
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const meQueryOptions = queryOptions({
  queryKey: meQueryKey,
  queryFn: ({ signal }) => getMe(signal),
  staleTime: 60_000,
});

export function useMeQuery() {
  return useQuery(meQueryOptions);
}

/** The session once the app has mounted (the splash waits for the first answer, so it is never pending here). */
export function useMe(): Me | null {
  return useMeQuery().data ?? null;
}
