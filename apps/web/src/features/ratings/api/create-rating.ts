import type { RatingCreate } from "@stint/shared/ratings";
import { answer, api } from "../../../lib/api-client.ts";

/** The author's rating of the other side of one of their matches (a second one for the same match is a 409). */
export function createRating(body: RatingCreate) {
  return answer(api.POST("/ratings", { body }));
}
