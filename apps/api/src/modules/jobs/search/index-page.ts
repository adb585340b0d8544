import type { JobSearchQuery } from "@stint/shared";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { companies, jobs } from "../../../db/schema/index.ts";
import { isOneOf } from "../../../db/sql-helpers.ts";
import { jobListColumns, type JobRow } from "../job-dto.ts";
import { cappedTotal, type Total } from "./capped-count.ts";
import type { JobSearchIndex } from "./index/job-search-index.ts";
import type { TextQueryParser } from "./index/text-query.ts";
import { RANK_WINDOW, rankedPage } from "./ranked-page.ts";

export type Page = Total & { rows: JobRow[] };

const NO_MATCHES: Page = { rows: [], ...cappedTotal(0) };

/**
 * One page of the public search with its matches found in the search index (decision 018): the same page
 * and total as the statements over `jobs` (runPlan in search-jobs.ts), with the database reading only the
 * page's rows, and for relevance the newest RANK_WINDOW matches to rank them. Null when the words need
 * positions the index does not keep (a phrase): the caller asks the database.
 */
export async function indexPage(options: {
  db: Db;
  index: JobSearchIndex;
  parser: TextQueryParser;
  query: JobSearchQuery;
  q: string | undefined;
  order: "relevance" | "newest" | "distance";
}): Promise<Page | null> {
  const { db, index, query, q } = options;
  const text = q ? await options.parser.parse(db, q) : null;
  if (text === "positions") return null;
  if (text === "none") return NO_MATCHES;
  const matches = index.matches(text, query);
  const total = cappedTotal(matches.count);
  const offset = (query.page - 1) * query.pageSize;
  const limit = query.pageSize;
  if (offset >= matches.count) return { rows: [], ...total };

  if (options.order === "relevance" && q && offset < RANK_WINDOW) {
    const window = index.newestFirst(matches, 0, RANK_WINDOW);
    const ranked = await rankedPage({
      db,
      where: publishedAmong(window),
      q,
      recency: jobs.publishedAt,
      offset,
      limit,
      counted: false,
    });
    const rows = [...ranked.rows];
    // Past the ranked window the order is plain newest first, continuing where the window ended.
    if (rows.length < limit && window.length === RANK_WINDOW)
      rows.push(...(await rowsOf(db, index.newestFirst(matches, RANK_WINDOW, limit - rows.length))));
    return { rows, ...total };
  }
  const ids =
    options.order === "distance" && query.near
      ? index.nearestFirst(matches, query.near, offset, limit)
      : index.newestFirst(matches, offset, limit);
  return { rows: await rowsOf(db, ids), ...total };
}

/** The jobs among `ids` that are still published (one may have closed since the index was read). */
const publishedAmong = (ids: readonly string[]) => and(eq(jobs.status, "published"), isOneOf(jobs.id, ids))!;

/** The cards' rows of these jobs, in the order of `ids`. */
async function rowsOf(db: Db, ids: readonly string[]): Promise<JobRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(jobListColumns)
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(publishedAmong(ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
