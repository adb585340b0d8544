import { desc, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "./client.ts";

/**
 * A stretch of a table's newest rows: those at `since` or later, about `rows` of them (more when rows were
 * written since it was measured, or share its time).
 */
export type RecencyStep = { since: Date; rows: number };

/**
 * The stretches' sizes: `first`, then `factor` times more each, up to `largest` rows; a table holding fewer than
 * `atLeast` rows (default: `largest`) has none.
 */
export type StretchSizes = { first: number; factor: number; largest: number; atLeast?: number };

/** What stretches are measured on: a table's time (newest first) and its key (the tie-break). */
export type RecencySource = { table: PgTable; at: PgColumn; id: PgColumn };

/**
 * Growing stretches of a table's newest rows (newest first), for reads that need only the newest N rows
 * passing some condition: asked over the stretches in turn, the first that holds N answers as all rows would
 * (a stretch is always a prefix of the newest-first order), and no reading walks further than its stretch.
 *
 * The boundaries are the times of the `first`·`factor`^k-th newest row, measured once per `ttlMs` and database
 * (stale boundaries only make a stretch hold more or fewer rows; never a wrong answer). A table smaller than
 * the largest stretch has none: read whole, it costs less than the stretches' extra statements.
 */
export class RecencySteps {
  private readonly measured = new WeakMap<Db, { at: number; steps: Promise<RecencyStep[]> }>();

  private readonly sizes: StretchSizes;
  private readonly ttlMs: number;

  private readonly source: RecencySource;

  constructor(
    source: RecencySource,
    sizes: StretchSizes = { first: 4_000, factor: 4, largest: 256_000 },
    ttlMs = 5 * 60_000,
  ) {
    this.source = source;
    this.sizes = sizes;
    this.ttlMs = ttlMs;
  }

  /** The boundaries, newest (smallest) stretch first; none when the table is small or a row has no time. */
  steps(db: Db): Promise<RecencyStep[]> {
    const kept = this.measured.get(db);
    if (kept && Date.now() - kept.at < this.ttlMs) return kept.steps;
    const steps = measureSteps(db, this.source, this.sizes);
    const measuring = { at: Date.now(), steps };
    // Measured again in the background once stale: the walk takes a few hundred ms at a million rows, and the
    // stale boundaries answer as well meanwhile. Only the first read of a process waits for it.
    steps.then(
      () => this.measured.set(db, measuring),
      () => {
        if (this.measured.get(db) === measuring) this.measured.delete(db);
      },
    );
    if (kept) {
      kept.at = Date.now();
      return kept.steps;
    }
    this.measured.set(db, measuring);
    return steps;
  }
}

async function measureSteps(
  db: Db,
  { table, at, id }: RecencySource,
  { first, factor, largest, atLeast = largest }: StretchSizes,
): Promise<RecencyStep[]> {
  const sizes: number[] = [];
  for (let size = first; size <= largest; size *= factor) sizes.push(size);
  if (sizes.length === 0) return [];
  // A row without a time would sort before every other (NULLS FIRST) and outside every stretch: then no
  // stretches at all.
  const undated = await db.select({ id }).from(table).where(isNull(at)).limit(1);
  if (undated.length > 0) return [];
  // One walk of the newest-first index as far as the largest stretch.
  const ranked = db
    .select({
      at: sql<Date | null>`${at}`.mapWith(at).as("at"),
      r: sql<number>`row_number() over (order by ${at} desc, ${id} desc)`.as("r"),
    })
    .from(table)
    .where(isNotNull(at))
    .orderBy(desc(at), desc(id))
    .limit(sizes.at(-1)!)
    .as("ranked");
  const rows = await db
    .select({ since: ranked.at, rows: sql<number>`${ranked.r}`.mapWith(Number) })
    .from(ranked)
    .where(inArray(ranked.r, sizes))
    .orderBy(ranked.r);
  // Smaller than `atLeast` rows, a table is read whole for less than the stretches' extra statements cost
  // (measured at 100k: 4 ms more of PostgreSQL per search with them). Stretches past its size are left out.
  if (rows.length === 0 || rows.at(-1)!.rows < atLeast) return [];
  return rows.flatMap((row) => (row.since instanceof Date ? [{ since: row.since, rows: row.rows }] : []));
}

/**
 * Runs `ask` over the stretches until an answer is `enough` (it found `needed` in a stretch: the newest-first
 * answer over everything is among them), else over everything (`ask(null)`). After a stretch that fell short,
 * the next is the first expected to hold 1.5 × `needed` at the density found so far; none found, the rest is
 * asked at once.
 */
export async function untilEnough<T>(
  steps: readonly RecencyStep[],
  needed: number,
  ask: (step: RecencyStep | null) => Promise<T>,
  measure: (answer: T) => { found: number; enough: boolean },
): Promise<T> {
  let next = 0;
  while (next < steps.length) {
    const step = steps[next]!;
    const answer = await ask(step);
    const { found, enough } = measure(answer);
    if (enough) return answer;
    const density = found / step.rows;
    const stretchNeeded = (1.5 * needed) / density;
    next += 1;
    while (next < steps.length && steps[next]!.rows < stretchNeeded) next += 1;
  }
  return ask(null);
}
