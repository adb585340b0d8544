import { CURRENCIES, type Currency, type JobSearchQuery } from "@stint/shared";
import { minimumInEachCurrency } from "@stint/shared/currency-rates";
import { and, arrayContains, eq, gte, inArray, type SQL, sql } from "drizzle-orm";
import { jobs, SEARCH_CONFIG } from "../../../db/schema/index.ts";
import { float8, haversineKmSql } from "../../../db/sql-helpers.ts";
import { boundingBox, type LatLon } from "@stint/shared/geo";

/** Whose jobs a search runs over: everyone's published jobs, or all of one company's own jobs. */
export type SearchScope = { kind: "public" } | { kind: "mine"; companyId: string };

/** Great-circle distance from `near` in km, on the stored coordinates. */
export function distanceKmSql(near: LatLon): SQL<number> {
  return haversineKmSql({ lat: float8(near.lat), lon: float8(near.lon) }, { lat: jobs.lat, lon: jobs.lon });
}

/** The filters of a search, without the text match. */
export function filterConditions(query: JobSearchQuery, scope: SearchScope): SQL {
  const conditions: (SQL | undefined)[] = [];
  if (scope.kind === "mine") {
    conditions.push(eq(jobs.companyId, scope.companyId));
    if (query.status) conditions.push(inArray(jobs.status, query.status));
  } else {
    conditions.push(eq(jobs.status, "published"));
    if (query.companyId) conditions.push(eq(jobs.companyId, query.companyId));
  }
  if (query.type) conditions.push(inArray(jobs.type, query.type));
  if (query.workMode) conditions.push(inArray(jobs.workMode, query.workMode));
  // Every one of the given skills, required or nice to have (GIN on skill_ids answers @>).
  if (query.skills) conditions.push(arrayContains(jobs.skillIds, query.skills));
  if (query.minPay !== undefined) conditions.push(minPayCondition(query.minPay, query.currency ?? "EUR"));
  if (query.startFrom) conditions.push(gte(jobs.startDate, query.startFrom));
  if (query.near) {
    const box = boundingBox(query.near, query.radiusKm);
    // The box lets the GiST index on point(lon, lat) pick the few rows near enough; the exact distance
    // then cuts the corners off.
    conditions.push(
      sql`point(${jobs.lon}, ${jobs.lat}) <@ box(point(${box.minLon}::float8, ${box.minLat}::float8), point(${box.maxLon}::float8, ${box.maxLat}::float8))`,
    );
    conditions.push(sql`${distanceKmSql(query.near)} <= ${query.radiusKm}::float8`);
  }
  return and(...conditions)!;
}

/**
 * A yearly minimum pay in `currency`, each job held to it in the job's own currency at the fixed rates. The
 * lowest of those amounts is a plain range the index on pay_min_yearly answers, as before conversion; the CASE
 * then holds each row that range leaves to its own currency's amount, in the same statement.
 */
function minPayCondition(minPay: number, currency: Currency): SQL {
  const minimum = minimumInEachCurrency(minPay, currency);
  const perCurrency = sql.join(
    CURRENCIES.map((each) => sql`when ${each} then ${minimum[each]}::int`),
    sql` `,
  );
  return and(
    gte(jobs.payMinYearly, Math.min(...Object.values(minimum))),
    sql`${jobs.payMinYearly} >= case ${jobs.payCurrency} ${perCurrency} end`,
  )!;
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
