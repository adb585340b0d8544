import type { Interview, InterviewSlot } from "@stint/shared/interviews";
import { asc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { applications, interviewSlots, interviews, jobs, students } from "../../db/schema/index.ts";

/** What an interview's answer and its rules need, with its application's job and both sides' names. */
export function selectInterviews(db: Db) {
  return db
    .select({
      id: interviews.id,
      applicationId: interviews.applicationId,
      companyId: interviews.companyId,
      studentId: interviews.studentId,
      status: interviews.status,
      timeZone: interviews.timeZone,
      location: interviews.location,
      note: interviews.note,
      chosenSlotId: interviews.chosenSlotId,
      uid: interviews.uid,
      sequence: interviews.sequence,
      reason: interviews.reason,
      reasonBy: interviews.reasonBy,
      calendarSentAt: interviews.calendarSentAt,
      calendarStartsAt: interviews.calendarStartsAt,
      calendarMinutes: interviews.calendarMinutes,
      updatedAt: interviews.updatedAt,
      applicationStatus: applications.status,
      // A deleted company's job survives as the application's copy (decision 022).
      jobId: sql<string | null>`coalesce(${jobs.id}::text, ${applications.removedJob}->>'id')`,
      jobTitle: sql<string>`coalesce(${jobs.title}, ${applications.removedJob}->>'title', 'Removed job')`,
      companyName: sql<string>`coalesce(${jobs.companyName}, ${applications.removedJob}->>'companyName', 'Deleted account')`,
      studentName: sql<string>`coalesce(${students.name}, 'Deleted account')`,
    })
    .from(interviews)
    .innerJoin(applications, eq(applications.id, interviews.applicationId))
    .leftJoin(jobs, eq(jobs.id, applications.jobId))
    .leftJoin(students, eq(students.id, interviews.studentId))
    .$dynamic();
}

export type InterviewRow = Awaited<ReturnType<ReturnType<typeof selectInterviews>["execute"]>>[number];

/** Each interview's slots, earliest first, in one statement. */
export async function loadSlots(db: Db, interviewIds: string[]): Promise<Map<string, InterviewSlot[]>> {
  const bySlot = new Map<string, InterviewSlot[]>(interviewIds.map((id) => [id, []]));
  if (interviewIds.length === 0) return bySlot;
  const rows = await db
    .select()
    .from(interviewSlots)
    .where(inArray(interviewSlots.interviewId, interviewIds))
    .orderBy(asc(interviewSlots.startsAt), asc(interviewSlots.id));
  for (const row of rows) {
    bySlot.get(row.interviewId)?.push({
      id: row.id,
      startsAt: row.startsAt.toISOString(),
      durationMinutes: row.durationMinutes,
    });
  }
  return bySlot;
}

export function interviewDto(row: InterviewRow, slots: InterviewSlot[]): Interview {
  return {
    id: row.id,
    applicationId: row.applicationId,
    job: { id: row.jobId, title: row.jobTitle },
    companyName: row.companyName,
    studentName: row.studentName,
    status: row.status,
    slots,
    chosenSlotId: row.chosenSlotId,
    timeZone: row.timeZone,
    location: row.location,
    note: row.note,
    sequence: row.sequence,
    reason: row.reason,
    reasonBy: row.reasonBy,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The interviews a condition selects, as answers, in the order given. */
export async function interviewsWhere(db: Db, where: SQL | undefined, order: SQL[] = []): Promise<Interview[]> {
  const rows = await selectInterviews(db)
    .where(where)
    .orderBy(...order, asc(interviews.createdAt), asc(interviews.id));
  const slots = await loadSlots(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => interviewDto(row, slots.get(row.id) ?? []));
}
