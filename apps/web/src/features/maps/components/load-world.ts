import type { FeatureCollection, Geometry, MultiLineString, Position } from "geojson";
import { feature, mesh } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import worldUrl from "world-atlas/countries-110m.json?url";

export type World = { land: FeatureCollection; borders: MultiLineString };

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

let world: Promise<World> | undefined;

/**
 * Natural Earth's 1:110m countries, shipped as a hashed static asset and fetched only when a map is shown
 * (as JSON it is as small as a JavaScript chunk and parses faster), converted from TopoJSON once per visit.
 */
export function loadWorld(): Promise<World> {
  world ??= fetch(worldUrl)
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
      world = undefined;
      throw error;
    });
  return world;
}
