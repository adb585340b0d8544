import { and, eq, isNotNull, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { applications, jobs, matches, offers, students } from "../../db/schema/index.ts";
import type { Party } from "./party.ts";

export type CalendarDates = {
  /** Internship start dates of the party's matches that have not ended. */
  starts: { matchId: string; jobTitle: string; companyName: string; studentName: string; startDate: string }[];
  /** The last day to answer each open offer of the party's. */
  answerBys: { applicationId: string; jobTitle: string; companyName: string; studentName: string; answerBy: string }[];
};

/** The dates of a party's matches and offers that belong in their calendar feed (modules/interviews). */
export async function calendarDates(db: Db, party: Party): Promise<CalendarDates> {
  const mineMatch =
    party.role === "student" ? eq(matches.studentId, party.accountId) : eq(matches.companyId, party.accountId);
  const starts = await db
    .select({
      matchId: matches.id,
      jobTitle: jobs.title,
      companyName: jobs.companyName,
      studentName: students.name,
      startDate: matches.startDate,
    })
    .from(matches)
    .innerJoin(jobs, eq(jobs.id, matches.jobId))
    .innerJoin(students, eq(students.id, matches.studentId))
    .where(and(mineMatch, isNull(matches.endedAt), isNotNull(matches.startDate)));
  const mineApplication =
    party.role === "student"
      ? eq(applications.studentId, party.accountId)
      : eq(applications.companyId, party.accountId);
  const answerBys = await db
    .select({
      applicationId: applications.id,
      jobTitle: jobs.title,
      companyName: jobs.companyName,
      studentName: students.name,
      answerBy: offers.answerBy,
    })
    .from(offers)
    .innerJoin(applications, eq(applications.id, offers.applicationId))
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(students, eq(students.id, applications.studentId))
    .where(and(mineApplication, eq(offers.status, "open")));
  return {
    starts: starts.map((row) => ({ ...row, startDate: row.startDate! })),
    answerBys,
  };
}
