import { type JobSearchQuery, jobSearchProblems } from "@stint/shared/job-search";
import { type JobSearchResult, SEARCH_TOTAL_CAP } from "@stint/shared/jobs";
import { and, type SQL } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { jobSearchRows, jobs } from "../../../db/schema/index.ts";
import { badRequest } from "../../../lib/errors.ts";
import { cappedCount, cappedTotal, type Total } from "./capped-count.ts";
import { correctTypos, mayHaveUnknownWords } from "./correct-typos.ts";
import { jobListItemDto, type JobRow } from "../job-dto.ts";
import type { JobReads } from "../job-reads.ts";
import { indexPage, type Page } from "./index-page.ts";
import type { JobSearchIndex } from "./index/job-search-index.ts";
import { indexWords } from "./index/index-words.ts";
import type { TextQueryParser } from "./index/text-query.ts";
import { nearestPage } from "./nearest-page.ts";
import { orderedPage } from "./ordered-page.ts";
import { RANK_WINDOW, rankedPage } from "./ranked-page.ts";
import { throughIndexes } from "./through-indexes.ts";
import { inRecencySteps, publishedSince, type RecencySteps, recencySteps } from "./recency-steps.ts";
import {
  filterConditions,
  filterParts,
  type SearchScope,
  searchRowConditions,
  textMatch,
} from "./search-conditions.ts";
import type { SearchTable } from "./search-filters.ts";

/**
 * The public search's filters and text match as one condition over published jobs, for modules that rank
 * them their own way (matching): the same `q`, type, work mode and place mean the same thing everywhere.
 */
export function publishedJobConditions(
  query: Pick<JobSearchQuery, "q" | "type" | "workMode" | "near" | "radiusKm">,
): SQL {
  const filters = filterConditions(
    { ...query, status: undefined, skills: undefined, page: 1, pageSize: 1 },
    { kind: "public" },
  );
  const q = query.q?.trim();
  return q ? and(filters, textMatch(q))! : filters;
}

/**
 * The ids of the published jobs a public search finds (its words as typed and all its filters), for modules
 * that order them their own way (best match); null when it asks for nothing, so every published job.
 */
export async function publicSearchIds(options: {
  db: Db;
  reads: JobReads;
  query: JobSearchQuery;
}): Promise<Set<string> | null> {
  const { db, query } = options;
  const q = query.q?.trim() || undefined;
  if (!q && filterParts(query, { kind: "public" }).length === 0) return null;
  const index = await options.reads.searchIndex.current();
  if (index) {
    const text = q ? await options.reads.searchIndex.parser.parse(db, q) : null;
    if (text === "none") return new Set();
    if (text !== "positions") return index.idsOf(index.matches(text, query));
  }
  const filters = searchRowConditions(query);
  const rows = await db
    .select({ id: jobSearchRows.id })
    .from(jobSearchRows)
    .where(q ? and(filters, textMatch(q, jobSearchRows)) : filters);
  return new Set(rows.map((row) => row.id));
}

/** Typo correction steps in when the words as typed find fewer jobs than this. */
const CORRECT_BELOW = 5;

type Plan = {
  where: SQL;
  /** The public search's narrow rows (decision 034), or a company's own `jobs`. */
  table: SearchTable;
  order: "relevance" | "newest" | "distance";
  recency: typeof jobSearchRows.publishedAt | typeof jobs.createdAt;
  query: JobSearchQuery;
  q: string | undefined;
};

/**
 * The job search: full text over title, skills, company, description and place; filters; sort by relevance,
 * newest or distance; one page and the number of matches (exact up to SEARCH_TOTAL_CAP). `scope` decides
 * whose jobs: everyone's published ones, or all of one company's own.
 */
export async function searchJobs(options: {
  db: Db;
  query: JobSearchQuery;
  scope: SearchScope;
  reads: JobReads;
}): Promise<JobSearchResult> {
  const { db, query, scope } = options;
  const problems = jobSearchProblems(query);
  if (Object.keys(problems).length > 0) throw badRequest("Some search options do not fit together.", problems);
  // Public pages are the same for everyone, so the same page asked again (a popular first page, a filter
  // toggled back) comes from the cache; a company's own list is not shared and is always read.
  if (scope.kind === "public") {
    const { searchIndex } = options.reads;
    return options.reads.pages.get(JSON.stringify(query), async () => {
      const index = await searchIndex.current();
      return runSearch(db, query, scope, index && { index, parser: searchIndex.parser });
    });
  }
  return runSearch(db, query, scope, null);
}

/** The search without the read cache: matches from the search index when given, else from the database. */
export async function runSearch(
  db: Db,
  query: JobSearchQuery,
  scope: SearchScope,
  /** The public search's index, once loaded; null: every page is read from the database. */
  searchIndex: { index: JobSearchIndex; parser: TextQueryParser } | null,
  /** Where the public search over its narrow rows starts reading (recency-steps.ts); null: everything at once. */
  steps: RecencySteps | null = recencySteps,
): Promise<JobSearchResult> {
  const typed = query.q?.trim() || undefined;
  const order = query.sort === "distance" ? "distance" : query.sort === "newest" || !typed ? "newest" : "relevance";
  const table = scope.kind === "mine" ? jobs : jobSearchRows;
  const recency = scope.kind === "mine" ? jobs.createdAt : jobSearchRows.publishedAt;
  const plan = (q: string | undefined): Plan => {
    const filters = scope.kind === "mine" ? filterConditions(query, scope) : searchRowConditions(query);
    return { where: q ? and(filters, textMatch(q, table))! : filters, table, order, recency, query, q };
  };

  const pageOf = async (q: string | undefined) =>
    (searchIndex && (await indexPage({ db, ...searchIndex, query, q, order }))) ?? runPlan(db, plan(q), steps);

  let page = await pageOf(typed);
  let correctedQuery: string | null = null;
  // A company's own list may match drafts only, which say nothing of how published jobs spell a word.
  const mayCorrect = (q: string) => scope.kind === "mine" || mayHaveUnknownWords(q, page.total);
  if (typed && page.total < CORRECT_BELOW && mayCorrect(typed)) {
    // Typo tolerance: search again with the misspelled words corrected, and say so, when that finds more.
    const source = searchIndex ? indexWords(searchIndex.index, searchIndex.parser) : undefined;
    const corrected = await correctTypos({ db, q: typed, source });
    if (corrected) {
      const retry = await pageOf(corrected);
      if (retry.total > page.total) {
        page = retry;
        correctedQuery = corrected;
      }
    }
  }

  return {
    items: page.items,
    total: page.total,
    totalCapped: page.totalCapped,
    correctedQuery,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** One page of a plan with its jobs and the number of matches; one statement in the common cases. */
async function runPlan(db: Db, plan: Plan, recency: RecencySteps | null): Promise<Page> {
  const { rows, ...total } = await steppedRows(db, plan, recency);
  return { items: rows.map((row) => jobListItemDto(row, plan.query.near)), ...total };
}

/**
 * The plan over the newest stretches of the public search's rows first (recency-steps.ts), when its order
 * is newest first or relevance (whose window is the newest matches) and its page lies within the counted
 * matches; else over everything.
 */
async function steppedRows(db: Db, plan: Plan, recency: RecencySteps | null): Promise<Total & { rows: JobRow[] }> {
  const { query } = plan;
  const withinCount = query.page * query.pageSize <= SEARCH_TOTAL_CAP + 1;
  if (!recency || plan.table !== jobSearchRows || plan.order === "distance" || !withinCount) return planRows(db, plan);
  const steps = await recency.steps(db);
  if (steps.length === 0) return planRows(db, plan);
  // Past every stretch the matches are few (the stretches' density said so), but the planner may think the
  // words common and walk the newest-first index through every job: those reads go through the bitmaps.
  return inRecencySteps(steps, (step) =>
    step
      ? planRows(db, { ...plan, where: and(plan.where, publishedSince(step))! })
      : throughIndexes(db, (tx) => planRows(tx, plan)),
  );
}

async function planRows(db: Db, plan: Plan): Promise<Total & { rows: JobRow[] }> {
  const { query, q, where, table } = plan;
  const offset = (query.page - 1) * query.pageSize;
  const limit = query.pageSize;
  const newest = { by: "newest" as const, recency: plan.recency };
  const count = () => cappedCount({ db, where, table });

  if (plan.order === "relevance" && q && offset < RANK_WINDOW) {
    const ranked = await rankedPage({ db, where, table, q, recency: plan.recency, offset, limit });
    // Past the last match: the window held them all, and only the count is left to tell.
    if (ranked.windowSize === null) return { rows: [], ...(offset === 0 ? cappedTotal(0) : await count()) };
    // A window that is not full holds every match: its size is the total.
    if (ranked.windowSize < RANK_WINDOW) return { rows: ranked.rows, ...cappedTotal(ranked.windowSize) };
    const rows = [...ranked.rows];
    if (rows.length < limit) {
      // Past the ranked window the order is plain newest first, continuing where the window ended.
      const rest = await orderedPage({
        db,
        where,
        table,
        order: newest,
        offset: RANK_WINDOW,
        limit: limit - rows.length,
        counted: false,
      });
      rows.push(...rest.rows);
    }
    return { rows, ...cappedTotal(ranked.cappedMatches ?? 0) };
  }

  const order = plan.order === "distance" && query.near ? { by: "distance" as const, near: query.near } : newest;
  const page =
    (order.by === "distance" && !q && table === jobSearchRows
      ? await nearestPage({
          db,
          near: order.near,
          radiusKm: query.radiusKm,
          filters: and(...filterParts({ ...query, near: undefined }, { kind: "public" }, jobSearchRows)),
          offset,
          limit,
          upTo: Math.max(SEARCH_TOTAL_CAP + 1, offset + limit),
        })
      : null) ?? (await orderedPage({ db, where, table, order, offset, limit }));
  if (page.matches === null) return { rows: [], ...(offset === 0 ? cappedTotal(0) : await count()) };
  return { rows: page.rows, ...cappedTotal(page.matches) };
}

export { KeptSearchIndex, type PublishedJobCards } from "./index/kept-search-index.ts";
export { publicSearchCondition, publishedCardsByIds } from "./published-for-matching.ts";
export {
  ANY_JOB,
  publishedJobAgainst,
  type SavedSearch,
  type SearchVocabulary,
  searchAnchors,
} from "./saved-searches.ts";
export type { TextQueryParser } from "./index/text-query.ts";
export { LexemeFrequencies } from "./lexeme-frequencies.ts";
