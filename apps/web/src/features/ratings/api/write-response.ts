import type { Rating, RatingResponseWrite } from "@stint/shared/ratings";
import { api } from "../../../lib/api-client.ts";

/** The rated company's one public answer to a rating about it, written or edited. */
export function writeRatingResponse(id: string, body: RatingResponseWrite) {
  return api.put<Rating>(`/ratings/${encodeURIComponent(id)}/response`, body);
}
