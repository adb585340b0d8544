import type { Rating, RatingModeration } from "@stint/shared/ratings";
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { ratingReports, ratings } from "../../db/schema/index.ts";
import { writeAudit } from "../operators/audit-log.ts";
import type { OperatorViewer } from "../operators/operator-access.ts";
import { getRating, loadVisibleRating } from "./get-rating.ts";
import type { RatingModerator } from "./rating-viewer.ts";

/** The operator as a reader of ratings. */
export const asRatingModerator = (operator: OperatorViewer): RatingModerator => ({
  role: "moderator",
  userId: operator.userId,
});

/**
 * `POST /api/admin/moderation/ratings/{id}` (operators with `moderation`): `keep` dismisses the open reports and
 * shows the rating again if it was hidden; `hide` keeps it listed with a public reason, its words blanked for
 * anyone but its author, out of the company's averages. Either way the open reports are reviewed, and the audit
 * log gets its line with the reason in the same transaction. 404 for a rating that is not revealed (nobody but
 * its author could have reported it). Nobody is told: the author sees the hide on the rating itself, as before.
 */
export async function moderateRating(options: {
  db: Db;
  operator: OperatorViewer;
  ratingId: string;
  now: Date;
  decision: RatingModeration;
}): Promise<Rating> {
  const { db, operator, now, decision } = options;
  const viewer = asRatingModerator(operator);
  const rating = await loadVisibleRating({ ...options, viewer });
  await db.transaction(async (tx) => {
    const reviewed = await tx
      .update(ratingReports)
      .set({ reviewedAt: now })
      .where(and(eq(ratingReports.ratingId, rating.id), isNull(ratingReports.reviewedAt)))
      .returning({ reason: ratingReports.reason });
    await tx
      .update(ratings)
      .set(
        decision.action === "hide"
          ? { hiddenAt: now, hiddenReason: decision.reason ?? "", hiddenBy: operator.userId }
          : { hiddenAt: null, hiddenReason: null, hiddenBy: null },
      )
      .where(eq(ratings.id, rating.id));
    await writeAudit(tx, {
      actor: operator,
      action: `rating.${decision.action}`,
      subjectType: "rating",
      subjectId: rating.id,
      subjectLabel: `${rating.companyName}, ${rating.jobTitle}: ${rating.title}`,
      reason: decision.reason ?? null,
      details: {
        direction: rating.direction,
        reports: reviewed.map((report) => report.reason),
        wasHidden: rating.hiddenAt !== null,
      },
    });
  });
  return getRating({ db, viewer, ratingId: rating.id, now });
}
