import { SEARCH_TOTAL_CAP } from "@stint/shared/jobs";
import { asc, type Column, desc, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { companies, jobs } from "../../../db/schema/index.ts";
import type { LatLon } from "@stint/shared/geo";
import { jobListColumns, type JobRow } from "../job-dto.ts";
import { distanceKmSql, type SearchTable } from "./search-filters.ts";

export type OrderedPage = {
  rows: JobRow[];
  /** Matches counted up to SEARCH_TOTAL_CAP + 1 (or to the page's end, past that); null for an empty page. */
  matches: number | null;
};

/**
 * One page of the matches newest first, or nearest first from `near`, with their companies and the capped
 * number of matches, in one statement. The page and the count come from the same capped list of matches
 * (the first SEARCH_TOTAL_CAP + 1 in the page's order): filters that only a bitmap scan answers well (a
 * place, a skill) read the matching rows once instead of once for the page and again for the count.
 * `counted: false` reads only as far as the page. The matches are found in `table` (the public search's narrow
 * rows, or `jobs`); only the page's jobs are read whole.
 */
export async function orderedPage(options: {
  db: Db;
  where: SQL;
  table?: SearchTable;
  order: { by: "newest"; recency: Column } | { by: "distance"; near: LatLon };
  offset: number;
  limit: number;
  counted?: boolean;
}): Promise<OrderedPage> {
  const { db, where, order, offset, limit } = options;
  const table = options.table ?? jobs;
  const key = order.by === "distance" ? distanceKmSql(order.near, table) : sql<Date>`${order.recency}`;
  const direction = order.by === "distance" ? asc : desc;
  const upTo = options.counted === false ? offset + limit : Math.max(SEARCH_TOTAL_CAP + 1, offset + limit);
  const matches = db.$with("matches").as(
    db
      .select({ id: table.id, key: sql`${key}`.as("sort_key") })
      .from(table)
      .where(where)
      .orderBy(direction(key), direction(table.id))
      .limit(upTo),
  );
  const page = db
    .$with("ordered_page")
    .as(
      db
        .select({ id: matches.id, key: matches.key })
        .from(matches)
        .orderBy(direction(matches.key), direction(matches.id))
        .limit(limit)
        .offset(offset),
    );
  const rows = await db
    .with(matches, page)
    .select({ ...jobListColumns, matches: sql<number>`(select count(*) from ${matches})`.mapWith(Number) })
    .from(page)
    .innerJoin(jobs, eq(jobs.id, page.id))
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .orderBy(direction(page.key), direction(page.id));
  return { rows, matches: rows[0]?.matches ?? null };
}
