import { type SQL, sql } from "drizzle-orm";
import { jobSearchRows } from "../../../db/schema/index.ts";

/**
 * The time buckets `job_search_recency(published_at)` files each search row under (migration 0036): its hour, its
 * day and its 16 days since the epoch, each level in its own range of integers. The text index holds them beside
 * the words, so a stretch of the newest rows is a handful of its keys, and one scan of the index finds the words
 * inside the stretch only: a common word's posting list is skipped through, never read whole, and no row outside
 * the stretch is fetched to be thrown away (decision 034, fourth session).
 */
const LEVELS = [
  { seconds: 3_600, offset: 0 },
  { seconds: 86_400, offset: 100_000_000 },
  { seconds: 16 * 86_400, offset: 200_000_000 },
] as const;

/**
 * How far past now the buckets reach: a stretch is every row published at its start or later, so rows published
 * after the last bucket would be left out. The server publishes at now (and the stretches are measured again
 * every few minutes); a year covers any clock.
 */
export const FUTURE_MS = 366 * 86_400_000;

/**
 * The fewest buckets that together hold exactly the rows published from the start of `since`'s hour up to at
 * least `until`: hours up to a whole day, days up to a whole 16 days, then 16 days at a time.
 */
export function recencyBuckets(since: Date, until: Date): number[] {
  const end = Math.ceil(until.getTime() / 1000);
  let from = Math.floor(since.getTime() / 1000 / LEVELS[0].seconds) * LEVELS[0].seconds;
  const buckets: number[] = [];
  LEVELS.forEach(({ seconds, offset }, level) => {
    const next = LEVELS[level + 1];
    while (from < end && (!next || from % next.seconds !== 0)) {
      buckets.push(offset + from / seconds);
      from += seconds;
    }
  });
  return buckets;
}

/**
 * The rows published at the start of `since`'s hour or later (up to FUTURE_MS from now), as keys of the words'
 * index: a prefix of the newest-first order, as a stretch must be.
 */
export function publishedInBuckets(since: Date, now = new Date()): SQL {
  const buckets = recencyBuckets(since, new Date(Math.max(now.getTime(), since.getTime()) + FUTURE_MS));
  return sql`job_search_recency(${jobSearchRows.publishedAt}) && ${`{${buckets.join(",")}}`}::int[]`;
}
