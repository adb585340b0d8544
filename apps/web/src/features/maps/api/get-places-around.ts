import type { NearbyPlace } from "@stint/shared/place";
import { answer, api } from "../../../lib/api-client.ts";

export type PlacesAround = { items: NearbyPlace[]; attribution: string };
export type MapBox = { south: number; west: number; north: number; east: number };

/** The largest towns inside a map's box, largest first (from the gazetteer shipped with the server). */
export function getPlacesAround(box: MapBox, limit: number, signal?: AbortSignal) {
  return answer(api.GET("/places/around", { params: { query: { ...box, limit } }, signal }));
}
