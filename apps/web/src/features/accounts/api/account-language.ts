import type { AccountLanguage } from "@stint/shared/account-language";
import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { answer, api } from "../../../lib/api-client.ts";
import { useApiMutation } from "../../../lib/use-api-mutation.ts";

/** The account's chosen interface language (`GET /api/me/language`); its own key: nothing else shows it. */
export const accountLanguageKey = ["account-language"] as const;

export const accountLanguageQueryOptions = queryOptions({
  queryKey: accountLanguageKey,
  queryFn: ({ signal }) => answer(api.GET("/me/language", { signal })),
  staleTime: 5 * 60_000,
});

/** The chosen language, once signed in (`enabled`: false while signed out). */
export function useAccountLanguage(enabled = true) {
  return useQuery({ ...accountLanguageQueryOptions, enabled });
}

/** Stores the choice; the answer is the choice as stored. */
export function useChooseAccountLanguage() {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: (input: AccountLanguage) => answer(api.PUT("/me/language", { body: input })),
    onSuccess: (stored) => queryClient.setQueryData(accountLanguageKey, stored),
  });
}
