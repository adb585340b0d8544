import type { RatingResponseWrite } from "@stint/shared/ratings";
import { answer, api } from "../../../lib/api-client.ts";

/** The rated company's one public answer to a rating about it, written or edited. */
export function writeRatingResponse(id: string, body: RatingResponseWrite) {
  return answer(api.PUT("/ratings/{id}/response", { params: { path: { id } }, body }));
}
