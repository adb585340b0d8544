import { REVEAL_AFTER_DAYS } from "@stint/shared/ratings";
import { and, eq, ne, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { ratings, students } from "../../db/schema/index.ts";
import type { RatingReader } from "./rating-viewer.ts";

/** The other side's rating of the same match, left-joined on `otherRatingOn`: a reveal depends on it. */
export const otherRating = alias(ratings, "other_rating");
export const otherRatingOn = and(
  eq(otherRating.matchId, ratings.matchId),
  ne(otherRating.direction, ratings.direction),
);

/** A point in time as a timestamptz parameter (the clock's, not the database's `now()`). */
export const at = (time: Date): SQL => sql`${time.toISOString()}::timestamptz`;

/**
 * ratingRevealsAt of @stint/shared in SQL, for filters and aggregates over many ratings (the DTO computes it
 * with ratingRevealsAt itself): the second rating at its own creation; the first at the second's time, or
 * REVEAL_AFTER_DAYS after its own, whichever is earlier. Needs `otherRating` joined.
 */
export const revealsAtSql = sql<Date>`(case
  when ${otherRating.id} is null then ${ratings.createdAt} + make_interval(days => ${REVEAL_AFTER_DAYS})
  when ${otherRating.createdAt} <= ${ratings.createdAt} then ${ratings.createdAt}
  else least(${otherRating.createdAt}, ${ratings.createdAt} + make_interval(days => ${REVEAL_AFTER_DAYS})) end)`;

export const revealedSql = (now: Date): SQL => sql`(${revealsAtSql} <= ${at(now)})`;

/**
 * Who may read a rating (needs `otherRating` and the rating's student joined). Its author, always. Anyone
 * else only once it is revealed, and then: a student's rating of a company, anyone signed in (it is public);
 * a company's rating of a student, that student, and other companies while the student shares their ratings.
 * Operators deciding reports read every revealed rating (reports reach them from anyone who could read one).
 */
export function visibleSql(viewer: RatingReader, now: Date): SQL {
  if (viewer.role === "moderator") return revealedSql(now);
  const readers = or(
    eq(ratings.direction, "student-to-company"),
    viewer.role === "student" ? eq(ratings.studentId, viewer.accountId) : eq(students.shareRatings, true),
  );
  return or(eq(ratings.authorId, viewer.userId), and(revealedSql(now), readers))!;
}
