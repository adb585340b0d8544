import type { Round } from "@stint/shared/rounds";
import type { QueryClient } from "@tanstack/react-query";
import { applicationKeys, matchKeys, roundKeys } from "../../../lib/query-keys.ts";

/**
 * After a round changed (or a change was refused: it may be out of date): keep its answer when there is one,
 * and refresh the lists (status, to-dos) and the other rounds' details. A place both sides confirmed hires its
 * application, so `placesAnswered` refreshes the applications and matches too.
 */
export async function roundChanged(
  queryClient: QueryClient,
  options: { round?: Round; id?: string; placesAnswered?: boolean } = {},
) {
  const { round, placesAnswered } = options;
  if (round) queryClient.setQueryData(roundKeys.detail(round.id), round);
  const keep = round?.id;
  await Promise.all([
    queryClient.invalidateQueries({
      queryKey: roundKeys.all,
      // The answer just kept is fresh; its job rankings are not (their counts and positions follow the round).
      predicate: (query) =>
        !(query.queryKey[1] === "detail" && query.queryKey[2] === keep && query.queryKey.length === 3) &&
        query.queryKey[1] !== "company-search",
    }),
    placesAnswered ? queryClient.invalidateQueries({ queryKey: applicationKeys.all }) : undefined,
    placesAnswered ? queryClient.invalidateQueries({ queryKey: matchKeys.all }) : undefined,
  ]);
}

/** A deleted round (or one the viewer left): its answer is dropped, the lists refreshed. */
export async function roundGone(queryClient: QueryClient, id: string) {
  queryClient.removeQueries({ queryKey: roundKeys.detail(id) });
  await queryClient.invalidateQueries({ queryKey: roundKeys.lists });
}
