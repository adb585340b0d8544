import { queryOptions, useQuery } from "@tanstack/react-query";
import { answer, api } from "../../../lib/api-client.ts";
import { roundKeys } from "../../../lib/query-keys.ts";

export function getRound(id: string, signal?: AbortSignal) {
  return answer(api.GET("/rounds/{id}", { params: { path: { id } }, signal }));
}

export const roundQueryOptions = (id: string) =>
  queryOptions({ queryKey: roundKeys.detail(id), queryFn: ({ signal }) => getRound(id, signal) });

/** One round as the viewer sees it (a student's part or a member company's); 404 for anyone else. */
export function useRoundQuery(id: string) {
  return useQuery(roundQueryOptions(id));
}
