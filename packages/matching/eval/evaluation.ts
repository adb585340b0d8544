import { compareRanked } from "../src/rank.ts";
import { prepareCv, prepareJob } from "../src/prepare.ts";
import { scorePrepared } from "../src/score.ts";
import type { MatchScore } from "../src/types.ts";
import type { EvalCv, EvalJob } from "./build.ts";
import { EVAL_CVS } from "./cvs.ts";
import { gradePair } from "./grade.ts";
import { EVAL_JOBS, EVAL_TODAY } from "./jobs.ts";

/** nDCG@k of the engine's rankings against GRADING.md's grades, in both directions. */

export type ItemResult = { id: string; ndcg: number; ranked: { id: string; grade: number; result: MatchScore }[] };
export type Direction = { mean: number; items: ItemResult[]; skipped: string[] };
export type Evaluation = {
  k: number;
  jobsForCv: Direction;
  cvsForJob: Direction;
  /** The same with exclusions ignored (ranked by score alone): how much the scores carry without hard filters. */
  scoresOnly: { jobsForCv: Direction; cvsForJob: Direction };
};

const gain = (grade: number) => 2 ** grade - 1;

export function dcg(grades: readonly number[], k: number): number {
  let sum = 0;
  grades.slice(0, k).forEach((grade, position) => (sum += gain(grade) / Math.log2(position + 2)));
  return sum;
}

type Pair<T> = { item: T; result: MatchScore };
const byScore = <T extends { id: string }>(a: Pair<T>, b: Pair<T>) =>
  compareRanked({ item: a.item, ...a.result }, { item: b.item, ...b.result });
/** Excluded pairs last; otherwise the order of the engine's ranked lists. */
const byEngine = <T extends { id: string }>(a: Pair<T>, b: Pair<T>) =>
  Number(a.result.excluded !== null) - Number(b.result.excluded !== null) || byScore(a, b);

function direction<T extends { id: string }>(
  owners: readonly { id: string; pairs: { item: T; grade: number; result: MatchScore }[] }[],
  k: number,
  order: (a: Pair<T>, b: Pair<T>) => number = byEngine,
): Direction {
  const items: ItemResult[] = [];
  const skipped: string[] = [];
  for (const owner of owners) {
    const ideal = dcg(
      owner.pairs.map((pair) => pair.grade).sort((a, b) => b - a),
      k,
    );
    if (ideal === 0) {
      skipped.push(owner.id);
      continue;
    }
    const ranked = [...owner.pairs].sort(order);
    items.push({
      id: owner.id,
      ndcg:
        dcg(
          ranked.map((pair) => pair.grade),
          k,
        ) / ideal,
      ranked: ranked.map((pair) => ({ id: pair.item.id, grade: pair.grade, result: pair.result })),
    });
  }
  const mean = items.reduce((sum, item) => sum + item.ndcg, 0) / Math.max(1, items.length);
  return { mean, items, skipped };
}

export function evaluate(
  cvs: readonly EvalCv[] = EVAL_CVS,
  jobs: readonly EvalJob[] = EVAL_JOBS,
  today = EVAL_TODAY,
  k = 10,
): Evaluation {
  const preparedJobs = jobs.map((job) => ({ job, prepared: prepareJob(job) }));
  const grid = cvs.map((cv) => {
    const prepared = prepareCv(cv, { today, student: cv.student ?? null });
    return preparedJobs.map(({ job, prepared: preparedJob }) => ({
      cv,
      job,
      grade: gradePair(cv, job, today).grade,
      result: scorePrepared(prepared, preparedJob),
    }));
  });
  const byCv = cvs.map((cv, row) => ({
    id: cv.id,
    pairs: grid[row]!.map((pair) => ({ item: pair.job, grade: pair.grade, result: pair.result })),
  }));
  const byJob = jobs.map((job, column) => ({
    id: job.id,
    pairs: grid.map((row) => ({ item: row[column]!.cv, grade: row[column]!.grade, result: row[column]!.result })),
  }));
  const jobsForCv = direction(byCv, k);
  const cvsForJob = direction(byJob, k);
  const scoresOnly = { jobsForCv: direction(byCv, k, byScore), cvsForJob: direction(byJob, k, byScore) };
  return { k, jobsForCv, cvsForJob, scoresOnly };
}
