import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { rateLimits } from "../db/schema/index.ts";

/**
 * Counters in fixed windows, shared by every process through better-auth's rate-limit table (under keys of
 * our own, which never contain an email in clear). `lastRequest` holds the window's start: the first count
 * after the window has passed starts a new one at one.
 */
export async function bumpCounter(db: Db, key: string, options: { now: number; windowMs: number }): Promise<number> {
  const expired = sql`${rateLimits.lastRequest} <= ${options.now - options.windowMs}`;
  const [row] = await db
    .insert(rateLimits)
    .values({ id: crypto.randomUUID(), key, count: 1, lastRequest: options.now })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
        lastRequest: sql`case when ${expired} then ${options.now} else ${rateLimits.lastRequest} end`,
      },
    })
    .returning({ count: rateLimits.count });
  return row?.count ?? 1;
}

/** How long (ms) until the counter under `key` is below `max` again (its window ends); 0 when it is already. */
export async function waitForCounter(
  db: Db,
  key: string,
  options: { now: number; windowMs: number; max: number },
): Promise<number> {
  const [row] = await db
    .select({ count: rateLimits.count, last: rateLimits.lastRequest })
    .from(rateLimits)
    .where(eq(rateLimits.key, key));
  const waitMs = row ? row.last + options.windowMs - options.now : 0;
  return row && row.count >= options.max && waitMs > 0 ? waitMs : 0;
}

export async function clearCounter(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

/** "3 minutes", for a message that says how long to wait. */
export function waitWords(waitMs: number): string {
  const minutes = Math.ceil(waitMs / 60_000);
  return `${minutes} ${minutes === 1 ? "minute" : "minutes"}`;
}
