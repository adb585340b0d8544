import type { RatingModeration } from "@stint/shared/ratings";
import { api } from "../../../lib/api-client.ts";

/** A moderator keeps a reported rating (its reports dismissed) or hides it with a public reason. */
export function moderateRating(id: string, body: RatingModeration) {
  return api.post<unknown>(`/ratings/${encodeURIComponent(id)}/moderation`, body);
}
