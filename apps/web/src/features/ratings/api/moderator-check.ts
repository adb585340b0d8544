import { queryOptions, useQuery } from "@tanstack/react-query";
import { answer, api, isApiError } from "../../../lib/api-client.ts";
import { ratingKeys } from "../../../lib/query-keys.ts";

/**
 * Whether the viewer moderates ratings. Neither `/api/me` nor a rating says so; the moderators' queue does:
 * `GET /api/ratings?reported=true` answers moderators only (403 or 404 to anyone else).
 */
export async function checkModerator(signal?: AbortSignal) {
  try {
    await answer(api.GET("/ratings", { params: { query: { reported: "true", limit: 1 } }, signal }));
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
