import { boundingBox } from "@stint/shared/geo";
import { MIN_RADIUS_KM } from "@stint/matching/weights";
import { type SQL, sql } from "drizzle-orm";

/**
 * SQL that leaves out, before scoring, pairs the engine would exclude anyway. Each condition keeps a
 * superset of what the engine keeps (boxes around circles, the longest duration where none is given), so
 * the engine's own rules still decide: the database only spares it rows it would throw away.
 */

/** Slack the engine allows around availability (days), doubled to stay on the safe side. */
const AVAILABILITY_SLACK = sql.raw(`interval '28 days'`);
const LONGEST_JOB = sql.raw(`interval '36 months'`);

/** Text arrays as SQL parameters. */
export const textArray = (values: readonly string[]): SQL =>
  sql`${`{${values.map(quoteArrayItem).join(",")}}`}::text[]`;
const quoteArrayItem = (value: string) => `"${value.replace(/["\\]/g, (c) => `\\${c}`)}"`;

/** How many of `values` an array column holds (for a cheap pre-order by skill overlap). */
export const overlapCount = (column: SQL | unknown, values: readonly string[]): SQL<number> =>
  values.length === 0
    ? sql<number>`0`
    : sql<number>`cardinality(array(select unnest(${column}) intersect select unnest(${textArray(values)})))`;

/** Some period of availability [from, to] overlaps a job starting at `start` for up to three years. */
export function availabilityOverlaps(options: {
  availableFrom: SQL | string | null;
  availableTo: SQL | string | null;
  startDate: SQL;
}): SQL {
  const { startDate } = options;
  // Typed, so a value passed as a parameter has a type even where it is only compared with null.
  const availableFrom = options.availableFrom === null ? null : sql`(${options.availableFrom})::date`;
  const availableTo = options.availableTo === null ? null : sql`(${options.availableTo})::date`;
  const parts: SQL[] = [];
  if (availableTo !== null) {
    parts.push(
      sql`(${startDate} is null or ${availableTo} is null or ${startDate} <= ${availableTo} + ${AVAILABILITY_SLACK})`,
    );
  }
  if (availableFrom !== null) {
    parts.push(
      sql`(${startDate} is null or ${availableFrom} is null or greatest(${startDate}, current_date) + ${LONGEST_JOB} >= ${availableFrom} - ${AVAILABILITY_SLACK})`,
    );
  }
  return parts.length ? sql.join(parts, sql` and `) : sql`true`;
}

/** Boxes around the CV's places, each as large as its radius (the engine's smallest radius at least). */
export function nearAnyPlace(options: {
  places: readonly { lat: number; lon: number }[];
  radiusKm: number;
  lat: SQL | unknown;
  lon: SQL | unknown;
}): SQL {
  const radius = Math.max(options.radiusKm, MIN_RADIUS_KM) + 1;
  const boxes = options.places.map((place) => {
    const box = boundingBox(place, radius);
    return sql`point(${options.lon}, ${options.lat}) <@ box(point(${box.minLon}::float8, ${box.minLat}::float8), point(${box.maxLon}::float8, ${box.maxLat}::float8))`;
  });
  return boxes.length ? sql`(${sql.join(boxes, sql` or `)})` : sql`false`;
}
