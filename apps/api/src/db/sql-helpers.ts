import { type SQL, sql } from "drizzle-orm";

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
