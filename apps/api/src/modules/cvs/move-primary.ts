import { and, eq, ne } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { cvs } from "../../db/schema/index.ts";

/**
 * Clears the student's primary flag everywhere but on `exceptCvId`. Called first, before the new primary is
 * set, because the partial unique index is checked per statement and would refuse a moment with two.
 */
export async function clearPrimary(options: { db: Db; studentId: string; exceptCvId?: string }): Promise<void> {
  await options.db
    .update(cvs)
    .set({ isPrimary: false })
    .where(
      and(
        eq(cvs.studentId, options.studentId),
        eq(cvs.isPrimary, true),
        options.exceptCvId ? ne(cvs.id, options.exceptCvId) : undefined,
      ),
    );
}
