import type { Rating, RatingModeration } from "@stint/shared/ratings";
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { ratingReports, ratings } from "../../db/schema/index.ts";
import { forbidden } from "../../lib/errors.ts";
import { getRating, loadVisibleRating } from "./get-rating.ts";
import type { RatingViewer } from "./rating-viewer.ts";

/**
 * `POST /api/ratings/{id}/moderation` (moderators): `keep` dismisses the open reports and shows the rating
 * again if it was hidden; `hide` keeps it listed with a public reason, its words blanked for anyone but its
 * author, out of the company's averages. Either way the open reports are reviewed. 404 for a rating the viewer
 * cannot read, 403 for a reader who is not a moderator.
 */
export async function moderateRating(options: {
  db: Db;
  viewer: RatingViewer;
  ratingId: string;
  now: Date;
  decision: RatingModeration;
}): Promise<Rating> {
  const { db, viewer, now, decision } = options;
  const rating = await loadVisibleRating(options);
  if (!viewer.moderator) throw forbidden("Only moderators review ratings.");
  await db.transaction(async (tx) => {
    await tx
      .update(ratingReports)
      .set({ reviewedAt: now })
      .where(and(eq(ratingReports.ratingId, rating.id), isNull(ratingReports.reviewedAt)));
    await tx
      .update(ratings)
      .set(
        decision.action === "hide"
          ? { hiddenAt: now, hiddenReason: decision.reason ?? "", hiddenBy: viewer.userId }
          : { hiddenAt: null, hiddenReason: null, hiddenBy: null },
      )
      .where(eq(ratings.id, rating.id));
  });
  return getRating(options);
}
