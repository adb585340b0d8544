import type { CompanySearchResult, Round } from "@stint/shared/rounds";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { roundKeys } from "../../../lib/query-keys.ts";
import { useApiMutation } from "../../../lib/use-api-mutation.ts";
import type { MutationHandlers } from "./mutation-handlers.ts";

const path = (id: string) => `/rounds/${encodeURIComponent(id)}`;

/** Companies by name (at least 2 characters), to invite one. */
export function searchCompanies(q: string, signal?: AbortSignal) {
  return api.get<CompanySearchResult>("/companies", { signal, query: { q } });
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
      mutationFn: (companyId: string) => api.post<Round>(`${path(id)}/members`, { companyId }),
      changes: (round) => ["round.saved", round],
    }),
    remove: useApiMutation({
      mutationFn: (companyId: string) => api.delete<Round>(`${path(id)}/members/${encodeURIComponent(companyId)}`),
      changes: (round) => ["round.saved", round],
    }),
  };
}

/** The invited company joins (the round comes back) or declines (204: it is no longer the company's to see). */
export function useAnswerMembership(id: string, handlers: MutationHandlers<Round | undefined, boolean> = {}) {
  return useApiMutation({
    mutationFn: (join: boolean) => api.put<Round | undefined>(`${path(id)}/membership`, { join }),
    changes: (round) => (round ? ["round.saved", round] : ["round.gone", id]),
    onSuccess: (round, join) => handlers.onSuccess?.(round, join),
    onError: (error, join) => handlers.onError?.(error, join),
    refusalChanges: "round.refused",
  });
}
