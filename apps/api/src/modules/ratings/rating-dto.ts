import { type Rating, type RatingReportReason, ratingRevealsAt } from "@stint/shared/ratings";
import { and, count, eq, isNull, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { companies, jobs, ratingReports, ratingResponses, ratings, students } from "../../db/schema/index.ts";
import { fileUrlOrNull } from "../../lib/file-url.ts";
import { otherRating, otherRatingOn } from "./rating-sql.ts";
import type { RatingReader } from "./rating-viewer.ts";

const columns = (viewer: RatingReader) => ({
  id: ratings.id,
  matchId: ratings.matchId,
  direction: ratings.direction,
  authorId: ratings.authorId,
  companyId: ratings.companyId,
  studentId: ratings.studentId,
  overall: ratings.overall,
  categories: ratings.categories,
  title: ratings.title,
  text: ratings.text,
  wouldRecommend: ratings.wouldRecommend,
  signed: ratings.signed,
  createdAt: ratings.createdAt,
  updatedAt: ratings.updatedAt,
  hiddenAt: ratings.hiddenAt,
  hiddenReason: ratings.hiddenReason,
  jobId: jobs.id,
  jobTitle: jobs.title,
  companyName: companies.name,
  companyLogoFileId: companies.logoFileId,
  studentName: students.name,
  studentAvatarFileId: students.avatarFileId,
  otherCreatedAt: otherRating.createdAt,
  responseText: ratingResponses.text,
  responseCreatedAt: ratingResponses.createdAt,
  responseUpdatedAt: ratingResponses.updatedAt,
  flagged: sql<boolean>`exists (select 1 from ${ratingReports} where ${and(
    eq(ratingReports.ratingId, ratings.id),
    isNull(ratingReports.reviewedAt),
  )})`,
  reportedByMe: sql<boolean>`exists (select 1 from ${ratingReports} where ${and(
    eq(ratingReports.ratingId, ratings.id),
    eq(ratingReports.reporterId, viewer.userId),
  )})`,
  // Only an operator's query reads the reports at all, so nobody else's answer can carry them by mistake.
  openReports:
    viewer.role === "moderator"
    ? sql<OpenReport[] | null>`(select json_agg(json_build_object(
        'reason', ${ratingReports.reason}, 'details', ${ratingReports.details}, 'createdAt', ${ratingReports.createdAt}
      ) order by ${ratingReports.createdAt} desc) from ${ratingReports} where ${and(
        eq(ratingReports.ratingId, ratings.id),
        isNull(ratingReports.reviewedAt),
      )})`
    : sql<null>`null`,
});

/** A report as json_agg gives it: the timestamp in PostgreSQL's text form. */
type OpenReport = { reason: RatingReportReason; details: string | null; createdAt: string };

/**
 * Ratings with everything a Rating shows, for `viewer` (what they reported), joined so that the conditions
 * of rating-sql.ts apply: the other side's rating, and the student with their shareRatings.
 */
export function selectRatings(db: Db, viewer: RatingReader) {
  return db
    .select(columns(viewer))
    .from(ratings)
    .innerJoin(jobs, eq(jobs.id, ratings.jobId))
    .innerJoin(companies, eq(companies.id, ratings.companyId))
    .innerJoin(students, eq(students.id, ratings.studentId))
    .leftJoin(otherRating, otherRatingOn)
    .leftJoin(ratingResponses, eq(ratingResponses.ratingId, ratings.id))
    .$dynamic();
}

/** How many ratings `where` finds (PostgreSQL drops the columns the count does not read). */
export async function countRatings(db: Db, viewer: RatingReader, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(selectRatings(db, viewer).where(where).as("listed"));
  return row?.n ?? 0;
}

export type RatingRow = Awaited<ReturnType<typeof selectRatings>>[number];

/** Whether the viewer is the one the rating is about. */
export const isRatedSide = (row: Pick<RatingRow, "direction" | "companyId" | "studentId">, viewer: RatingReader) =>
  row.direction === "student-to-company"
    ? viewer.role === "company" && viewer.accountId === row.companyId
    : viewer.role === "student" && viewer.accountId === row.studentId;

/**
 * A rating as `viewer` may see it at `now`: its reveal from the two ratings' dates (ratingRevealsAt); an
 * unsigned student rating without the student for anyone but its author; a hidden one without its words for
 * anyone but its author and the operators deciding it; and what the viewer may do with it.
 */
export function ratingDto(row: RatingRow, viewer: RatingReader, now: Date): Rating {
  const moderator = viewer.role === "moderator";
  const mine = row.authorId === viewer.userId;
  const revealsAt = ratingRevealsAt(
    { createdAt: row.createdAt },
    row.otherCreatedAt ? { createdAt: row.otherCreatedAt } : null,
  );
  const revealed = revealsAt <= now;
  const hidden = row.hiddenAt ? { reason: row.hiddenReason ?? "", at: row.hiddenAt.toISOString() } : null;
  const blanked = hidden !== null && !mine && !moderator;
  const named = row.direction === "company-to-student" || row.signed || mine;
  return {
    id: row.id,
    matchId: row.matchId,
    direction: row.direction,
    job: { id: row.jobId, title: row.jobTitle },
    company: { id: row.companyId, name: row.companyName, pictureUrl: fileUrlOrNull(row.companyLogoFileId) },
    student: named
      ? { id: row.studentId, name: row.studentName, pictureUrl: fileUrlOrNull(row.studentAvatarFileId) }
      : null,
    overall: row.overall,
    categories: row.categories,
    title: blanked ? "" : row.title,
    text: blanked ? "" : row.text,
    wouldRecommend: row.wouldRecommend,
    signed: row.signed,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    revealsAt: revealsAt.toISOString(),
    revealed,
    mine,
    editable: mine && !revealed,
    canRespond: revealed && hidden === null && row.direction === "student-to-company" && isRatedSide(row, viewer),
    canReport: !mine && !moderator && revealed && !row.reportedByMe,
    reportedByMe: row.reportedByMe,
    flagged: row.flagged,
    hidden,
    reports: moderator
      ? (row.openReports ?? []).map((report) => ({
          reason: report.reason,
          details: report.details,
          createdAt: new Date(report.createdAt).toISOString(),
        }))
      : null,
    response:
      row.responseText !== null
        ? {
            text: row.responseText,
            createdAt: row.responseCreatedAt!.toISOString(),
            updatedAt: row.responseUpdatedAt!.toISOString(),
          }
        : null,
  };
}
