import type { RatingListQuery, RatingsPage } from "@stint/shared/ratings";
import type { RatingsExport } from "@stint/shared/account-export";
import { and, desc, eq, ilike, isNotNull, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { containsPattern } from "../../db/sql-helpers.ts";
import { companies, jobs, ratingReports, ratings, students } from "../../db/schema/index.ts";
import { notFound } from "../../lib/errors.ts";
import { decodeIdCursor } from "../../lib/http/cursor.ts";
import { afterCursor, pageOf } from "../applications/keyset.ts";
import { countRatings, ratingDto, selectRatings } from "./rating-dto.ts";
import { revealedSql, visibleSql } from "./rating-sql.ts";
import type { RatingViewer } from "./rating-viewer.ts";

type Options = { db: Db; viewer: RatingViewer; now: Date };

const given = (viewer: RatingViewer) => eq(ratings.authorId, viewer.userId);

/** Ratings about the viewer, once revealed to them. */
const received = (viewer: RatingViewer, now: Date) =>
  viewer.role === "student"
    ? and(eq(ratings.direction, "company-to-student"), eq(ratings.studentId, viewer.accountId), revealedSql(now))
    : and(eq(ratings.direction, "student-to-company"), eq(ratings.companyId, viewer.accountId), revealedSql(now));

/**
 * `GET /api/ratings`, newest first in cursor pages with the total. Without tab, companyId or studentId: the
 * viewer's own, given and received. `studentId` is 404 for anyone but that student and, while the student shares
 * their ratings, companies. Whatever the filters, only ratings the viewer may read are listed (rating-sql.ts).
 * The reported ones are the operators' (reported-ratings.ts).
 */
export async function listRatings({
  db,
  viewer,
  now,
  query,
}: Options & { query: RatingListQuery }): Promise<RatingsPage> {
  const conditions: (SQL | undefined)[] = [visibleSql(viewer, now)];
  if (query.tab === "given") conditions.push(given(viewer));
  else if (query.tab === "received") conditions.push(received(viewer, now));
  else if (query.companyId !== undefined) {
    conditions.push(
      eq(ratings.direction, "student-to-company"),
      eq(ratings.companyId, query.companyId),
      revealedSql(now),
    );
  } else if (query.studentId !== undefined) {
    await assertStudentRatingsReadable(db, viewer, query.studentId);
    conditions.push(
      eq(ratings.direction, "company-to-student"),
      eq(ratings.studentId, query.studentId),
      revealedSql(now),
    );
  } else conditions.push(or(given(viewer), received(viewer, now)));
  if (query.q) conditions.push(searchSql(viewer, query.q));
  const where = and(...conditions);
  const cursorId = decodeIdCursor(query.cursor);
  const [rows, total] = await Promise.all([
    selectRatings(db, viewer)
      .where(cursorId ? and(where, afterCursor(ratings, cursorId)) : where)
      .orderBy(desc(ratings.createdAt), desc(ratings.id))
      .limit(query.limit + 1),
    countRatings(db, viewer, where),
  ]);
  return pageOf(rows, query.limit, total, (row) => ratingDto(row, viewer, now));
}

/** A student's ratings from companies: theirs, and companies' while the student shares them. */
async function assertStudentRatingsReadable(db: Db, viewer: RatingViewer, studentId: string): Promise<void> {
  if (viewer.role === "student" && viewer.accountId === studentId) return;
  const [student] =
    viewer.role === "company"
      ? await db.select({ shares: students.shareRatings }).from(students).where(eq(students.id, studentId))
      : [];
  if (!student?.shares) throw notFound("These ratings");
}

/**
 * Title, text, job title and the other side's name; never the words of a hidden rating or the name of an
 * anonymous student to anyone but its author, so a search cannot find what the list would not show.
 */
function searchSql(viewer: RatingViewer, q: string): SQL {
  const pattern = containsPattern(q);
  const mine = eq(ratings.authorId, viewer.userId);
  return or(
    and(or(mine, sql`${ratings.hiddenAt} is null`), or(ilike(ratings.title, pattern), ilike(ratings.text, pattern))),
    ilike(jobs.title, pattern),
    ilike(companies.name, pattern),
    and(or(mine, eq(ratings.signed, true), eq(ratings.direction, "company-to-student")), ilike(students.name, pattern)),
  )!;
}

/**
 * The account export: every rating the viewer gave, every one about them that they can see, their reports of
 * ratings and the ratings they hid while moderators were users (before issue 37). Four queries.
 */
export async function exportRatings(options: Options): Promise<RatingsExport> {
  const { db, viewer, now } = options;
  const list = async (condition: SQL | undefined) => {
    const rows = await selectRatings(db, viewer)
      .where(and(visibleSql(viewer, now), condition))
      .orderBy(desc(ratings.createdAt), desc(ratings.id));
    return rows.map((row) => ratingDto(row, viewer, now));
  };
  const [givenRatings, receivedRatings, reports, hidden] = await Promise.all([
    list(given(viewer)),
    list(received(viewer, now)),
    db
      .select()
      .from(ratingReports)
      .where(eq(ratingReports.reporterId, viewer.userId))
      .orderBy(desc(ratingReports.createdAt)),
    db
      .select({ ratingId: ratings.id, hiddenAt: ratings.hiddenAt, reason: ratings.hiddenReason })
      .from(ratings)
      .where(and(eq(ratings.hiddenBy, viewer.userId), isNotNull(ratings.hiddenAt)))
      .orderBy(desc(ratings.hiddenAt), desc(ratings.id)),
  ]);
  return {
    given: givenRatings,
    received: receivedRatings,
    reports: reports.map((row) => ({
      ratingId: row.ratingId,
      reason: row.reason,
      details: row.details,
      createdAt: row.createdAt.toISOString(),
      reviewedAt: row.reviewedAt?.toISOString() ?? null,
    })),
    hidden: hidden.map((row) => ({
      ratingId: row.ratingId,
      hiddenAt: row.hiddenAt!.toISOString(),
      reason: row.reason,
    })),
  };
}
