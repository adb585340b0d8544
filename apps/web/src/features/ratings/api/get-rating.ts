import { queryOptions, useQuery } from "@tanstack/react-query";
import { answer, api } from "../../../lib/api-client.ts";
import { ratingKeys } from "../../../lib/query-keys.ts";

export function getRating(id: string, signal?: AbortSignal) {
  return answer(api.GET("/ratings/{id}", { params: { path: { id } }, signal }));
}

export const ratingQueryOptions = (id: string) =>
  queryOptions({ queryKey: ratingKeys.detail(id), queryFn: ({ signal }) => getRating(id, signal) });

/** One rating the viewer may read (its author, the rated side once revealed, anyone for a public one); 404 else. */
export function useRatingQuery(id: string) {
  return useQuery(ratingQueryOptions(id));
}
