import { queryOptions, useQuery } from "@tanstack/react-query";
import { answer, api } from "./api-client.ts";
import { ratingKeys } from "./query-keys.ts";

// The viewer's matches they may rate now and have not rated yet (`GET /api/ratings/rateable`), read by the
// rating screens and by the dashboard's to-dos; here because two features show it.

export function listRateableMatches(signal?: AbortSignal) {
  return answer(api.GET("/ratings/rateable", { signal }));
}

export const rateableMatchesQueryOptions = queryOptions({
  queryKey: ratingKeys.rateable,
  queryFn: ({ signal }) => listRateableMatches(signal).then((body) => body.items),
});

/** Matches whose start date has passed and that the viewer has not rated yet, for both roles. */
export function useRateableMatches(options: { enabled?: boolean } = {}) {
  return useQuery({ ...rateableMatchesQueryOptions, enabled: options.enabled ?? true });
}
