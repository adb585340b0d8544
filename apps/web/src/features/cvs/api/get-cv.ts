import { queryOptions, useQuery } from "@tanstack/react-query";
import { answer, api } from "../../../lib/api-client.ts";
import { cvKeys } from "../../../lib/query-keys.ts";

export function getCv(id: string, signal?: AbortSignal) {
  return answer(api.GET("/cvs/{id}", { params: { path: { id } }, signal }));
}

export const cvQueryOptions = (id: string) =>
  queryOptions({ queryKey: cvKeys.detail(id), queryFn: ({ signal }) => getCv(id, signal) });

/** A CV: the student's own, or one a company may see (PRODUCT §4); 404 for anyone else. */
export function useCvQuery(id: string) {
  return useQuery(cvQueryOptions(id));
}
