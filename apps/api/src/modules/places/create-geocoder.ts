import { createGazetteerGeocoder } from "./gazetteer-geocoder.ts";
import type { Geocoder } from "./geocoder.ts";
import { createHostedGeocoder } from "./hosted-geocoder.ts";

/**
 * GEOCODER_URL switches to a hosted Photon-compatible service; without it the shipped gazetteer answers,
 * so a fresh machine needs no account anywhere. There is deliberately no silent fallback from one to the
 * other: a configured service that fails should show up as failing, not as different suggestions.
 */
export function createGeocoder({ geocoderUrl }: { geocoderUrl?: string | undefined }): Geocoder {
  return geocoderUrl ? createHostedGeocoder({ url: geocoderUrl }) : createGazetteerGeocoder();
}
