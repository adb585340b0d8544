import { cvPlaceAreas, type MatchScore, type Scorer, scorePrepared } from "@stint/matching";
import type { JobEntry } from "./index/job-entries.ts";
import type { MatchingIndex } from "./index/matching-index.ts";
import { jobQueryWeights } from "./index/skill-terms.ts";
import type { MatchCvRow } from "./match-inputs.ts";
import type { Scored } from "./rank-scored.ts";

/**
 * How many jobs are scored per request: of those the engine does not exclude, the ones asking most for
 * skills the CV earns credit for. See docs/decisions/009-matching-index.md.
 */
export const JOB_POOL = 400;

/**
 * The jobs a CV is ranked among (decision 009): the matching index walks the jobs sharing most skills with
 * the CV and keeps the first JOB_POOL that `accept` lets through and the engine does not exclude, each
 * scored once, as it is walked. The caller awaits `index.current()` first.
 */
export function scoredJobPool(options: {
  index: MatchingIndex;
  scorer: Scorer;
  cv: Pick<MatchCvRow, "desiredTypes" | "skills">;
  /** Which jobs may be in the pool (a search's), by id; null: any. */
  among: ReadonlySet<string> | null;
  /** Jobs never in the pool (those the student applied to). */
  without?: ReadonlySet<string>;
}): Scored<JobEntry>[] {
  const { scorer, among, without } = options;
  const scores = new Map<JobEntry, MatchScore>();
  const pool = options.index.jobs.top({
    ...jobQueryWeights({
      desiredTypes: options.cv.desiredTypes,
      skillIds: options.cv.skills.map((ref) => ref.skillId),
    }),
    includeUnmatched: false,
    within: cvPlaceAreas(scorer.cv),
    accept: (job) => {
      if (among !== null && !among.has(job.id)) return false;
      if (without?.has(job.id)) return false;
      const match = scorePrepared(scorer.cv, job.prepared);
      if (match.excluded !== null) return false;
      scores.set(job, match);
      return true;
    },
    limit: JOB_POOL,
  });
  return pool.map((job) => ({ item: job, match: scores.get(job)!, id: job.id }));
}
