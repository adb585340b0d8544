const EARTH_RADIUS_KM = 6371;
const KM_PER_DEGREE_LAT = 111.32;

export type LatLon = { lat: number; lon: number };

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in km; the same formula as the job search SQL in the API. */
export function haversineKm(a: LatLon, b: LatLon): number {
  const dLat = radians(b.lat - a.lat);
  const dLon = radians(b.lon - a.lon);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

export type BoundingBox = { minLat: number; maxLat: number; minLon: number; maxLon: number };

/**
 * A box that contains every point within `radiusKm` of the centre, for an index prefilter before the exact
 * distance. Near a pole or across the antimeridian the longitude range would wrap, so it opens to the full
 * range there (rare, and still correct: the exact distance decides).
 */
export function boundingBox(centre: LatLon, radiusKm: number): BoundingBox {
  const dLat = radiusKm / KM_PER_DEGREE_LAT;
  const minLat = Math.max(-90, centre.lat - dLat);
  const maxLat = Math.min(90, centre.lat + dLat);
  const cosLat = Math.cos(radians(Math.max(Math.abs(minLat), Math.abs(maxLat))));
  const dLon = cosLat > 0.01 ? radiusKm / (KM_PER_DEGREE_LAT * cosLat) : 360;
  if (centre.lon - dLon < -180 || centre.lon + dLon > 180) return { minLat, maxLat, minLon: -180, maxLon: 180 };
  return { minLat, maxLat, minLon: centre.lon - dLon, maxLon: centre.lon + dLon };
}
