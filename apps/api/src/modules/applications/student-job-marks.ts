import { type ApplicationStatus } from "@stint/shared/application-statuses";
import { type JobMark, jobMarkOf } from "@stint/shared/job-marks";
import { and, eq, isNull, type Placeholder, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import { preparedPerDb } from "../../db/prepared-per-db.ts";
import { applications, invitations, matches } from "../../db/schema/index.ts";

type Relation = { applicationStatus: ApplicationStatus | null; matched: boolean; invitationOpen: boolean };
// A job removed with its company leaves its applications without a job id (decision 022): no card to mark.
type MarkRow = { jobId: string | null; status: string | null };

/**
 * The student's application status, open invitations and live matches, one row each, on the jobs `onJobs`
 * keeps (every job when it gives no condition).
 */
function relationRows(db: Db, studentId: string | Placeholder, onJobs: (column: PgColumn) => SQL | undefined) {
  return db
    .select({ jobId: applications.jobId, status: sql<string | null>`${applications.status}`.as("status") })
    .from(applications)
    .where(and(eq(applications.studentId, studentId), onJobs(applications.jobId)))
    .unionAll(
      db
        .select({ jobId: invitations.jobId, status: sql<string | null>`'invited'` })
        .from(invitations)
        .where(and(eq(invitations.studentId, studentId), eq(invitations.status, "open"), onJobs(invitations.jobId))),
    )
    .unionAll(
      db
        .select({ jobId: matches.jobId, status: sql<string | null>`'matched'` })
        .from(matches)
        .where(and(eq(matches.studentId, studentId), isNull(matches.endedAt), onJobs(matches.jobId))),
    );
}

// Asked for every page of job cards a student sees, hence prepared; the ids go as one array literal (the
// embedded database's named statements take strings, decision 020).
const marksOnJobs = preparedPerDb((db) =>
  relationRows(
    db,
    sql.placeholder("studentId"),
    (column) => sql`${column} = any(${sql.placeholder("jobIds")}::uuid[])`,
  ).prepare("student_job_marks"),
);

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
  const rows: MarkRow[] =
    jobIds === undefined
      ? await relationRows(db, studentId, () => undefined)
      : await marksOnJobs(db).execute({ studentId, jobIds: `{${jobIds.join(",")}}` });
  return marksOf(rows);
}

function marksOf(rows: MarkRow[]): Map<string, JobMark> {
  const relations = new Map<string, Relation>();
  for (const row of rows) {
    if (row.jobId === null) continue;
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
