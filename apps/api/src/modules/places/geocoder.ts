import type { Place } from "@stint/shared";

/** Suggests city-level places for what a user has typed; the offline gazetteer is the default. */
export type Geocoder = {
  suggest(query: string, limit: number): Promise<Place[]>;
  /** Credit the data's licence requires wherever suggestions are shown (GeoNames, OpenStreetMap, ...). */
  readonly attribution: string;
};
