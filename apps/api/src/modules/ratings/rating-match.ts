import type { RatingDirection } from "@stint/shared/ratings";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { companies, jobs, matches, ratings, students } from "../../db/schema/index.ts";
import { isUuid } from "../../lib/http/id-param.ts";
import { endedBeforeStart, matchNotFound, notStarted } from "./rating-errors.ts";
import type { RatingViewer } from "./rating-viewer.ts";

/** The day (UTC, `YYYY-MM-DD`) of a time: start dates are stored as days. */
export const dayOf = (time: Date) => time.toISOString().slice(0, 10);

/** Which way the viewer rates: a student rates the company, a company the student. */
export const directionOf = (viewer: RatingViewer): RatingDirection =>
  viewer.role === "student" ? "student-to-company" : "company-to-student";

/**
 * Why a match cannot be rated on `today`, or null: its start date is not set or still to come, or it ended
 * (the application rejected or withdrawn) before that date. `GET /api/ratings/rateable` and the sweep ask the
 * same in SQL (rateable-matches.ts).
 */
export function whyNotRateable(match: { startDate: string | null; endedAt: Date | null }, today: string) {
  if (match.startDate === null || match.startDate > today) return notStarted();
  if (match.endedAt !== null && dayOf(match.endedAt) < match.startDate) return endedBeforeStart();
  return null;
}

/**
 * The viewer's match, locked for the rest of the transaction: every write of a match's ratings takes this
 * lock first, so a rating and its other side's are never created, edited or deleted at once (a reveal is
 * decided from both). 404 for a match that is not the viewer's.
 */
export async function lockViewerMatch(tx: Db, viewer: RatingViewer, matchId: string) {
  const [match] = isUuid(matchId)
    ? await tx
        .select({
          id: matches.id,
          jobId: matches.jobId,
          jobTitle: jobs.title,
          companyId: matches.companyId,
          companyName: companies.name,
          studentId: matches.studentId,
          studentName: students.name,
          startDate: matches.startDate,
          endedAt: matches.endedAt,
        })
        .from(matches)
        .innerJoin(jobs, eq(jobs.id, matches.jobId))
        .innerJoin(companies, eq(companies.id, matches.companyId))
        .innerJoin(students, eq(students.id, matches.studentId))
        .where(eq(matches.id, matchId))
        .for("update", { of: matches })
    : [];
  const own = viewer.role === "student" ? match?.studentId === viewer.accountId : match?.companyId === viewer.accountId;
  if (!match || !own) throw matchNotFound();
  return match;
}

/** Both sides' ratings of a match (at most two). */
export const ratingsOfMatch = (tx: Db, matchId: string) =>
  tx
    .select({ id: ratings.id, direction: ratings.direction, createdAt: ratings.createdAt })
    .from(ratings)
    .where(eq(ratings.matchId, matchId));
