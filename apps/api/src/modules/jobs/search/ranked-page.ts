import { type Column, desc, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { companies, jobs } from "../../../db/schema/index.ts";
import { cappedCountSql } from "./capped-count.ts";
import { jobListColumns, type JobRow } from "../job-dto.ts";
import { relevanceSql } from "./search-conditions.ts";
import type { SearchTable } from "./search-filters.ts";

/**
 * How many matches relevance ranking looks at. Ranking reads each match's whole text vector, so ranking
 * every match of a word found in most jobs ("team": 80% of them) would cost a pass over the table. Instead
 * the matches are first cut to the newest RANK_WINDOW, and only those are ranked:
 * - for a common word the planner walks the (published_at, id) index backwards and stops as soon as it has
 *   RANK_WINDOW matches, reading little more than RANK_WINDOW rows;
 * - for a rare word it takes the GIN index instead, and the window holds every match (ranked completely).
 * Past the window, results continue newest first, so paging stays consistent (no job twice, none skipped).
 */
export const RANK_WINDOW = 200;

export type RankedPage = {
  rows: JobRow[];
  /** Matches in the window; null when the page was empty (past the last match). */
  windowSize: number | null;
  /** Matches counted up to SEARCH_TOTAL_CAP + 1, only when the window was full (else windowSize is all). */
  cappedMatches: number | null;
};

/**
 * One page (starting inside the window) of the relevance order, its jobs with their companies and the
 * counts, in one statement: the window is read once, ranked once, and the capped count runs only when the
 * window is full (an uncorrelated subquery that PostgreSQL evaluates when first needed).
 */
export async function rankedPage(options: {
  db: Db;
  where: SQL;
  q: string;
  /** Where the matches are found: the public search's narrow rows, or `jobs`; the page's jobs are read whole. */
  table?: SearchTable;
  recency: Column;
  offset: number;
  limit: number;
}): Promise<RankedPage> {
  const { db, where, recency } = options;
  const table = options.table ?? jobs;
  // The window is cut first and ranked after: ranking in the same select would rank every match the scan
  // finds (thousands for a word the planner reads through its text index) before the sort keeps 200.
  const newest = db
    .select({ id: table.id, recency: sql<Date>`${recency}`.as("recency") })
    .from(table)
    .where(where)
    .orderBy(desc(recency), desc(table.id))
    .limit(RANK_WINDOW)
    .as("window_ids");
  const window = db.$with("ranking_window").as(
    db
      .select({ id: newest.id, recency: newest.recency, rank: relevanceSql(options.q, table).as("rank") })
      .from(newest)
      .innerJoin(table, eq(table.id, newest.id)),
  );
  const page = db
    .$with("ranked_page")
    .as(
      db
        .select({ id: window.id, recency: window.recency, rank: window.rank })
        .from(window)
        .orderBy(desc(window.rank), desc(window.recency), desc(window.id))
        .limit(options.limit)
        .offset(options.offset),
    );
  const windowSize = sql<number>`(select count(*) from ${window})`;
  const rows = await db
    .with(window, page)
    .select({
      ...jobListColumns,
      windowSize: windowSize.mapWith(Number),
      cappedMatches: sql<
        number | null
      >`case when ${windowSize} < ${RANK_WINDOW} then null else ${cappedCountSql(db, where, table)} end`.mapWith(
        Number,
      ),
    })
    .from(page)
    .innerJoin(jobs, eq(jobs.id, page.id))
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .orderBy(desc(page.rank), desc(page.recency), desc(page.id));
  return { rows, windowSize: rows[0]?.windowSize ?? null, cappedMatches: rows[0]?.cappedMatches ?? null };
}
