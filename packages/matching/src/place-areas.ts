import { type BoundingBox, boundingBox, type LatLon } from "@stint/shared/geo";
import { effectiveRadius } from "./parts.ts";
import type { PreparedCv, PreparedJob } from "./prepare.ts";

/**
 * Where a CV and a job can meet, as boxes a ranking compares before it asks the engine: a job outside every
 * box of a CV is excluded for distance (placeCredit 0). The boxes are a little larger than the radius (the
 * box's degrees are an approximation), so they never leave out a pair the engine keeps.
 */
const MARGIN = { factor: 1.01, km: 1 };

/**
 * The boxes holding every place the CV accepts a job at, or null when it accepts a job anywhere (no
 * preferred places, or willing to relocate).
 */
export function cvPlaceAreas(cv: PreparedCv): BoundingBox[] | null {
  if (cv.places.length === 0 || cv.willingToRelocate) return null;
  const km = effectiveRadius(cv) * MARGIN.factor + MARGIN.km;
  return cv.places.map((place) => boundingBox(place, km));
}

/** One box holding every place the CV accepts a job at (the boxes of cvPlaceAreas together), or null. */
export function cvPlaceArea(cv: PreparedCv): BoundingBox | null {
  const areas = cvPlaceAreas(cv);
  if (areas === null) return null;
  return {
    minLat: Math.min(...areas.map((area) => area.minLat)),
    maxLat: Math.max(...areas.map((area) => area.maxLat)),
    minLon: Math.min(...areas.map((area) => area.minLon)),
    maxLon: Math.max(...areas.map((area) => area.maxLon)),
  };
}

/** Where the job is done, or null when distance never excludes it (remote, or no place given). */
export function jobPlacePoint(job: PreparedJob): LatLon | null {
  const location = job.job.location;
  if (job.job.workMode === "remote" || location === null) return null;
  return { lat: location.lat, lon: location.lon };
}

/** A box of no size at a point. */
export const pointArea = (point: LatLon): BoundingBox => ({
  minLat: point.lat,
  maxLat: point.lat,
  minLon: point.lon,
  maxLon: point.lon,
});

export const areasOverlap = (a: BoundingBox, b: BoundingBox): boolean =>
  a.minLat <= b.maxLat && b.minLat <= a.maxLat && a.minLon <= b.maxLon && b.minLon <= a.maxLon;
