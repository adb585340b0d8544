import type { Place } from "@stint/shared/place";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { answer, api } from "../../../lib/api-client.ts";

export type PlaceSuggestions = { items: Place[]; attribution: string };

export function searchPlaces(query: string, limit: number, signal?: AbortSignal) {
  return answer(api.GET("/places", { params: { query: { q: query, limit } }, signal }));
}

export const placeSuggestionsQueryOptions = (query: string, limit = 8) =>
  queryOptions({
    queryKey: ["places", query.trim().toLowerCase(), limit],
    queryFn: ({ signal }) => searchPlaces(query.trim(), limit, signal),
    // The gazetteer only changes with a release; an answer stays good for the whole visit.
    staleTime: Infinity,
    gcTime: 10 * 60_000,
  });

export function usePlaceSuggestions(query: string, enabled: boolean) {
  return useQuery({
    ...placeSuggestionsQueryOptions(query),
    enabled: enabled && query.trim().length > 0,
    placeholderData: keepPreviousData,
  });
}
