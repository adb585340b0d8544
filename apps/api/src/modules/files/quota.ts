import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { files } from "../../db/schema/index.ts";

/** How many bytes the user's files take, all purposes together. */
export async function usedBytes(options: { db: Db; ownerId: string }): Promise<number> {
  const { db, ownerId } = options;
  const [row] = await db
    .select({ used: sql<number>`coalesce(sum(${files.size}), 0)`.mapWith(Number) })
    .from(files)
    .where(eq(files.ownerId, ownerId));
  return row?.used ?? 0;
}

/**
 * Serialises the quota check of one user's uploads until the transaction ends: two uploads finishing at
 * once must not both see the room only one of them fits in.
 */
export async function lockOwnerQuota(options: { db: Db; ownerId: string }): Promise<void> {
  const key = `stint.files:${options.ownerId}`;
  await options.db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}
