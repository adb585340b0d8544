import type { FeatureCollection, Geometry, MultiLineString, Position } from "geojson";
import { feature, mesh } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import coarseUrl from "world-atlas/countries-110m.json?url";
import detailedUrl from "world-atlas/countries-50m.json?url";

export type World = { land: FeatureCollection; borders: MultiLineString };

/**
 * Natural Earth's countries at two scales: 1:110m (40 kB) for the world and its continents, 1:50m (230 kB)
 * once a map shows a region, where the coarse coastlines would put coastal towns in the sea.
 */
export type WorldDetail = "coarse" | "detailed";
const URLS: Record<WorldDetail, string> = { coarse: coarseUrl, detailed: detailedUrl };

type WorldTopology = Topology<{ countries: GeometryCollection; land: GeometryCollection }>;

/**
 * Natural Earth's shapes cross the antimeridian (Russia's east, Fiji) by jumping from 180° to -180°, which a
 * spherical renderer handles but Leaflet draws as a line across the whole world. Continuing the longitudes
 * past ±180° instead keeps each shape in one piece.
 */
export function unwrapLongitudes(line: Position[]): Position[] {
  let shift = 0;
  return line.map((position, index) => {
    const previous = line[index - 1];
    const [lon = 0, lat = 0] = position;
    if (previous) {
      const step = lon - (previous[0] ?? 0);
      if (step > 180) shift -= 360;
      else if (step < -180) shift += 360;
    }
    return [lon + shift, lat];
  });
}

function unwrapGeometry(geometry: Geometry): Geometry {
  switch (geometry.type) {
    case "LineString":
      return { ...geometry, coordinates: unwrapLongitudes(geometry.coordinates) };
    case "MultiLineString":
    case "Polygon":
      return { ...geometry, coordinates: geometry.coordinates.map(unwrapLongitudes) };
    case "MultiPolygon":
      return { ...geometry, coordinates: geometry.coordinates.map((polygon) => polygon.map(unwrapLongitudes)) };
    default:
      return geometry;
  }
}

const worlds = new Map<WorldDetail, Promise<World>>();

/**
 * Natural Earth's countries, shipped as hashed static assets and fetched only when a map needs them (as JSON
 * they are as small as a JavaScript chunk and parse faster), converted from TopoJSON once per visit.
 */
export function loadWorld(detail: WorldDetail = "coarse"): Promise<World> {
  const known = worlds.get(detail);
  if (known) return known;
  const world = fetch(URLS[detail])
    .then((response) => {
      if (!response.ok) throw new Error(`The world map could not be loaded (${response.status}).`);
      return response.json() as Promise<WorldTopology>;
    })
    .then((topology) => {
      const land = feature(topology, topology.objects.land);
      // Shared arcs only: coastlines are drawn by the land's own outline, so they are not stroked twice.
      const borders = mesh(topology, topology.objects.countries, (a, b) => a !== b);
      return {
        land: {
          ...land,
          features: land.features.map((item) => ({ ...item, geometry: unwrapGeometry(item.geometry) })),
        },
        borders: { ...borders, coordinates: borders.coordinates.map(unwrapLongitudes) },
      };
    })
    .catch((error: unknown) => {
      worlds.delete(detail);
      throw error;
    });
  worlds.set(detail, world);
  return world;
}
