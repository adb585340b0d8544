import type { TermQuery } from "../index/skill-terms.ts";

/**
 * A window of candidates in the order the matching index walks its entries (term-index.ts `top`): those its
 * weights find, by their weight sum (weights, then boosts) from the highest down; within a sum, in the
 * window's own order (the newest first, as the index takes the latest put first); then, with
 * `includeUnmatched`, those no weight finds, in the window's order. The sums are the index's own, from the
 * same terms (skill-terms.ts), so a window holding every candidate is ordered exactly as the index walks them.
 */
export function orderedByTermSums<R>(options: {
  rows: readonly R[];
  termsOf: (row: R) => readonly string[];
  query: TermQuery;
  includeUnmatched: boolean;
}): R[] {
  const { weights, boosts } = options.query;
  const found: { row: R; sum: number }[] = [];
  const unmatched: R[] = [];
  for (const row of options.rows) {
    let sum = 0;
    let isFound = false;
    // Each term once, as the index files an entry once under each of its terms.
    for (const term of new Set(options.termsOf(row))) {
      const weight = weights.get(term);
      if (weight !== undefined) {
        isFound = true;
        sum += weight;
      } else sum += boosts.get(term) ?? 0;
    }
    if (isFound) found.push({ row, sum });
    else if (options.includeUnmatched) unmatched.push(row);
  }
  // Array.prototype.sort is stable: equal sums keep the window's order.
  found.sort((a, b) => b.sum - a.sum);
  return [...found.map(({ row }) => row), ...unmatched];
}

/**
 * The first `limit` entries `accept` keeps, walking `ordered` (a window in the index's order) and reading
 * whole entries by key a batch at a time: most rankings read one batch, as the index walks little past the
 * pool. Rows whose entry is gone between the two reads are passed over.
 */
export async function firstAccepted<R, E>(options: {
  ordered: readonly R[];
  keyOf: (row: R) => string;
  load: (keys: string[]) => Promise<Map<string, E>>;
  accept: (entry: E) => boolean;
  limit: number;
  batch: number;
}): Promise<E[]> {
  const { ordered, keyOf, accept, limit, batch } = options;
  const kept: E[] = [];
  for (let start = 0; start < ordered.length && kept.length < limit; start += batch) {
    const keys = ordered.slice(start, start + batch).map(keyOf);
    const entries = await options.load(keys);
    for (const key of keys) {
      const entry = entries.get(key);
      if (entry !== undefined && accept(entry)) kept.push(entry);
      if (kept.length === limit) break;
    }
  }
  return kept;
}
