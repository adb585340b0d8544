import type { NearbyPlace } from "@stint/shared/place";
import { COORDINATE_SCALE, type GazetteerData } from "./gazetteer-data.ts";
import type { MapBox } from "./geocoder.ts";

/**
 * The `limit` most populous places inside the box, largest first: the towns a map shows around a place. A scan
 * of the columns (about 1 ms for 135,000 places) is cheaper than keeping a spatial index for every process.
 */
export function placesAround(data: GazetteerData, box: MapBox, limit: number): NearbyPlace[] {
  const south = Math.floor(box.south * COORDINATE_SCALE);
  const north = Math.ceil(box.north * COORDINATE_SCALE);
  const west = Math.floor(box.west * COORDINATE_SCALE);
  const east = Math.ceil(box.east * COORDINATE_SCALE);
  const found: number[] = [];
  for (let place = 0; place < data.id.length; place++) {
    const lat = data.lat[place]!;
    const lon = data.lon[place]!;
    if (lat < south || lat > north || lon < west || lon > east) continue;
    found.push(place);
  }
  // Ties go to the alphabetically earlier place (the lower number), so answers do not depend on scan order.
  found.sort((a, b) => data.population[b]! - data.population[a]! || a - b);
  return found.slice(0, limit).map((place) => ({
    id: `geonames:${data.id[place]!}`,
    name: data.name[place]!,
    lat: data.lat[place]! / COORDINATE_SCALE,
    lon: data.lon[place]! / COORDINATE_SCALE,
  }));
}
