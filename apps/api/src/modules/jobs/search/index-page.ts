import type { JobListItem } from "@stint/shared/jobs";
import type { JobSearchQuery } from "@stint/shared/job-search";
import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { jobs } from "../../../db/schema/index.ts";
import { isOneOf } from "../../../db/sql-helpers.ts";
import { withDistanceFrom } from "../job-dto.ts";
import { cappedTotal, type Total } from "./capped-count.ts";
import type { JobSearchIndex } from "./index/job-search-index.ts";
import type { TextQueryParser } from "./index/text-query.ts";
import { RANK_WINDOW } from "./ranked-page.ts";
import { relevanceSql } from "./search-conditions.ts";

export type Page = Total & { items: JobListItem[] };

const NO_MATCHES: Page = { items: [], ...cappedTotal(0) };

/**
 * One page of the public search found in the search index (decision 018): the same page and total as the
 * statements over `jobs` (runPlan in search-jobs.ts), with the cards the index keeps. The database only ranks,
 * for relevance, the newest RANK_WINDOW matches. Null when the words need positions the index does not keep
 * (a phrase): the caller asks the database.
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
  const withDistance = (cards: JobListItem[]) => ({
    items: cards.map((card) => withDistanceFrom(card, query.near)),
    ...total,
  });
  if (offset >= matches.count) return { items: [], ...total };

  if (options.order === "relevance" && q && offset < RANK_WINDOW) {
    // Read from the index before the database is asked: a sync may change the slots while the query runs.
    const newest = index.newestFirst(matches, 0, RANK_WINDOW + limit);
    const window = newest.slice(0, RANK_WINDOW);
    const ranked = await rankedIds({ db, ids: window.map((card) => card.id), q, offset, limit });
    const byId = new Map(window.map((card) => [card.id, card]));
    const cards = ranked.flatMap((id) => byId.get(id) ?? []);
    // Past the ranked window the order is plain newest first, continuing where the window ended.
    if (cards.length < limit && window.length === RANK_WINDOW)
      cards.push(...newest.slice(RANK_WINDOW, RANK_WINDOW + limit - cards.length));
    return withDistance(cards);
  }
  return withDistance(
    options.order === "distance" && query.near
      ? index.nearestFirst(matches, query.near, offset, limit)
      : index.newestFirst(matches, offset, limit),
  );
}

/**
 * The ids of one page of `ids` by relevance to `q`, as rankedPage orders its window: the rank, then newest,
 * then id. Only the text vectors are read.
 */
async function rankedIds(options: {
  db: Db;
  ids: readonly string[];
  q: string;
  offset: number;
  limit: number;
}): Promise<string[]> {
  const rank = relevanceSql(options.q);
  const rows = await options.db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.status, "published"), isOneOf(jobs.id, options.ids)))
    .orderBy(desc(sql`${rank}`), desc(jobs.publishedAt), desc(jobs.id))
    .limit(options.limit)
    .offset(options.offset);
  return rows.map((row) => row.id);
}
