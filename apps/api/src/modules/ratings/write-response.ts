import type { Rating, RatingResponseWrite } from "@stint/shared/ratings";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { ratingResponses } from "../../db/schema/index.ts";
import { forbidden, notFound } from "../../lib/errors.ts";
import { notify } from "../notifications/notify.ts";
import { loadVisibleRating } from "./get-rating.ts";
import { isRatedSide, ratingDto, type RatingRow } from "./rating-dto.ts";
import { hiddenRating } from "./rating-errors.ts";
import { ratingResponseTitle } from "./rating-messages.ts";
import type { RatingViewer } from "./rating-viewer.ts";

type Options = { db: Db; viewer: RatingViewer; ratingId: string; now: Date };

/** A student's rating of the viewer's company, which the company sees (revealed): 404 unseen, 403 otherwise. */
async function loadRespondable(tx: Db, options: Options): Promise<RatingRow> {
  const row = await loadVisibleRating({ ...options, db: tx });
  if (row.direction !== "student-to-company" || !isRatedSide(row, options.viewer)) {
    throw forbidden("Only the company a student rated responds to the rating.");
  }
  return row;
}

/**
 * `PUT /api/ratings/{id}/response`: the rated company's one public response, written or changed. The first
 * one tells the rating's author.
 */
export async function writeResponse(options: Options & { input: RatingResponseWrite }): Promise<Rating> {
  const { db, viewer, now, input } = options;
  const row = await db.transaction(async (tx) => {
    const rating = await loadRespondable(tx, options);
    if (rating.hiddenAt) throw hiddenRating();
    const [written] = await tx
      .insert(ratingResponses)
      .values({ ratingId: rating.id, text: input.text, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({ target: ratingResponses.ratingId, set: { text: input.text, updatedAt: now } })
      // xmax is 0 on a row this statement inserted, not on one it updated.
      .returning({ inserted: sql<boolean>`(xmax = 0)` });
    if (written?.inserted) {
      await notify(tx, {
        recipientId: rating.authorId,
        kind: "rating.response",
        title: ratingResponseTitle(rating.companyName),
        body: input.text.length > 200 ? `${input.text.slice(0, 199)}…` : input.text,
        link: { type: "rating", id: rating.id },
      });
    }
    return loadVisibleRating({ ...options, db: tx });
  });
  return ratingDto(row, viewer, now);
}

/** `DELETE /api/ratings/{id}/response`: the company takes its response back (never the rating's author). */
export async function deleteResponse(options: Options): Promise<void> {
  const rating = await loadVisibleRating(options);
  if (rating.authorId === options.viewer.userId) {
    throw forbidden("The company's response is its own: you cannot delete it from your rating.");
  }
  await loadRespondable(options.db, options);
  const deleted = await options.db
    .delete(ratingResponses)
    .where(eq(ratingResponses.ratingId, rating.id))
    .returning({ ratingId: ratingResponses.ratingId });
  if (deleted.length === 0) throw notFound("This response");
}
