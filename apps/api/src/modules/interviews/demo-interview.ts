import { and, eq, sql } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import type { Db } from "../../db/client.ts";
import { applications, interviewSlots, interviews } from "../../db/schema/index.ts";
import { calendarUid } from "./interview-calendar.ts";

const DAY_MS = 86_400_000;

/**
 * The demo data's scheduled interview (src/demo): of the company's applications at `interview`, the
 * student's first, else any, gets a video interview three days from `now` at 10:00 UTC, picked from two
 * proposed times. Written as history is (no notifications, no mail). Returns whether one was written.
 */
export async function scheduleDemoInterview(
  db: Db,
  options: { companyId: string; studentId: string; now: Date },
): Promise<boolean> {
  const { companyId, studentId, now } = options;
  const [application] = await db
    .select({ id: applications.id, studentId: applications.studentId })
    .from(applications)
    .where(and(eq(applications.companyId, companyId), eq(applications.status, "interview")))
    .orderBy(sql`${applications.studentId} = ${studentId} desc`, applications.createdAt)
    .limit(1);
  if (!application) return false;
  const day = new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS + 3 * DAY_MS);
  const starts = [new Date(day.getTime() + 10 * 3_600_000), new Date(day.getTime() + DAY_MS + 14 * 3_600_000)];
  const id = randomUUID();
  const chosen = randomUUID();
  await db.insert(interviews).values({
    id,
    applicationId: application.id,
    companyId,
    studentId: application.studentId,
    status: "scheduled",
    timeZone: "Europe/Zurich",
    location: { kind: "video", url: "https://meet.example/helvetia-robotics-interview" },
    note: "You will meet our lead robotics engineer and one of last year's interns.",
    chosenSlotId: chosen,
    uid: calendarUid(id),
    sequence: 1,
    calendarSentAt: now,
    calendarStartsAt: starts[0]!,
    calendarMinutes: 45,
    createdAt: new Date(now.getTime() - 2 * DAY_MS),
    updatedAt: now,
  });
  await db.insert(interviewSlots).values([
    { id: chosen, interviewId: id, startsAt: starts[0]!, durationMinutes: 45 },
    { interviewId: id, startsAt: starts[1]!, durationMinutes: 45 },
  ]);
  return true;
}
