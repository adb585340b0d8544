import type { RatingsPage } from "@stint/shared/ratings";
import type { ReportedRatingsQuery } from "@stint/shared/moderation";
import { and, desc, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { ratingReports, ratings } from "../../db/schema/index.ts";
import { decodeIdCursor } from "../../lib/http/cursor.ts";
import { afterCursor, pageOf } from "../applications/keyset.ts";
import { countRatings, ratingDto, selectRatings } from "./rating-dto.ts";
import { visibleSql } from "./rating-sql.ts";
import type { RatingModerator } from "./rating-viewer.ts";

/** Ratings someone reported that no operator has decided yet (the partial index rating_reports_open_idx). */
export const openReportsSql: SQL = sql`exists (select 1 from ${ratingReports} where ${ratingReports.ratingId} = ${ratings.id} and ${ratingReports.reviewedAt} is null)`;

/**
 * `GET /api/admin/moderation/ratings`: the ratings with open reports, newest first in cursor pages with the total,
 * each with its reports and, hidden or not, its words.
 */
export async function listReportedRatings(options: {
  db: Db;
  moderator: RatingModerator;
  now: Date;
  query: ReportedRatingsQuery;
}): Promise<RatingsPage> {
  const { db, moderator, now, query } = options;
  const where = and(visibleSql(moderator, now), openReportsSql);
  const cursorId = decodeIdCursor(query.cursor);
  const [rows, total] = await Promise.all([
    selectRatings(db, moderator)
      .where(cursorId ? and(where, afterCursor(ratings, cursorId)) : where)
      .orderBy(desc(ratings.createdAt), desc(ratings.id))
      .limit(query.limit + 1),
    countRatings(db, moderator, where),
  ]);
  return pageOf(rows, query.limit, total, (row) => ratingDto(row, moderator, now));
}

/** How many ratings wait on the queue's ratings tab. */
export async function countReportedRatings(db: Db, moderator: RatingModerator, now: Date): Promise<number> {
  return countRatings(db, moderator, and(visibleSql(moderator, now), openReportsSql));
}
