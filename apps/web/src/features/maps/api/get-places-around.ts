import type { NearbyPlace } from "@stint/shared/place";
import { api } from "../../../lib/api-client.ts";

export type PlacesAround = { items: NearbyPlace[]; attribution: string };
export type MapBox = { south: number; west: number; north: number; east: number };

/** The largest towns inside a map's box, largest first (from the gazetteer shipped with the server). */
export function getPlacesAround(box: MapBox, limit: number, signal?: AbortSignal) {
  return api.get<PlacesAround>("/places/around", { query: { ...box, limit }, signal });
}
