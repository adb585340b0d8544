import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, isApiError } from "../../../lib/api-client.ts";
import { ratingKeys } from "../../../lib/query-keys.ts";
import type { RatingsPage } from "@stint/shared/ratings";

/**
 * Whether the viewer moderates ratings. Neither `/api/me` nor a rating says so; the moderators' queue does:
 * `GET /api/ratings?reported=true` answers moderators only (403 or 404 to anyone else).
 */
export async function checkModerator(signal?: AbortSignal) {
  try {
    await api.get<RatingsPage>("/ratings", { signal, query: { reported: true, limit: 1 } });
    return true;
  } catch (error) {
    if (isApiError(error, 403) || isApiError(error, 404) || isApiError(error, 400)) return false;
    throw error;
  }
}

export const moderatorQueryOptions = queryOptions({
  queryKey: [...ratingKeys.all, "moderator"] as const,
  queryFn: ({ signal }) => checkModerator(signal),
  staleTime: Infinity,
});

export function useIsModerator() {
  return useQuery(moderatorQueryOptions).data === true;
}
