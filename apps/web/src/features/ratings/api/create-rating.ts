import type { Rating, RatingCreate } from "@stint/shared/ratings";
import { api } from "../../../lib/api-client.ts";

/** The author's rating of the other side of one of their matches (a second one for the same match is a 409). */
export function createRating(body: RatingCreate) {
  return api.post<Rating>("/ratings", body);
}
