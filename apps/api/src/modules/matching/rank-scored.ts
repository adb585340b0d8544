import type { MatchScore } from "@stint/matching";

export type Scored<T, M extends MatchScore> = { item: T; match: M; id: string };

/**
 * The scored pairs a list shows, best first: excluded pairs and those under `minScore` left out; ties by
 * job fit, then by id so that pages never shift between requests.
 */
export function rankScored<T, M extends MatchScore>(scored: Scored<T, M>[], minScore: number): Scored<T, M>[] {
  return scored
    .filter(({ match }) => match.excluded === null && match.score >= minScore)
    .sort(
      (a, b) =>
        b.match.score - a.match.score || b.match.jobFit - a.match.jobFit || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
    );
}
