import type { MatchScore } from "@stint/matching";
import { MATCHING_LIST_CAP } from "@stint/shared/matching";
import { encodeOffsetCursor } from "../../lib/http/cursor.ts";

export type Scored<T> = { item: T; match: MatchScore; id: string };

/**
 * One page of a ranked list: excluded pairs and those under `minScore` left out, the rest best first (ties by
 * job fit, then by id, so pages never shift between requests), at most MATCHING_LIST_CAP in all. A list of
 * people related to a job (`complete`) keeps excluded pairs and has no cap: nobody who applied is hidden.
 */
export function rankedPage<T>(options: {
  scored: Scored<T>[];
  minScore: number;
  offset: number;
  limit: number;
  complete?: boolean;
}) {
  const complete = options.complete ?? false;
  const ranked = options.scored
    .filter(({ match }) => (complete || match.excluded === null) && match.score >= options.minScore)
    .sort(
      (a, b) =>
        b.match.score - a.match.score || b.match.jobFit - a.match.jobFit || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
    );
  const listed = complete ? ranked : ranked.slice(0, MATCHING_LIST_CAP);
  const page = listed.slice(options.offset, options.offset + options.limit);
  const end = options.offset + page.length;
  return {
    page,
    total: listed.length,
    totalCapped: ranked.length > listed.length,
    nextCursor: end < listed.length ? encodeOffsetCursor(end) : null,
  };
}
