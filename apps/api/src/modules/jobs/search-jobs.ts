import { type JobSearchQuery, type JobSearchResult, jobSearchProblems, SEARCH_TOTAL_CAP } from "@stint/shared";
import { and, asc, count, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { companies, jobs } from "../../db/schema/index.ts";
import { badRequest } from "../../lib/errors.ts";
import { jobColumns, jobListItemDto } from "./job-dto.ts";
import { correctTypos } from "./correct-typos.ts";
import { distanceKmSql, filterConditions, relevanceSql, type SearchScope, textMatch } from "./search-conditions.ts";

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

/** Typo correction steps in when the words as typed find fewer jobs than this. */
const CORRECT_BELOW = 5;

type Plan = {
  where: SQL;
  order: "relevance" | "newest" | "distance";
  recency: typeof jobs.publishedAt | typeof jobs.createdAt;
  query: JobSearchQuery;
  q: string | undefined;
};
type PageOfIds = { ids: string[]; total: number; totalCapped: boolean };

/**
 * The job search: full text over title, skills, company, description and place; filters; sort by relevance,
 * newest or distance; one page and the number of matches (exact up to SEARCH_TOTAL_CAP). `scope` decides
 * whose jobs: everyone's published ones, or all of one company's own.
 */
export async function searchJobs(options: {
  db: Db;
  query: JobSearchQuery;
  scope: SearchScope;
}): Promise<JobSearchResult> {
  const { db, query, scope } = options;
  const problems = jobSearchProblems(query);
  if (Object.keys(problems).length > 0) throw badRequest("Some search options do not fit together.", problems);

  const typed = query.q?.trim() || undefined;
  const order = query.sort === "distance" ? "distance" : query.sort === "newest" || !typed ? "newest" : "relevance";
  const recency = scope.kind === "mine" ? jobs.createdAt : jobs.publishedAt;
  const plan = (q: string | undefined): Plan => {
    const filters = filterConditions(query, scope);
    return { where: q ? and(filters, textMatch(q))! : filters, order, recency, query, q };
  };

  let page = await runPlan(db, plan(typed));
  let correctedQuery: string | null = null;
  if (typed && page.total < CORRECT_BELOW) {
    // Typo tolerance: search again with the misspelled words corrected, and say so, when that finds more.
    const corrected = await correctTypos({ db, q: typed });
    if (corrected) {
      const retry = await runPlan(db, plan(corrected));
      if (retry.total > page.total) {
        page = retry;
        correctedQuery = corrected;
      }
    }
  }

  const rows = page.ids.length > 0 ? await hydrate(db, page.ids) : [];
  return {
    items: rows.map((row) => jobListItemDto(row, query.near)),
    total: page.total,
    totalCapped: page.totalCapped,
    correctedQuery,
    page: query.page,
    pageSize: query.pageSize,
  };
}

async function runPlan(db: Db, plan: Plan): Promise<PageOfIds> {
  const { query, q } = plan;
  const offset = (query.page - 1) * query.pageSize;
  const limit = query.pageSize;
  const newestFirst = [desc(plan.recency), desc(jobs.id)];

  if (plan.order === "relevance" && q) {
    const ids: string[] = [];
    let windowSize: number | undefined;
    if (offset < RANK_WINDOW) {
      const window = db
        .select({ id: jobs.id })
        .from(jobs)
        .where(plan.where)
        .orderBy(...newestFirst)
        .limit(RANK_WINDOW);
      const ranked = await db
        .select({ id: jobs.id, windowSize: sql<number>`count(*) over ()`.mapWith(Number) })
        .from(jobs)
        .where(inArray(jobs.id, window))
        .orderBy(desc(relevanceSql(q)), ...newestFirst)
        .limit(Math.min(limit, RANK_WINDOW - offset))
        .offset(offset);
      ids.push(...ranked.map((row) => row.id));
      windowSize = ranked[0]?.windowSize;
    }
    // A window that is not full holds every match: its size is the total.
    if (windowSize !== undefined && windowSize < RANK_WINDOW) return { ids, total: windowSize, totalCapped: false };
    if (ids.length < limit) {
      // Past the ranked window the order is plain newest first, continuing where the window ended.
      const rest = await db
        .select({ id: jobs.id })
        .from(jobs)
        .where(plan.where)
        .orderBy(...newestFirst)
        .limit(limit - ids.length)
        .offset(Math.max(offset, RANK_WINDOW));
      ids.push(...rest.map((row) => row.id));
    }
    return { ids, ...(await cappedCount(db, plan.where)) };
  }

  const orderBy =
    plan.order === "distance" && query.near ? [asc(distanceKmSql(query.near)), asc(jobs.id)] : newestFirst;
  const rows = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(plan.where)
    .orderBy(...orderBy)
    .limit(limit)
    .offset(offset);
  const ids = rows.map((row) => row.id);
  // A first page that is not full holds every match: no need to count them again.
  if (offset === 0 && ids.length < limit) return { ids, total: ids.length, totalCapped: false };
  return { ids, ...(await cappedCount(db, plan.where)) };
}

/**
 * Counts matches, but stops at SEARCH_TOTAL_CAP + 1: an exact count of a word found in 80,000 jobs costs a
 * pass over all of them, for a number nobody pages through ("1,000+" says as much).
 */
async function cappedCount(db: Db, where: SQL): Promise<{ total: number; totalCapped: boolean }> {
  const matches = db
    .select({ one: sql`1` })
    .from(jobs)
    .where(where)
    .limit(SEARCH_TOTAL_CAP + 1)
    .as("matches");
  const [row] = await db.select({ n: count() }).from(matches);
  const n = row?.n ?? 0;
  return n > SEARCH_TOTAL_CAP ? { total: SEARCH_TOTAL_CAP, totalCapped: true } : { total: n, totalCapped: false };
}

/** The page's jobs with their companies, in the order of `ids`; only the start of each description. */
async function hydrate(db: Db, ids: string[]) {
  const rows = await db
    .select({ ...jobColumns, description: sql<string>`left(${jobs.description}, 800)` })
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(inArray(jobs.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
