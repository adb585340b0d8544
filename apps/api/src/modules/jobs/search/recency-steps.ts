import { SEARCH_TOTAL_CAP } from "@stint/shared/jobs";
import { desc, gte, inArray, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { jobSearchRows } from "../../../db/schema/index.ts";
import type { Total } from "./capped-count.ts";

/**
 * A stretch of the newest published jobs: those published at `since` or later, about `rows` of them (more when
 * jobs were published since it was measured, or share its publication time).
 */
export type RecencyStep = { since: Date; rows: number };

/**
 * Newest first and by relevance (the newest RANK_WINDOW matches, ranked), a public search needs only the
 * newest SEARCH_TOTAL_CAP + 1 of its matches: the page lies among them and the total stops there. Those are
 * found in the newest stretch of jobs that holds that many matches, so the search is asked over growing
 * stretches, newest first, until one does (the answer is then the same as over all jobs: a stretch is always a
 * prefix of the newest-first order), and over all jobs when none does. A word found in 3% of a million jobs
 * then reads ~2,000 matches instead of 30,000, and the planner cannot walk far for a combination it misjudged:
 * every reading is bounded by its stretch.
 *
 * The stretches' boundaries are publication times of the `first`·`factor`^k-th newest job, measured once per
 * `ttlMs` and database (stale boundaries only make a stretch hold more or fewer jobs; never a wrong answer).
 */
export class RecencySteps {
  private readonly measured = new WeakMap<Db, { at: number; steps: Promise<RecencyStep[]> }>();

  private readonly sizes: { first: number; factor: number; largest: number };
  private readonly ttlMs: number;

  constructor(sizes = { first: 4_000, factor: 4, largest: 256_000 }, ttlMs = 5 * 60_000) {
    this.sizes = sizes;
    this.ttlMs = ttlMs;
  }

  /** The boundaries, newest (smallest) stretch first; none when the table is small or a row has no time. */
  steps(db: Db): Promise<RecencyStep[]> {
    const kept = this.measured.get(db);
    if (kept && Date.now() - kept.at < this.ttlMs) return kept.steps;
    const steps = measureSteps(db, this.sizes).catch((error: unknown) => {
      this.measured.delete(db);
      throw error;
    });
    this.measured.set(db, { at: Date.now(), steps });
    return steps;
  }
}

/** The boundaries the public search uses (a few dates per database: a fixed bound, whatever the data). */
export const recencySteps = new RecencySteps();

async function measureSteps(
  db: Db,
  { first, factor, largest }: { first: number; factor: number; largest: number },
): Promise<RecencyStep[]> {
  const sizes: number[] = [];
  for (let size = first; size <= largest; size *= factor) sizes.push(size);
  if (sizes.length === 0) return [];
  const t = jobSearchRows;
  // A job without a publication time would sort before every other (NULLS FIRST) and outside every stretch:
  // then no stretches at all.
  const undated = await db.select({ id: t.id }).from(t).where(isNull(t.publishedAt)).limit(1);
  if (undated.length > 0) return [];
  // One walk of the newest-first index as far as the largest stretch.
  const ranked = db
    .select({
      publishedAt: t.publishedAt,
      r: sql<number>`row_number() over (order by ${t.publishedAt} desc, ${t.id} desc)`.as("r"),
    })
    .from(t)
    .where(isNotNull(t.publishedAt))
    .orderBy(desc(t.publishedAt), desc(t.id))
    .limit(sizes.at(-1)!)
    .as("ranked");
  const rows = await db
    .select({ since: ranked.publishedAt, rows: sql<number>`${ranked.r}`.mapWith(Number) })
    .from(ranked)
    .where(inArray(ranked.r, sizes))
    .orderBy(ranked.r);
  // Smaller than the largest stretch, a table is read whole for less than the stretches' extra statements cost
  // (measured at 100k: 4 ms more of PostgreSQL per search with them).
  if (rows.length < sizes.length) return [];
  return rows.flatMap((row) => (row.since ? [{ since: row.since, rows: row.rows }] : []));
}

/** The condition that keeps a search to a stretch. */
export const publishedSince = (step: RecencyStep): SQL => gte(jobSearchRows.publishedAt, step.since);

/**
 * Runs `ask` over the stretches until an answer counts past SEARCH_TOTAL_CAP (its matches hold the page), else
 * over everything (`ask(null)`). After a stretch that fell short, the next is the first expected to hold
 * 1.5 × the matches needed at the density of matches seen so far; none seen, the rest is asked at once.
 */
export async function inRecencySteps<T extends Total>(
  steps: readonly RecencyStep[],
  ask: (step: RecencyStep | null) => Promise<T>,
): Promise<T> {
  let next = 0;
  while (next < steps.length) {
    const step = steps[next]!;
    const answer = await ask(step);
    if (answer.totalCapped) return answer;
    const density = answer.total / step.rows;
    const needed = (1.5 * (SEARCH_TOTAL_CAP + 1)) / density;
    next += 1;
    while (next < steps.length && steps[next]!.rows < needed) next += 1;
  }
  return ask(null);
}
