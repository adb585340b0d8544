import type { Place } from "@stint/shared";

/** Suggests city-level places for what a user has typed; the offline gazetteer is the default. */
export type Geocoder = {
  suggest(query: string, limit: number): Promise<Place[]>;
};
