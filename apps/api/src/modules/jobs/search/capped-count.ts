import { SEARCH_TOTAL_CAP } from "@stint/shared/jobs";
import { count, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { jobs } from "../../../db/schema/index.ts";
import type { SearchTable } from "./search-filters.ts";

export type Total = { total: number; totalCapped: boolean };

/** What the answer says for `n` matches counted no further than SEARCH_TOTAL_CAP + 1. */
export function cappedTotal(n: number): Total {
  return n > SEARCH_TOTAL_CAP ? { total: SEARCH_TOTAL_CAP, totalCapped: true } : { total: n, totalCapped: false };
}

/**
 * Counts matches, but stops at SEARCH_TOTAL_CAP + 1: an exact count of a word found in 80,000 jobs costs a
 * pass over all of them, for a number nobody pages through ("1,000+" says as much).
 */
function cappedCountQuery(db: Db, where: SQL, table: SearchTable) {
  const matches = db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(SEARCH_TOTAL_CAP + 1)
    .as("capped_matches");
  return db.select({ n: count() }).from(matches);
}

/** The capped count as a subquery, so that a page's own statement can carry it. */
export function cappedCountSql(db: Db, where: SQL, table: SearchTable = jobs): SQL<number> {
  return sql<number>`(${cappedCountQuery(db, where, table)})`;
}

/** The capped count on its own, for a page past the last match (whose statement returns no row to carry it). */
export async function cappedCount(options: { db: Db; where: SQL; table?: SearchTable }): Promise<Total> {
  const [row] = await cappedCountQuery(options.db, options.where, options.table ?? jobs);
  return cappedTotal(row?.n ?? 0);
}
