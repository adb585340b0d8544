import type { Rating, RatingPatch } from "@stint/shared/ratings";
import { api } from "../../../lib/api-client.ts";

/** Sends only the changed fields, while the rating is still hidden from the rated side (403/409 after). */
export function updateRating(id: string, changes: RatingPatch) {
  return api.patch<Rating>(`/ratings/${encodeURIComponent(id)}`, changes);
}
