import type { QueryClient } from "@tanstack/react-query";
import { ratingKeys } from "../../../lib/query-keys.ts";

/**
 * A deleted rating's own answer, forgotten by the screen that showed it once it has moved on (what a deletion
 * touches otherwise is in `change-effects.ts`).
 */
export function forgetRating(queryClient: QueryClient, id: string) {
  queryClient.removeQueries({ queryKey: ratingKeys.detail(id), exact: true });
}
