import { filterApplies, type JobFilterName } from "@stint/shared/job-search-filters";
import { and, eq, type SQL, sql } from "drizzle-orm";
import { jobs, SEARCH_CONFIG } from "../../../db/schema/index.ts";
import { type FilterQuery, serverJobFilters } from "./search-filters.ts";

/** Whose jobs a search runs over: everyone's published jobs, or all of one company's own jobs. */
export type SearchScope = { kind: "public" } | { kind: "mine"; companyId: string };

/** The filters of a search in force for its scope, one condition each (search-filters.ts), without the text match. */
export function filterParts(query: FilterQuery, scope: SearchScope): SQL[] {
  return (Object.keys(serverJobFilters) as JobFilterName[])
    .filter((name) => filterApplies(name, scope.kind === "mine"))
    .flatMap((name) => serverJobFilters[name].sql(query) ?? []);
}

/** The filters of a search, without the text match. */
export function filterConditions(query: FilterQuery, scope: SearchScope): SQL {
  const inScope = scope.kind === "mine" ? eq(jobs.companyId, scope.companyId) : eq(jobs.status, "published");
  return and(inScope, ...filterParts(query, scope))!;
}

const CONFIG = sql.raw(`'${SEARCH_CONFIG}'::regconfig`);

/** The parsed text query (`"exact phrase"`, `or`, `-without` as on a web search engine); `q` text or a column. */
export function textQuery(q: string | SQL): SQL {
  return sql`websearch_to_tsquery(${CONFIG}, ${q})`;
}

export function textMatch(q: string): SQL {
  return sql`${jobs.searchVector} @@ ${textQuery(q)}`;
}

/**
 * Relevance: title hits (weight A) first, then cover density over the weighted vector. ts_rank_cd with
 * normalisation 32 lies in [0, 1), so a title hit always outranks any number of hits in the description.
 */
export function relevanceSql(q: string): SQL<number> {
  const query = textQuery(q);
  return sql<number>`((ts_filter(${jobs.searchVector}, '{a}') @@ ${query})::int + ts_rank_cd(${jobs.searchVector}, ${query}, 32))`;
}
