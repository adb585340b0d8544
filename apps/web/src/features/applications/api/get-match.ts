import { queryOptions, useQuery } from "@tanstack/react-query";
import { answer, api } from "../../../lib/api-client.ts";
import { matchKeys } from "../../../lib/query-keys.ts";

export function getMatch(id: string, signal?: AbortSignal) {
  return answer(api.GET("/matches/{id}", { params: { path: { id } }, signal }));
}

export const matchQueryOptions = (id: string) =>
  queryOptions({ queryKey: matchKeys.detail(id), queryFn: ({ signal }) => getMatch(id, signal) });

/** A match with both sides' contact details while it is on (the lists do not carry them). */
export function useMatch(id: string) {
  return useQuery(matchQueryOptions(id));
}
