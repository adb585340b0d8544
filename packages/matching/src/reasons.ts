import type { MatchResult } from "./types.ts";

/** How many reasons a list entry shows beside its score. */
export const MAX_REASONS = 3;

// Parts that are full only because the job asks nothing of the kind, or the CV wishes for nothing in particular.
const UNINFORMATIVE = /^(No .*(listed|asked)$|Open to any )/;

/**
 * The few lines a ranked list shows beside a score: the strongest requirements met (the largest parts at
 * 80 % or more, skills first), then the biggest gap — what to add, with its points, or the weakest part.
 * The full explanation has the rest.
 */
export function topReasons(result: MatchResult): string[] {
  const informative = result.parts.filter((part) => part.max > 0 && !UNINFORMATIVE.test(part.detail));
  const strengths = informative
    .filter((part) => part.points / part.max >= 0.8)
    .sort((a, b) => b.max - a.max || (a.side === b.side ? 0 : a.side === "job" ? -1 : 1))
    .slice(0, MAX_REASONS - 1)
    .map((part) => part.detail);
  const [biggest] = result.missing;
  const weakest = informative
    .filter((part) => part.points / part.max < 0.8)
    .sort((a, b) => b.max - b.points - (a.max - a.points))[0];
  const gap = biggest ? `Add ${biggest.label}: +${biggest.points}` : weakest?.detail;
  return gap ? [...strengths, gap] : strengths;
}
