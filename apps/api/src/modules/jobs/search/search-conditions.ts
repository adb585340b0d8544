import { filterApplies, type JobFilterName } from "@stint/shared/job-search-filters";
import { and, eq, type SQL, sql } from "drizzle-orm";
import { jobSearchRows, jobs, SEARCH_CONFIG } from "../../../db/schema/index.ts";
import { bilingualQuery } from "./bilingual-query.ts";
import { type FilterQuery, type SearchTable, type ServerFilter, serverJobFilters } from "./search-filters.ts";

/** Whose jobs a search runs over: everyone's published jobs, or all of one company's own jobs. */
export type SearchScope = { kind: "public" } | { kind: "mine"; companyId: string };

const filtersInScope = (scope: SearchScope) =>
  (Object.keys(serverJobFilters) as JobFilterName[]).filter((name) => filterApplies(name, scope.kind === "mine"));

/** The filters of a search in force for its scope, one condition each (search-filters.ts), without the text match. */
export function filterParts(query: FilterQuery, scope: SearchScope, table: SearchTable = jobs): SQL[] {
  return filtersInScope(scope).flatMap((name) => serverJobFilters[name].sql(query, table) ?? []);
}

/** The filters of a search over `jobs`, without the text match. */
export function filterConditions(query: FilterQuery, scope: SearchScope): SQL {
  const inScope = scope.kind === "mine" ? eq(jobs.companyId, scope.companyId) : eq(jobs.status, "published");
  return and(inScope, ...filterParts(query, scope))!;
}

/**
 * The public search's filters over its narrow rows (every one published): each filter's condition, and the
 * filters' lexemes, which the rows' text index answers with the words (search-filters.ts, `lexemes`).
 */
export function searchRowConditions(query: FilterQuery): SQL {
  const lexemes: string[] = [];
  const parts: SQL[] = [];
  for (const name of filtersInScope({ kind: "public" })) {
    const filter: ServerFilter = serverJobFilters[name];
    const asLexemes = filter.lexemes?.(query);
    if (asLexemes) lexemes.push(asLexemes.tsquery);
    const condition = asLexemes
      ? asLexemes.exact
        ? undefined
        : (filter.cut ?? filter.sql)(query, jobSearchRows)
      : filter.sql(query, jobSearchRows);
    if (condition) parts.push(condition);
  }
  if (lexemes.length > 0) parts.unshift(sql`${jobSearchRows.searchVector} @@ ${lexemes.join(" & ")}::tsquery`);
  return parts.length > 0 ? and(...parts)! : sql`true`;
}

const CONFIG = sql.raw(`'${SEARCH_CONFIG}'::regconfig`);

/**
 * The parsed text query (`"exact phrase"`, `or`, `-without` as on a web search engine); `q` the search box's
 * text, asked in both languages (bilingual-query.ts), or a column of texts already so.
 */
export function textQuery(q: string | SQL): SQL {
  return sql`websearch_to_tsquery(${CONFIG}, ${typeof q === "string" ? bilingualQuery(q) : q})`;
}

export function textMatch(q: string, table: SearchTable = jobs): SQL {
  return sql`${table.searchVector} @@ ${textQuery(q)}`;
}

/**
 * Relevance: title hits (weight A) first, then cover density over the weighted vector. ts_rank_cd with
 * normalisation 32 lies in [0, 1), so a title hit always outranks any number of hits in the description.
 * The narrow rows' vector ranks the same: its filter lexemes are never a query's (see jobSearchRows).
 */
export function relevanceSql(q: string, table: SearchTable = jobs): SQL<number> {
  const query = textQuery(q);
  return sql<number>`((ts_filter(${table.searchVector}, '{a}') @@ ${query})::int + ts_rank_cd(${table.searchVector}, ${query}, 32))`;
}
