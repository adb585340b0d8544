import { placeSchema, type Place } from "@stint/shared/place";
import { z } from "zod";
import { AppError } from "../../lib/errors.ts";
import type { Geocoder } from "./geocoder.ts";
import { placeLabel } from "./place-label.ts";

export const PHOTON_ATTRIBUTION = "Places: © OpenStreetMap contributors (ODbL), via Photon";
const DEFAULT_TIMEOUT_MS = 3000;

// Only what we read; Photon sends more (extent, county, postcode...) and other Photon-compatible servers
// may omit some of it, so each feature is checked on its own and a bad one is skipped, not fatal.
const featureSchema = z.object({
  geometry: z.object({ coordinates: z.tuple([z.number(), z.number()]).rest(z.number()) }),
  properties: z.object({
    osm_type: z.string().optional(),
    osm_id: z.union([z.number(), z.string()]).optional(),
    name: z.string().optional(),
    state: z.string().optional(),
    country: z.string().optional(),
    countrycode: z.string().optional(),
  }),
});
const responseSchema = z.object({ features: z.array(z.unknown()) });

const unavailable = (cause: unknown) => {
  const error = new AppError(
    "geocoder-unavailable",
    503,
    "Place suggestions are unavailable right now. Please try again.",
  );
  error.cause = cause;
  return error;
};

/**
 * A Photon-compatible geocoder (https://github.com/komoot/photon), e.g. a self-hosted instance, configured
 * by GEOCODER_URL. `lang=en` keeps country and region names in English like the offline gazetteer's;
 * Photon imports English by default.
 */
export function createHostedGeocoder(options: { url: string; timeoutMs?: number; attribution?: string }): Geocoder {
  // Resolving "api" against a base with a trailing slash keeps any path prefix the service sits under.
  const endpoint = new URL("api", options.url.endsWith("/") ? options.url : `${options.url}/`);
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  return {
    attribution: options.attribution ?? PHOTON_ATTRIBUTION,
    async suggest(query: string, limit: number) {
      const url = new URL(endpoint);
      url.search = new URLSearchParams({ q: query, limit: String(limit), layer: "city", lang: "en" }).toString();
      let body: unknown;
      try {
        const response = await fetch(url, {
          signal: AbortSignal.timeout(timeoutMs),
          headers: { accept: "application/json" },
        });
        if (!response.ok) throw new Error(`geocoder answered ${response.status}`);
        body = await response.json();
      } catch (error) {
        throw unavailable(error);
      }
      const parsed = responseSchema.safeParse(body);
      if (!parsed.success) throw unavailable(parsed.error);
      const places: Place[] = [];
      const ids = new Set<string>();
      for (const feature of parsed.data.features) {
        const place = toPlace(feature);
        if (!place || ids.has(place.id)) continue;
        ids.add(place.id);
        places.push(place);
        if (places.length === limit) break;
      }
      return places;
    },
  };
}

function toPlace(feature: unknown): Place | null {
  const parsed = featureSchema.safeParse(feature);
  if (!parsed.success) return null;
  const { geometry, properties } = parsed.data;
  const [lon, lat] = geometry.coordinates;
  const city = properties.name?.trim() ?? "";
  const region = properties.state?.trim() ?? "";
  const country = properties.country?.trim() ?? "";
  if (properties.osm_id === undefined || !properties.osm_type) return null;
  const candidate = {
    id: `osm:${properties.osm_type}${properties.osm_id}`,
    label: placeLabel(city, region, country),
    city,
    region,
    country,
    countryCode: properties.countrycode?.toUpperCase() ?? "",
    lat,
    lon,
  };
  // The same contract the gazetteer meets, so a stored address looks alike whichever driver made it.
  const place = placeSchema.safeParse(candidate);
  return place.success ? place.data : null;
}
