import { eq } from "drizzle-orm";
import { ratings } from "../../db/schema/index.ts";
import { type EditOptions, loadEditable } from "./editable-rating.ts";

/** `DELETE /api/ratings/{id}`: the author takes it back, until it is revealed. */
export async function deleteRating(options: EditOptions): Promise<void> {
  await options.db.transaction(async (tx) => {
    const current = await loadEditable(tx, options);
    await tx.delete(ratings).where(eq(ratings.id, current.id));
  });
}
