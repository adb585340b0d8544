import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { rateLimits } from "../db/schema/index.ts";

/**
 * Counters in fixed windows, shared by every process through better-auth's rate-limit table (under keys of
 * our own, which never contain an email in clear). `lastRequest` holds the window's start: the first count
 * after the window has passed starts a new one at one.
 */
export async function bumpCounter(db: Db, key: string, options: { now: number; windowMs: number }): Promise<number> {
  return (await bumpWindow(db, key, options)).count;
}

/**
 * Counts one more under `key` in a single upsert and says whether that count is still within `max`, so that
 * requests arriving together each get a number of their own: reading the count first and raising it later
 * let every one of a burst see the same count (issue 30). A refused count stays counted; `releaseCounter`
 * gives back one that turned out not to matter.
 */
export async function reserveCounter(
  db: Db,
  key: string,
  options: { now: number; windowMs: number; max: number },
): Promise<{ allowed: boolean; waitMs: number }> {
  const { count, windowStart } = await bumpWindow(db, key, options);
  if (count <= options.max) return { allowed: true, waitMs: 0 };
  return { allowed: false, waitMs: Math.max(windowStart + options.windowMs - options.now, 1000) };
}

/** Takes back one count made by `reserveCounter`, never below zero. */
export async function releaseCounter(db: Db, key: string): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(eq(rateLimits.key, key));
}

async function bumpWindow(db: Db, key: string, options: { now: number; windowMs: number }) {
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
    .returning({ count: rateLimits.count, windowStart: rateLimits.lastRequest });
  return row ?? { count: 1, windowStart: options.now };
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
