import { cvPlaceAreas, type MatchScore, type Scorer, scorePrepared } from "@stint/matching";
import type { SQL } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { publishedCardsByIds } from "../jobs/search/search-jobs.ts";
import { firstAccepted, orderedByWeight } from "./database/window-order.ts";
import { JOB_WINDOW, jobWindow } from "./database/job-window.ts";
import { type PoolJob, poolJobsByIds } from "./database/pool-jobs.ts";
import { type JobEntry, jobEntryOf } from "./index/job-entries.ts";
import type { MatchingIndex } from "./index/matching-index.ts";
import { jobQueryWeights } from "./index/skill-terms.ts";
import type { MatchCvRow } from "./match-inputs.ts";
import type { Scored } from "./rank-scored.ts";

/**
 * How many jobs are scored per request: of those the engine does not exclude, the ones asking most for
 * skills the CV earns credit for. See docs/decisions/009-matching-index.md.
 */
export const JOB_POOL = 400;

type PoolCv = Pick<MatchCvRow, "desiredTypes" | "skills">;

/**
 * The jobs a CV is ranked among (decision 009): the matching index walks the jobs sharing most skills with
 * the CV and keeps the first JOB_POOL that `accept` lets through and the engine does not exclude, each
 * scored once, as it is walked. The caller awaits `index.current()` first.
 */
export function scoredJobPool(options: {
  index: MatchingIndex;
  scorer: Scorer;
  cv: PoolCv;
  /** Which jobs may be in the pool (a search's), by id; null: any. */
  among: ReadonlySet<string> | null;
  /** Jobs never in the pool (those the student applied to). */
  without?: ReadonlySet<string>;
  /** JOB_POOL unless a test asks for fewer. */
  limit?: number;
}): Scored<JobEntry>[] {
  const { scorer, among } = options;
  const pool = poolKeeper<JobEntry>(scorer, (job) => among === null || among.has(job.id), options.without);
  options.index.jobs.top({
    ...queryOf(options.cv),
    includeUnmatched: false,
    within: cvPlaceAreas(scorer.cv),
    accept: pool.accept,
    limit: options.limit ?? JOB_POOL,
  });
  return pool.kept;
}

/**
 * The same pool read from the database, for a process that keeps no index (decision 034): the newest
 * JOB_WINDOW jobs the index would find (`where`: the search's filters), ordered by the index's weight sums,
 * then read whole a batch at a time until JOB_POOL are kept. The same pool as the index's whenever the CV has
 * at most JOB_WINDOW candidates; beyond, the best of the newest JOB_WINDOW.
 */
export async function scoredJobPoolFromDatabase(options: {
  db: Db;
  scorer: Scorer;
  cv: PoolCv;
  where: SQL | null;
  without?: ReadonlySet<string>;
  /** JOB_POOL and JOB_WINDOW unless a test asks for others. */
  limit?: number;
  window?: number;
}): Promise<Scored<PoolJob>[]> {
  const { db, scorer, cv } = options;
  const skillIds = cv.skills.map((ref) => ref.skillId);
  const rows = await jobWindow(db, {
    cv: { desiredTypes: cv.desiredTypes, skillIds },
    areas: cvPlaceAreas(scorer.cv),
    where: options.where,
    limit: options.window ?? JOB_WINDOW,
  });
  const pool = poolKeeper<PoolJob>(scorer, () => true, options.without);
  await firstAccepted({
    ordered: orderedByWeight({ rows, includeUnmatched: false }),
    keyOf: (row) => row.id,
    load: (batch) =>
      poolJobsByIds(
        db,
        batch.map((row) => row.id),
      ),
    accept: pool.accept,
    limit: options.limit ?? JOB_POOL,
    batch: JOB_POOL + JOB_POOL / 4,
  });
  return pool.kept;
}

const queryOf = (cv: PoolCv) =>
  jobQueryWeights({ desiredTypes: cv.desiredTypes, skillIds: cv.skills.map((ref) => ref.skillId) });

/** Keeps the jobs `allowed` lets through, the student has not applied to and the engine does not exclude. */
function poolKeeper<J extends PoolJob>(
  scorer: Scorer,
  allowed: (job: J) => boolean,
  without: ReadonlySet<string> | undefined,
) {
  const kept: Scored<J>[] = [];
  const accept = (job: J): boolean => {
    if (!allowed(job) || without?.has(job.id)) return false;
    const match: MatchScore = scorePrepared(scorer.cv, job.prepared);
    if (match.excluded !== null) return false;
    kept.push({ item: job, match, id: job.id });
    return true;
  };
  return { kept, accept };
}

/**
 * A page of a pool with each job's card: the index's entries as they are; a pool read from the database has
 * no cards (400 would cost more than scoring them), so the page's are read by id. A job gone since is left out.
 */
export async function withCards<T extends { item: PoolJob }>(db: Db, page: T[]): Promise<(T & { item: JobEntry })[]> {
  const hasCard = (item: PoolJob): item is JobEntry => "card" in item;
  const missing = page.flatMap(({ item }) => (hasCard(item) ? [] : [item.id]));
  const read = new Map((await publishedCardsByIds(db, missing)).map((card) => [card.id, jobEntryOf(card)]));
  return page.flatMap((scored) => {
    const item = hasCard(scored.item) ? scored.item : read.get(scored.item.id);
    return item ? [{ ...scored, item }] : [];
  });
}
