import type { Rating, RatingPatch } from "@stint/shared/ratings";
import { eq } from "drizzle-orm";
import { ratings } from "../../db/schema/index.ts";
import { type EditOptions, loadEditable } from "./editable-rating.ts";
import { loadVisibleRating } from "./get-rating.ts";
import { ratingDto } from "./rating-dto.ts";
import { assertCategories } from "./rating-categories.ts";

/** `PATCH /api/ratings/{id}`: the author changes what they wrote, until it is revealed. */
export async function updateRating(options: EditOptions & { patch: RatingPatch }): Promise<Rating> {
  const { db, viewer, now, patch } = options;
  const row = await db.transaction(async (tx) => {
    const current = await loadEditable(tx, options);
    if (patch.categories !== undefined) assertCategories(current.direction, patch.categories);
    const { signed, categories, ...rest } = patch;
    await tx
      .update(ratings)
      .set({
        ...rest,
        ...(categories !== undefined ? { categories: categories as Record<string, number> } : {}),
        ...(signed !== undefined && current.direction === "student-to-company" ? { signed } : {}),
        updatedAt: now,
      })
      .where(eq(ratings.id, current.id));
    return loadVisibleRating({ ...options, db: tx });
  });
  return ratingDto(row, viewer, now);
}
