import type { RatingReportCreate } from "@stint/shared/ratings";
import { api } from "../../../lib/api-client.ts";

/** Anyone signed in who can see a rating may report it once; it stays visible, flagged, until reviewed. */
export function reportRating(id: string, body: RatingReportCreate) {
  return api.post<unknown>(`/ratings/${encodeURIComponent(id)}/reports`, body);
}
