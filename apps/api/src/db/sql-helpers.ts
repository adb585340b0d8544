import { type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";

/** A point as two SQL numbers (columns, JSON fields or parameters cast to float8). */
export type SqlPoint = { lat: SQL | unknown; lon: SQL | unknown };

/** Great-circle distance in km between two points, in SQL: the formula of haversineKm in @stint/shared/geo. */
export function haversineKmSql(a: SqlPoint, b: SqlPoint): SQL<number> {
  return sql<number>`(2 * 6371 * asin(least(1, sqrt(
    power(sin(radians(${b.lat} - ${a.lat}) / 2), 2)
    + cos(radians(${a.lat})) * cos(radians(${b.lat})) * power(sin(radians(${b.lon} - ${a.lon}) / 2), 2)))))`;
}

/** A parameter as a float8, for coordinates given by the caller. */
export const float8 = (value: number): SQL => sql`${value}::float8`;

/** An ILIKE pattern that finds `text` anywhere, with LIKE's own characters taken literally. */
export const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * `column` is one of `values`, with the list as one array parameter of the column's type. drizzle's inArray
 * writes a parameter per value, and building and typing those cost more API time than the database spends
 * on a page's 50 ids.
 */
export const isOneOf = (column: PgColumn, values: readonly unknown[]): SQL =>
  sql`${column} = any(${sql.param(values)}::${sql.raw(column.getSQLType())}[])`;
