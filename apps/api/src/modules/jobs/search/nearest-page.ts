import type { LatLon } from "@stint/shared/geo";
import { and, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { float8, haversineKmSql } from "../../../db/sql-helpers.ts";
import { companies, jobSearchRows, jobs } from "../../../db/schema/index.ts";
import { jobListColumns } from "../job-dto.ts";
import { alongIndexes } from "./through-indexes.ts";
import type { OrderedPage } from "./ordered-page.ts";

/**
 * More places than this within a search's latitude band: the nearest-first order is read the general way
 * (ordered-page.ts), which finds and sorts every match within the radius.
 */
export const MAX_PLACES = 200;

/** Degrees of latitude a km spans at most on the sphere of haversineKmSql (6371 km), rounded down: a wide band. */
const KM_PER_DEGREE_AT_MOST = 111;

type Place = { lat: number; lon: number; distanceKm: number };

/**
 * The places (distinct coordinates) of published jobs within `radiusKm` of `near`, nearest first, with the
 * distance the general order computes for their jobs (the same formula on the same stored numbers). Found by a
 * loose scan of the (lat, lon, id) index, one probe per place in the latitude band; null past MAX_PLACES.
 * Jobs are placed by a geocoder, mostly at a city's or a district's coordinates, so a city with thirty thousand
 * jobs is one place.
 */
async function placesNear(db: Db, near: LatLon, radiusKm: number): Promise<Place[] | null> {
  const band = radiusKm / KM_PER_DEGREE_AT_MOST;
  const minLat = float8(near.lat - band);
  const maxLat = float8(near.lat + band);
  const distance = haversineKmSql({ lat: float8(near.lat), lon: float8(near.lon) }, { lat: sql`lat`, lon: sql`lon` });
  const result = await db.execute(sql`
    with recursive places(lat, lon) as (
      (select lat, lon from ${jobSearchRows} where lat >= ${minLat} and lat <= ${maxLat} and lon is not null
        order by lat, lon limit 1)
      union all
      (select next.lat, next.lon from places cross join lateral (
        select r.lat, r.lon from ${jobSearchRows} r
        where (r.lat, r.lon) > (places.lat, places.lon) and r.lat <= ${maxLat} and r.lon is not null
        order by r.lat, r.lon limit 1) next)
    ),
    banded as (select lat, lon from places limit ${MAX_PLACES + 1})
    select lat, lon, ${distance} as "distanceKm", (select count(*) from banded)::int as "inBand"
    from banded where ${distance} <= ${float8(radiusKm)}
    order by "distanceKm", lat, lon`);
  const rows = (result as unknown as { rows: (Place & { inBand: number })[] }).rows;
  if ((rows[0]?.inBand ?? 0) > MAX_PLACES) return null;
  return rows.map(({ lat, lon, distanceKm }) => ({
    lat: Number(lat),
    lon: Number(lon),
    distanceKm: Number(distanceKm),
  }));
}

/**
 * One page of the published jobs within the radius, nearest first (ties by id), with the capped number of
 * matches: the same page and count as ordered-page.ts's distance order, read place by place. Each place gives
 * at most the first `upTo` of its jobs by id (the index's own order), and the nearest `upTo` of all those are the
 * nearest `upTo` overall, so no place is read past what the page and the count need. `filters`: the search's
 * other conditions on the rows' columns. Null when there are too many places for this to pay.
 */
export async function nearestPage(options: {
  db: Db;
  near: LatLon;
  radiusKm: number;
  filters: SQL | undefined;
  offset: number;
  limit: number;
  upTo: number;
}): Promise<OrderedPage | null> {
  const { db, offset, limit, upTo } = options;
  const places = await placesNear(db, options.near, options.radiusKm);
  if (!places) return null;
  if (places.length === 0) return { rows: [], matches: null };
  const values = sql.join(
    places.map((place) => sql`(${float8(place.lat)}, ${float8(place.lon)}, ${float8(place.distanceKm)})`),
    sql`, `,
  );
  const r = jobSearchRows;
  const placeJobs = db
    .select({ id: r.id })
    .from(r)
    .where(and(sql`${r.lat} = p.lat`, sql`${r.lon} = p.lon`, options.filters))
    .orderBy(r.id)
    .limit(upTo)
    .as("place_jobs");
  const matches = db.$with("matches").as(
    db
      .select({ id: placeJobs.id, key: sql<number>`p.distance`.as("sort_key") })
      .from(sql`(values ${values}) as p(lat, lon, distance)`)
      .innerJoinLateral(placeJobs, sql`true`)
      .orderBy(sql`p.distance`, placeJobs.id)
      .limit(upTo),
  );
  const page = db
    .$with("nearest_page")
    .as(
      db
        .select({ id: matches.id, key: matches.key })
        .from(matches)
        .orderBy(matches.key, matches.id)
        .limit(limit)
        .offset(offset),
    );
  const read = (tx: Db) =>
    tx
      .with(matches, page)
      .select({ ...jobListColumns, matches: sql<number>`(select count(*) from ${matches})`.mapWith(Number) })
      .from(page)
      .innerJoin(jobs, eq(jobs.id, page.id))
      .innerJoin(companies, eq(companies.id, jobs.companyId))
      .orderBy(page.key, page.id);
  // With a filter on the rows, each place is walked in its index's order until it has `upTo` (see alongIndexes).
  const rows = options.filters ? await alongIndexes(db, read) : await read(db);
  return { rows, matches: rows[0]?.matches ?? null };
}
