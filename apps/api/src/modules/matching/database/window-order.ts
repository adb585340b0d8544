import { type AnyColumn, type SQL, sql } from "drizzle-orm";

/**
 * How many distinct elements of the text array `column` are among `values`: a term's weight counts once for an
 * entry, as the index files an entry once under each of its terms.
 */
export const sharedCount = (column: SQL | AnyColumn, values: readonly string[]): SQL<number> =>
  values.length === 0
    ? sql<number>`0`
    : sql<number>`(select count(distinct s)::int from unnest(${column}) as s where s = any(${sql.param(values)}::text[]))`;

/**
 * A window of candidates in the order the matching index walks its entries (term-index.ts `top`): those its
 * weights find (`weight` not null), by their weight sum from the highest down; within a sum, in the window's
 * own order (the newest first, as the index takes the latest put first); then, with `includeUnmatched`, those
 * no weight finds, in the window's order. The windows count the sums in SQL from the same weights as the
 * index's queries (skill-terms.ts), so a window holding every candidate is ordered exactly as the index walks
 * them (database-pools.test.ts).
 */
export function orderedByWeight<R extends { weight: number | null }>(options: {
  rows: readonly R[];
  includeUnmatched: boolean;
}): R[] {
  const found = options.rows.filter((row) => row.weight !== null);
  // Array.prototype.sort is stable: equal sums keep the window's order.
  found.sort((a, b) => b.weight! - a.weight!);
  return options.includeUnmatched ? [...found, ...options.rows.filter((row) => row.weight === null)] : found;
}

/**
 * The first `limit` entries `accept` keeps, walking `ordered` (a window in the index's order) and reading
 * whole entries for its rows (by key) a batch at a time: most rankings read one batch, as the index walks
 * little past the pool. Rows whose entry is gone between the two reads are passed over.
 */
export async function firstAccepted<R, E>(options: {
  ordered: readonly R[];
  keyOf: (row: R) => string;
  load: (rows: R[]) => Promise<Map<string, E>>;
  accept: (entry: E) => boolean;
  limit: number;
  batch: number;
}): Promise<E[]> {
  const { ordered, keyOf, accept, limit, batch } = options;
  const kept: E[] = [];
  for (let start = 0; start < ordered.length && kept.length < limit; start += batch) {
    const rows = ordered.slice(start, start + batch);
    const entries = await options.load(rows);
    for (const row of rows) {
      const entry = entries.get(keyOf(row));
      if (entry !== undefined && accept(entry)) kept.push(entry);
      if (kept.length === limit) break;
    }
  }
  return kept;
}
