import type { RatingModeration } from "@stint/shared/ratings";
import { answer, api } from "../../../lib/api-client.ts";

/** A moderator keeps a reported rating (its reports dismissed) or hides it with a public reason. */
export function moderateRating(id: string, body: RatingModeration) {
  return answer(api.POST("/ratings/{id}/moderation", { params: { path: { id } }, body }));
}
