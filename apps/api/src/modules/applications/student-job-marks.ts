import { type ApplicationStatus, type JobMark, jobMarkOf } from "@stint/shared";
import { and, eq, isNull, type SQL, sql } from "drizzle-orm";
import { type PgColumn, unionAll } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import { applications, invitations, matches } from "../../db/schema/index.ts";
import { isOneOf } from "../../db/sql-helpers.ts";

type Relation = { applicationStatus: ApplicationStatus | null; matched: boolean; invitationOpen: boolean };

/**
 * What jobs already are to one student (JobMark: applied, invited, matched, offer, hired, …), by job id; jobs
 * without a mark are left out. Only `jobIds` when given (a page of cards), else every job the student has
 * to do with (a student has few). One query, whatever the number of jobs.
 */
export async function studentJobMarks(options: {
  db: Db;
  studentId: string;
  jobIds?: readonly string[];
}): Promise<Map<string, JobMark>> {
  const { db, studentId, jobIds } = options;
  if (jobIds?.length === 0) return new Map();
  const onJobs = (column: PgColumn): SQL | undefined => (jobIds === undefined ? undefined : isOneOf(column, jobIds));
  const rows = await unionAll(
    db
      .select({ jobId: applications.jobId, status: sql<string | null>`${applications.status}`.as("status") })
      .from(applications)
      .where(and(eq(applications.studentId, studentId), onJobs(applications.jobId))),
    db
      .select({ jobId: invitations.jobId, status: sql<string | null>`'invited'` })
      .from(invitations)
      .where(and(eq(invitations.studentId, studentId), eq(invitations.status, "open"), onJobs(invitations.jobId))),
    db
      .select({ jobId: matches.jobId, status: sql<string | null>`'matched'` })
      .from(matches)
      .where(and(eq(matches.studentId, studentId), isNull(matches.endedAt), onJobs(matches.jobId))),
  );

  const relations = new Map<string, Relation>();
  for (const row of rows) {
    const relation = relations.get(row.jobId) ?? { applicationStatus: null, matched: false, invitationOpen: false };
    if (row.status === "invited") relation.invitationOpen = true;
    else if (row.status === "matched") relation.matched = true;
    else relation.applicationStatus = row.status as ApplicationStatus;
    relations.set(row.jobId, relation);
  }
  const marks = new Map<string, JobMark>();
  for (const [jobId, relation] of relations) {
    const mark = jobMarkOf(relation);
    if (mark !== null) marks.set(jobId, mark);
  }
  return marks;
}
