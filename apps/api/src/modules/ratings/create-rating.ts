import type { Rating, RatingCreate } from "@stint/shared/ratings";
import type { Db } from "../../db/client.ts";
import { ratings } from "../../db/schema/index.ts";
import { announceReveals } from "./announce-reveals.ts";
import { assertCategories } from "./rating-categories.ts";
import { alreadyRated } from "./rating-errors.ts";
import { dayOf, directionOf, lockViewerMatch, ratingsOfMatch, whyNotRateable } from "./rating-match.ts";
import type { RatingViewer } from "./rating-viewer.ts";
import { getRating } from "./get-rating.ts";

/**
 * `POST /api/ratings`: the viewer rates the other side of one of their matches once its start date has
 * passed, once per side. The second side's rating reveals both at once, and both rated sides are told.
 */
export async function createRating(options: {
  db: Db;
  viewer: RatingViewer;
  input: RatingCreate;
  now: Date;
}): Promise<Rating> {
  const { db, viewer, input, now } = options;
  const direction = directionOf(viewer);
  assertCategories(direction, input.categories);
  const ratingId = await db.transaction(async (tx) => {
    const match = await lockViewerMatch(tx, viewer, input.matchId);
    const refusal = whyNotRateable(match, dayOf(now));
    if (refusal) throw refusal;
    const existing = await ratingsOfMatch(tx, match.id);
    if (existing.some((rating) => rating.direction === direction)) throw alreadyRated();
    const [created] = await tx
      .insert(ratings)
      .values({
        matchId: match.id,
        jobId: match.jobId,
        direction,
        authorId: viewer.userId,
        companyId: match.companyId,
        studentId: match.studentId,
        overall: input.overall,
        categories: input.categories as Record<string, number>,
        title: input.title,
        text: input.text,
        wouldRecommend: input.wouldRecommend,
        // Only a student's rating is public and anonymous by default; a company always rates by name.
        signed: direction === "student-to-company" && input.signed,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: ratings.id });
    if (existing.length > 0) {
      await announceReveals(tx, { ratingIds: [created!.id, ...existing.map((r) => r.id)], now, toAuthors: false });
    }
    return created!.id;
  });
  return getRating({ db, viewer, ratingId, now });
}
