import type { Rating } from "@stint/shared/ratings";
import type { QueryClient } from "@tanstack/react-query";
import { companyKeys, ratingKeys } from "../../../lib/query-keys.ts";

/**
 * After a rating was written, edited, answered, reported, moderated or deleted: keep the answer when there is
 * one, and refresh the lists, what can be rated and the company pages (their summaries count the ratings).
 * A deleted rating's own answer is left alone (`exceptId`): the screen that showed it moves on first.
 */
export async function ratingsChanged(queryClient: QueryClient, options: { rating?: Rating; exceptId?: string } = {}) {
  const { rating, exceptId } = options;
  if (rating) queryClient.setQueryData(ratingKeys.detail(rating.id), rating);
  const skip = rating?.id ?? exceptId;
  await Promise.all([
    queryClient.invalidateQueries({
      queryKey: ratingKeys.all,
      predicate: (query) =>
        query.queryKey[1] !== "moderator" && !(query.queryKey[1] === "detail" && query.queryKey[2] === skip),
    }),
    queryClient.invalidateQueries({ queryKey: companyKeys.all }),
  ]);
}

export function forgetRating(queryClient: QueryClient, id: string) {
  queryClient.removeQueries({ queryKey: ratingKeys.detail(id), exact: true });
}
