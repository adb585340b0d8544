import type { NearbyPlace, Place } from "@stint/shared/place";

/** A map's visible box in degrees; it does not cross the antimeridian. */
export type MapBox = { south: number; west: number; north: number; east: number };

/** Suggests city-level places for what a user has typed; the offline gazetteer is the default. */
export type Geocoder = {
  suggest(query: string, limit: number): Promise<Place[]>;
  /** The largest places inside a box, for the towns an offline map shows; the shipped gazetteer has them. */
  around?(box: MapBox, limit: number): Promise<NearbyPlace[]>;
  /** Credit the data's licence requires wherever suggestions are shown (GeoNames, OpenStreetMap, ...). */
  readonly attribution: string;
};
