import { RATING_CATEGORIES, type RatingDirection } from "@stint/shared/ratings";
import { badRequest, type FieldErrors } from "../../lib/errors.ts";

/**
 * A rating has exactly its direction's categories (the shared schema checks each value, not which keys a
 * direction has): 400 with `categories.<key>` for each missing one and each of the other direction.
 */
export function assertCategories(direction: RatingDirection, categories: Record<string, number | undefined>): void {
  const expected = RATING_CATEGORIES[direction];
  const fields: FieldErrors = {};
  for (const key of expected) {
    if (categories[key] === undefined) fields[`categories.${key}`] = "Rate this category from 1 to 5 stars.";
  }
  for (const key of Object.keys(categories)) {
    if (!expected.includes(key as never)) fields[`categories.${key}`] = "This category is not rated in this direction.";
  }
  if (Object.keys(fields).length > 0) throw badRequest("Some fields need your attention.", fields);
}
