import type { RateableMatch } from "@stint/shared/ratings";
import { and, desc, eq, isNull, lte, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { companies, jobs, matches, ratings, students } from "../../db/schema/index.ts";
import { fileUrlOrNull } from "../../lib/file-url.ts";
import { dayOf, directionOf } from "./rating-match.ts";
import type { RatingViewer } from "./rating-viewer.ts";

const MAX_RATEABLE = 100;

/**
 * Matches that can be rated on `today` (whyNotRateable in SQL): started, and not ended before their start.
 */
export const rateableSql = (today: string): SQL =>
  and(
    lte(matches.startDate, today),
    or(isNull(matches.endedAt), sql`(${matches.endedAt} at time zone 'UTC')::date >= ${matches.startDate}`),
  )!;

const hasRating = (direction: SQL | string, negate = false) =>
  sql<boolean>`exists (select 1 from ${ratings} where ${ratings.matchId} = ${matches.id} and ${ratings.direction} ${negate ? sql`<>` : sql`=`} ${direction})`;

/** `GET /api/ratings/rateable`: the viewer's matches they may rate now and have not rated, latest start first. */
export async function listRateableMatches(options: {
  db: Db;
  viewer: RatingViewer;
  now: Date;
}): Promise<{ items: RateableMatch[] }> {
  const { db, viewer, now } = options;
  const direction = directionOf(viewer);
  const student = viewer.role === "student";
  const rows = await db
    .select({
      matchId: matches.id,
      startDate: matches.startDate,
      jobId: jobs.id,
      jobTitle: jobs.title,
      otherId: student ? companies.id : students.id,
      otherName: student ? companies.name : students.name,
      otherPicture: student ? companies.logoFileId : students.avatarFileId,
      theirRatingWaiting: hasRating(direction, true),
    })
    .from(matches)
    .innerJoin(jobs, eq(jobs.id, matches.jobId))
    .innerJoin(companies, eq(companies.id, matches.companyId))
    .innerJoin(students, eq(students.id, matches.studentId))
    .where(
      and(
        student ? eq(matches.studentId, viewer.accountId) : eq(matches.companyId, viewer.accountId),
        rateableSql(dayOf(now)),
        sql`not ${hasRating(direction)}`,
      ),
    )
    .orderBy(desc(matches.startDate), desc(matches.id))
    .limit(MAX_RATEABLE);
  return {
    items: rows.map((row) => ({
      matchId: row.matchId,
      direction,
      job: { id: row.jobId, title: row.jobTitle },
      other: { id: row.otherId, name: row.otherName, pictureUrl: fileUrlOrNull(row.otherPicture) },
      startDate: row.startDate!,
      theirRatingWaiting: row.theirRatingWaiting,
    })),
  };
}
