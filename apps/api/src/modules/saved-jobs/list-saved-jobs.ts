import type { SavedJob, SavedJobListQuery, SavedJobPage } from "@stint/shared/saved-jobs";
import { savedJobState } from "@stint/shared/saved-jobs";
import { and, count, desc, eq, ne, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { companies, jobs, savedJobs } from "../../db/schema/index.ts";
import { decodeIdCursor, encodeIdCursor } from "../../lib/http/cursor.ts";
import { studentJobMarks } from "../applications/student-job-marks.ts";
import { jobCardDto, jobListColumns } from "../jobs/job-dto.ts";

/** `today` as YYYY-MM-DD (UTC), the calendar the deadlines are compared in. */
const isoDay = (now: Date) => now.toISOString().slice(0, 10);

// A draft is visible to its company only: a saved job that went back to draft (it cannot today) is not listed.
const visible = (studentId: string): SQL => and(eq(savedJobs.studentId, studentId), ne(jobs.status, "draft"))!;

function savedCards(db: Db, where: SQL) {
  return db
    .select({ ...jobListColumns, savedAt: savedJobs.savedAt })
    .from(savedJobs)
    .innerJoin(jobs, eq(jobs.id, savedJobs.jobId))
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(where)
    .orderBy(desc(savedJobs.savedAt), desc(savedJobs.jobId));
}

/**
 * The student's saved jobs, newest saved first (by time, then job id), in cursor pages with the total: each
 * job's card, whether it is open, near its deadline or closed, and its mark (applied, invited, …).
 */
export async function listSavedJobs(options: {
  db: Db;
  studentId: string;
  query: SavedJobListQuery;
  now: Date;
}): Promise<SavedJobPage> {
  const { db, studentId, query } = options;
  const cursorId = decodeIdCursor(query.cursor);
  const where = visible(studentId);
  // The position is read from the cursor's row, so it keeps the database's microseconds; a cursor whose row is
  // gone (unsaved meanwhile) ends the list.
  const after = cursorId
    ? sql`(${savedJobs.savedAt}, ${savedJobs.jobId}) < (select c.saved_at, c.job_id from ${savedJobs} as c where c.student_id = ${studentId} and c.job_id = ${cursorId})`
    : undefined;
  const [rows, [totalRow]] = await Promise.all([
    savedCards(db, after ? and(where, after)! : where).limit(query.limit + 1),
    db.select({ n: count() }).from(savedJobs).innerJoin(jobs, eq(jobs.id, savedJobs.jobId)).where(where),
  ]);
  const page = rows.slice(0, query.limit);
  const items = await withMarks(db, studentId, page, options.now);
  const last = page.at(-1);
  return {
    items,
    total: totalRow?.n ?? 0,
    nextCursor: rows.length > query.limit && last ? encodeIdCursor(last.id) : null,
  };
}

/** The account export: every saved job of the student, newest saved first. Two queries. */
export async function exportSavedJobs(options: { db: Db; studentId: string; now: Date }): Promise<SavedJob[]> {
  const { db, studentId } = options;
  return withMarks(db, studentId, await savedCards(db, visible(studentId)), options.now);
}

async function withMarks(
  db: Db,
  studentId: string,
  rows: Awaited<ReturnType<typeof savedCards>>,
  now: Date,
): Promise<SavedJob[]> {
  const marks = await studentJobMarks({ db, studentId, jobIds: rows.map((row) => row.id) });
  const today = isoDay(now);
  return rows.map(({ savedAt, ...row }) => ({
    job: jobCardDto(row),
    state: savedJobState(row, today),
    mark: marks.get(row.id) ?? null,
    savedAt: savedAt.toISOString(),
  }));
}
