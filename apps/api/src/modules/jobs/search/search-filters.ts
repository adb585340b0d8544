import { CURRENCIES, type Currency } from "@stint/shared/jobs";
import { type JobFilterName } from "@stint/shared/job-search-filters";
import { type JobSearchQuery } from "@stint/shared/job-search";
import { minimumInEachCurrency } from "@stint/shared/currency-rates";
import { boundingBox, haversineKm, type LatLon } from "@stint/shared/geo";
import { and, arrayContains, type Column, eq, type GetColumnData, gte, inArray, type SQL, sql } from "drizzle-orm";
import { type jobSearchRows, jobs } from "../../../db/schema/index.ts";
import { float8, haversineKmSql } from "../../../db/sql-helpers.ts";
import { quotedLexeme } from "./lexeme-frequencies.ts";

/*
 * The server's half of each job search filter (issue 31), keyed by the names of the shared table
 * (@stint/shared job-search-filters.ts), which holds its parameters, URL form and pills: its condition over
 * `jobs` and its test in the public search's in-memory index (decision 018), with the columns the index keeps
 * for that test. Both engines read this table, so a filter cannot mean one thing in SQL and another in the
 * index; index-agrees.test.ts still draws every filter and compares the answers.
 */

/**
 * The table a filter's condition reads: `jobs`, or the public search's narrow rows (`job_search_rows`, decision
 * 034), which carry the filtered columns under the same names.
 */
export type SearchTable = typeof jobs | typeof jobSearchRows;

/** The filters' parameters of a search (the server's filters read only these). */
export type FilterQuery = Pick<JobSearchQuery, "radiusKm"> & Partial<JobSearchQuery>;

/** A column the search index keeps per job: read as `from`, kept as `keep` makes it (e.g. NULL as NaN). */
export type KeptColumn<C extends Column, Kept> = { from: C; keep: (raw: GetColumnData<C>) => Kept; bits: boolean };
type AnyKeptColumn = { from: Column; keep: (raw: never) => unknown; bits: boolean };

/** Kept as read; `bits`: the index also keeps a bit set of the jobs holding each value (a filter on it is a few word operations). */
const kept = <C extends Column>(from: C, options: { bits?: boolean } = {}): KeptColumn<C, GetColumnData<C>> => ({
  from,
  keep: (raw) => raw,
  bits: options.bits ?? false,
});

/** A nullable number kept as NaN, which fails every comparison as NULL does, in a packed array of numbers. */
const keptNumber = <C extends Column>(from: C): KeptColumn<C, number> => ({
  from,
  keep: (raw) => (raw as number | null) ?? Number.NaN,
  bits: false,
});

type Kept<C> = C extends { keep: (raw: never) => infer K } ? K : never;
/** Per kept column, its values by slot. */
export type ColumnArrays<Columns> = { readonly [K in keyof Columns]: readonly Kept<Columns[K]>[] };

/**
 * A filter's test in the index: jobs whose `column` (kept with bits) is any of `anyOf`, or a test of each slot
 * the other filters and the words left.
 */
export type IndexTest = { column: string; anyOf: readonly string[] } | ((slot: number) => boolean);

export type ServerFilter<Columns extends Record<string, AnyKeptColumn> = Record<string, AnyKeptColumn>> = {
  /** Its condition over `table` (`jobs` unless given); undefined when the search does not use it. */
  sql(query: FilterQuery, table?: SearchTable): SQL | undefined;
  /**
   * The same filter as lexemes of the narrow rows' vector (the migration's `job_search_lexemes` writes them), a
   * tsquery their text index answers with the words. `exact`: it is the filter, and replaces the condition
   * (both would make the planner count the filter twice and misjudge how many rows it keeps); else it is
   * coarser (a place's half-degree cells) and the condition cuts what it lets through. Undefined: not asked.
   */
  lexemes?(query: FilterQuery): { tsquery: string; exact: boolean } | undefined;
  /**
   * With coarser lexemes, the condition that cuts what they let through, when it is less than `sql`: the
   * lexemes already do what the rest of `sql` is for (an index's first cut), and a second indexable condition
   * invites the planner to take the index it misjudges.
   */
  cut?(query: FilterQuery, table: SearchTable): SQL | undefined;
  /** The columns the index keeps for its test. */
  columns: Columns;
  /** Its test in the index, the same condition as `sql`; null when the search does not use it. */
  index(query: FilterQuery, columns: ColumnArrays<Columns>): IndexTest | null;
};

const serverFilter = <Columns extends Record<string, AnyKeptColumn>>(filter: ServerFilter<Columns>) => filter;

/** Where a job is: its distance filter's and the index's nearest-first order's. */
export const placeColumns = { lat: keptNumber(jobs.lat), lon: keptNumber(jobs.lon) };

/** Great-circle distance from `near` in km, on the stored coordinates. */
export function distanceKmSql(near: LatLon, table: SearchTable = jobs): SQL<number> {
  return haversineKmSql({ lat: float8(near.lat), lon: float8(near.lon) }, { lat: table.lat, lon: table.lon });
}

/** A lexeme of the narrow rows' vector as a tsquery operand (quoted; values are ids and enum names). */
const lexeme = (prefix: string, value: string | number) => quotedLexeme(`${prefix}:${value}`);
const anyLexeme = (prefix: string, values: readonly (string | number)[]) =>
  `(${values.map((value) => lexeme(prefix, value)).join(" | ")})`;

/** More cells than this in a place's box: its lexemes would cost more than the box's GiST index. */
const MAX_CELLS = 64;

/** The half-degree cells (as `job_search_lexemes` names them) that cover `near`'s box, or undefined. */
function cellLexemes(near: LatLon, radiusKm: number): string | undefined {
  const box = boundingBox(near, radiusKm);
  const cell = (degrees: number) => Math.floor(degrees * 2);
  const lats = cell(box.maxLat) - cell(box.minLat) + 1;
  const lons = cell(box.maxLon) - cell(box.minLon) + 1;
  if (lats * lons > MAX_CELLS) return undefined;
  const cells: string[] = [];
  for (let lat = cell(box.minLat); lat <= cell(box.maxLat); lat++)
    for (let lon = cell(box.minLon); lon <= cell(box.maxLon); lon++) cells.push(`${lat}:${lon}`);
  return anyLexeme("cell", cells);
}

/**
 * A yearly minimum pay in `currency`, each job held to it in the job's own currency at the fixed rates. The
 * lowest of those amounts is a plain range the index on pay_min_yearly answers, as before conversion; the CASE
 * then holds each row that range leaves to its own currency's amount, in the same statement.
 */
function minPayCondition(minPay: number, currency: Currency, table: SearchTable): SQL {
  const minimum = minimumInEachCurrency(minPay, currency);
  const perCurrency = sql.join(
    CURRENCIES.map((each) => sql`when ${each} then ${minimum[each]}::int`),
    sql` `,
  );
  return and(
    gte(table.payMinYearly, Math.min(...Object.values(minimum))),
    sql`${table.payMinYearly} >= case ${table.payCurrency} ${perCurrency} end`,
  )!;
}

export const serverJobFilters = {
  type: serverFilter({
    sql: ({ type }, table = jobs) => (type ? inArray(table.type, type) : undefined),
    lexemes: ({ type }) => (type ? { tsquery: anyLexeme("type", type), exact: true } : undefined),
    columns: { type: kept(jobs.type, { bits: true }) },
    index: ({ type }) => (type ? { column: "type", anyOf: type } : null),
  }),

  workMode: serverFilter({
    sql: ({ workMode }, table = jobs) => (workMode ? inArray(table.workMode, workMode) : undefined),
    lexemes: ({ workMode }) => (workMode ? { tsquery: anyLexeme("mode", workMode), exact: true } : undefined),
    columns: { workMode: kept(jobs.workMode, { bits: true }) },
    index: ({ workMode }) => (workMode ? { column: "workMode", anyOf: workMode } : null),
  }),

  near: serverFilter({
    sql: ({ near, radiusKm }, table = jobs) => {
      if (!near) return undefined;
      const box = boundingBox(near, radiusKm);
      // The box lets the GiST index on point(lon, lat) pick the few rows near enough; the exact distance
      // then cuts the corners off.
      return and(
        sql`point(${table.lon}, ${table.lat}) <@ box(point(${box.minLon}::float8, ${box.minLat}::float8), point(${box.maxLon}::float8, ${box.maxLat}::float8))`,
        sql`${distanceKmSql(near, table)} <= ${radiusKm}::float8`,
      );
    },
    lexemes: ({ near, radiusKm }) => {
      const cells = near && cellLexemes(near, radiusKm);
      return cells ? { tsquery: cells, exact: false } : undefined;
    },
    // The cells are the box's first cut, through the text index. PostgreSQL guesses a box holds 0.1% of the
    // rows (a city's 3%, measured), so a box beside them made it read every job near the place to find the
    // few with the words.
    cut: ({ near, radiusKm }, table) => (near ? sql`${distanceKmSql(near, table)} <= ${radiusKm}::float8` : undefined),
    columns: placeColumns,
    index: ({ near, radiusKm }, { lat: lats, lon: lons }) => {
      if (!near) return null;
      const box = boundingBox(near, radiusKm);
      return (slot) => {
        const lat = lats[slot]!;
        const lon = lons[slot]!;
        if (!(lat >= box.minLat && lat <= box.maxLat && lon >= box.minLon && lon <= box.maxLon)) return false;
        return haversineKm(near, { lat, lon }) <= radiusKm;
      };
    },
  }),

  skills: serverFilter({
    // Every one of the given skills, required or nice to have (GIN on skill_ids answers @>).
    sql: ({ skills }, table = jobs) => (skills ? arrayContains(table.skillIds, skills) : undefined),
    lexemes: ({ skills }) =>
      skills?.length ? { tsquery: skills.map((skill) => lexeme("skill", skill)).join(" & "), exact: true } : undefined,
    columns: { skillIds: kept(jobs.skillIds) },
    index: ({ skills }, { skillIds }) =>
      skills ? (slot) => skills.every((skill) => skillIds[slot]!.includes(skill)) : null,
  }),

  pay: serverFilter({
    sql: ({ minPay, currency }, table = jobs) =>
      minPay === undefined ? undefined : minPayCondition(minPay, currency ?? "EUR", table),
    columns: { payMinYearly: keptNumber(jobs.payMinYearly), payCurrency: kept(jobs.payCurrency) },
    index: ({ minPay, currency }, { payMinYearly, payCurrency }) => {
      if (minPay === undefined) return null;
      const minimum: Record<string, number> = minimumInEachCurrency(minPay, currency ?? "EUR");
      const lowest = Math.min(...Object.values(minimum));
      return (slot) => {
        const pay = payMinYearly[slot]!;
        const each = payCurrency[slot] ?? "";
        // NaN (no pay) fails both comparisons, as NULL does; so does a currency the CASE does not list.
        return pay >= lowest && Object.hasOwn(minimum, each) && pay >= minimum[each]!;
      };
    },
  }),

  startFrom: serverFilter({
    sql: ({ startFrom }, table = jobs) => (startFrom ? gte(table.startDate, startFrom) : undefined),
    columns: { startDate: kept(jobs.startDate) },
    index: ({ startFrom }, { startDate }) =>
      startFrom ? (slot) => startDate[slot] !== null && startDate[slot]! >= startFrom : null,
  }),

  company: serverFilter({
    sql: ({ companyId }, table = jobs) => (companyId ? eq(table.companyId, companyId) : undefined),
    columns: { companyId: kept(jobs.companyId) },
    index: ({ companyId }, columns) => (companyId ? (slot) => columns.companyId[slot] === companyId : null),
  }),

  status: serverFilter({
    // A company's own list only, which reads `jobs`.
    sql: ({ status }) => (status ? inArray(jobs.status, status) : undefined),
    columns: {},
    // The index holds published jobs for the public search; a company's own list (status) never asks it.
    index: () => null,
  }),
} satisfies Record<JobFilterName, ServerFilter<Record<string, AnyKeptColumn>>>;

type UnionToIntersection<U> = (U extends unknown ? (each: U) => void : never) extends (each: infer I) => void
  ? I
  : never;

/** Every column the search index keeps for the filters and its nearest-first order, by name. */
export type KeptColumns = typeof placeColumns &
  UnionToIntersection<(typeof serverJobFilters)[JobFilterName]["columns"]>;
export const keptColumns = Object.assign(
  {},
  placeColumns,
  ...Object.values(serverJobFilters).map((filter) => filter.columns),
) as KeptColumns;

/** A job's kept columns as read from the database. */
export type KeptValues = { [K in keyof KeptColumns]: GetColumnData<KeptColumns[K]["from"]> };
