import type { RatingReportCreate } from "@stint/shared/ratings";
import { answer, api } from "../../../lib/api-client.ts";

/** Anyone signed in who can see a rating may report it once; it stays visible, flagged, until reviewed. */
export function reportRating(id: string, body: RatingReportCreate) {
  return answer(api.POST("/ratings/{id}/reports", { params: { path: { id } }, body }));
}
