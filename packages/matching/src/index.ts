import { explainPrepared } from "./explain.ts";
import { prepareCv, prepareJob, type PreparedCv, type PreparedJob } from "./prepare.ts";
import { scorePrepared } from "./score.ts";
import type { MatchContext, MatchCv, MatchJob, MatchResult, MatchScore } from "./types.ts";

export type * from "./types.ts";
export { explainPrepared } from "./explain.ts";
export { memoise } from "./memo.ts";
export { prepareCv, prepareJob, type PreparedCv, type PreparedJob } from "./prepare.ts";
export { compareRanked, rankCvsForJob, rankJobsForCv, type Ranked, type RankOptions } from "./rank.ts";
export { englishDetail, englishText } from "./english.ts";
export { listReasons, MAX_REASONS, topReasons, topReasonTexts } from "./reasons.ts";
export { isExcludedPrepared, scorePrepared } from "./score.ts";
export { PART_LABELS, WEIGHTS } from "./weights.ts";

/** One CV against one job, explained: parts, what is missing, why the pair is excluded. */
export function scorePair(cv: MatchCv, job: MatchJob, context: MatchContext): MatchResult {
  return explainPrepared(prepareCv(cv, context), prepareJob(job));
}

/** One CV against one job, numbers only. For many pairs, prepare once and use `scorePrepared` or `createScorer`. */
export function scoreOnly(cv: MatchCv, job: MatchJob, context: MatchContext): MatchScore {
  return scorePrepared(prepareCv(cv, context), prepareJob(job));
}

export type Scorer = {
  /** Numbers only (the fast path). */
  (job: MatchJob | PreparedJob): MatchScore;
  /** The full explanation of one job. */
  explain(job: MatchJob | PreparedJob): MatchResult;
  readonly cv: PreparedCv;
};

const prepared = (job: MatchJob | PreparedJob): PreparedJob =>
  "kind" in job && job.kind === "prepared-job" ? job : prepareJob(job as MatchJob);

/** Prepares one CV once and scores jobs against it. */
export function createScorer(cv: MatchCv, context: MatchContext): Scorer {
  const preparedCv = prepareCv(cv, context);
  const scorer = (job: MatchJob | PreparedJob) => scorePrepared(preparedCv, prepared(job));
  return Object.assign(scorer, {
    explain: (job: MatchJob | PreparedJob) => explainPrepared(preparedCv, prepared(job)),
    cv: preparedCv,
  });
}
export { areasOverlap, cvPlaceArea, cvPlaceAreas, jobPlacePoint, pointArea } from "./place-areas.ts";
export * from "./rounds/index.ts";
