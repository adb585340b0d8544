import type { RatingPatch } from "@stint/shared/ratings";
import { answer, api } from "../../../lib/api-client.ts";

/** Sends only the changed fields, while the rating is still hidden from the rated side (403/409 after). */
export function updateRating(id: string, changes: RatingPatch) {
  return answer(api.PATCH("/ratings/{id}", { params: { path: { id } }, body: changes }));
}
