import type { Rating, RatingReportCreate } from "@stint/shared/ratings";
import { forbidden } from "../../lib/errors.ts";
import type { Db } from "../../db/client.ts";
import { ratingReports } from "../../db/schema/index.ts";
import { getRating, loadVisibleRating } from "./get-rating.ts";
import { alreadyReported } from "./rating-errors.ts";
import type { RatingViewer } from "./rating-viewer.ts";

/**
 * `POST /api/ratings/{id}/reports`: anyone who can read a rating, except its author, reports it once. It stays
 * visible, flagged, until a moderator reviews it.
 */
export async function reportRating(options: {
  db: Db;
  viewer: RatingViewer;
  ratingId: string;
  now: Date;
  input: RatingReportCreate;
}): Promise<Rating> {
  const { db, viewer, now, input } = options;
  const rating = await loadVisibleRating(options);
  if (rating.authorId === viewer.userId) throw forbidden("You cannot report your own rating.");
  const [created] = await db
    .insert(ratingReports)
    .values({
      ratingId: rating.id,
      reporterId: viewer.userId,
      reason: input.reason,
      details: input.details ?? null,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ ratingId: ratingReports.ratingId });
  if (!created) throw alreadyReported();
  return getRating(options);
}
