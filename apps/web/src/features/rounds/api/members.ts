import type { Round } from "@stint/shared/rounds";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { answer, api } from "../../../lib/api-client.ts";
import { roundKeys } from "../../../lib/query-keys.ts";
import { useApiMutation } from "../../../lib/use-api-mutation.ts";
import type { MutationHandlers } from "./mutation-handlers.ts";

/** Companies by name (at least 2 characters), to invite one. */
export function searchCompanies(q: string, signal?: AbortSignal) {
  return answer(api.GET("/companies", { params: { query: { q } }, signal }));
}

export const companySearchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: roundKeys.companySearch(q),
    queryFn: ({ signal }) => searchCompanies(q, signal).then((body) => body.items),
    staleTime: 60_000,
  });

export function useCompanySearch(q: string) {
  const words = q.trim();
  return useQuery({
    ...companySearchQueryOptions(words),
    enabled: words.length >= 2,
    placeholderData: keepPreviousData,
  });
}

/** The creator invites a company, or removes a member (or takes an invitation back). */
export function useRoundMembers(id: string) {
  return {
    invite: useApiMutation({
      mutationFn: (companyId: string) =>
        answer(api.POST("/rounds/{id}/members", { params: { path: { id } }, body: { companyId } })),
      changes: (round) => ["round.saved", round],
    }),
    remove: useApiMutation({
      mutationFn: (companyId: string) =>
        answer(api.DELETE("/rounds/{id}/members/{companyId}", { params: { path: { id, companyId } } })),
      changes: (round) => ["round.saved", round],
    }),
  };
}

/** The invited company joins (the round comes back) or declines (204: it is no longer the company's to see). */
export function useAnswerMembership(id: string, handlers: MutationHandlers<Round | undefined, boolean> = {}) {
  return useApiMutation({
    mutationFn: (join: boolean) =>
      answer(api.PUT("/rounds/{id}/membership", { params: { path: { id } }, body: { join } })),
    changes: (round) => (round ? ["round.saved", round] : ["round.gone", id]),
    onSuccess: (round, join) => handlers.onSuccess?.(round, join),
    onError: (error, join) => handlers.onError?.(error, join),
    refusalChanges: "round.refused",
  });
}
