import { prepareCv, prepareJob } from "./prepare.ts";
import { scorePrepared } from "./score.ts";
import type { MatchContext, MatchCv, MatchJob, MatchScore, MatchStudentProfile } from "./types.ts";

/** One listed item with its numbers; listed items are never excluded. */
export type Ranked<T> = {
  readonly item: T;
  readonly score: number;
  readonly jobFit: number;
  readonly studentFit: number;
};

export type RankOptions = {
  /** Keep only the best this many. */
  readonly limit?: number;
};

/** Score descending, then jobFit descending, then id ascending (code-unit order, whatever the locale). */
export function compareRanked<T extends { readonly id: string }>(a: Ranked<T>, b: Ranked<T>): number {
  return b.score - a.score || b.jobFit - a.jobFit || (a.item.id < b.item.id ? -1 : a.item.id > b.item.id ? 1 : 0);
}

function ranked<T extends { readonly id: string }>(item: T, result: MatchScore): Ranked<T> | null {
  return result.excluded === null
    ? { item, score: result.score, jobFit: result.jobFit, studentFit: result.studentFit }
    : null;
}

function finish<T extends { readonly id: string }>(list: Ranked<T>[], options: RankOptions): Ranked<T>[] {
  list.sort(compareRanked);
  return options.limit === undefined ? list : list.slice(0, options.limit);
}

/** The jobs for one CV, best first, excluded pairs left out. */
export function rankJobsForCv<J extends MatchJob & { readonly id: string }>(
  cv: MatchCv,
  jobs: readonly J[],
  context: MatchContext,
  options: RankOptions = {},
): Ranked<J>[] {
  const prepared = prepareCv(cv, context);
  const list: Ranked<J>[] = [];
  for (const job of jobs) {
    const entry = ranked(job, scorePrepared(prepared, prepareJob(job)));
    if (entry !== null) list.push(entry);
  }
  return finish(list, options);
}

/** The CVs for one job, best first, excluded pairs left out. */
export function rankCvsForJob<C extends MatchCv & { readonly id: string }>(
  job: MatchJob,
  cvs: readonly C[],
  context: { readonly today: string; readonly studentOf?: (cv: C) => MatchStudentProfile | null | undefined },
  options: RankOptions = {},
): Ranked<C>[] {
  const prepared = prepareJob(job);
  const list: Ranked<C>[] = [];
  for (const cv of cvs) {
    const student = context.studentOf?.(cv) ?? null;
    const entry = ranked(cv, scorePrepared(prepareCv(cv, { today: context.today, student }), prepared));
    if (entry !== null) list.push(entry);
  }
  return finish(list, options);
}
