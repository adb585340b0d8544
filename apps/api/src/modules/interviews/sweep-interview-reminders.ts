import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { interviews } from "../../db/schema/index.ts";
import { said } from "../../i18n/said.ts";
import { selectInterviews } from "./interview-dto.ts";
import { reminderTitle } from "./interview-messages.ts";
import { tellParties } from "./tell-parties.ts";

const DAY_MS = 86_400_000;

/**
 * When an interview is, in the zone it is held in, in the reader's language: "Tuesday 1 December 2026 at 10:00
 * (Europe/Zurich)", "Dienstag, 1. Dezember 2026 um 10:00 (Europe/Zurich)".
 */
export const interviewTimeSaid = (start: Date, timeZone: string) =>
  said("notifications:interview.reminderTime", { start: start.getTime(), timeZone });

/**
 * The time sweep's reminders (create-deps.ts): each scheduled interview that starts within the next 24 hours
 * and was scheduled more than a day before its start (one scheduled at shorter notice has just had its
 * invitation) tells both sides once. The mark and the notifications are written in one transaction, and
 * the mark is taken by a conditional update, so two processes sweeping at once remind once.
 */
export async function sweepInterviewReminders(options: { db: Db; now: Date }): Promise<number> {
  const { db, now } = options;
  return db.transaction(async (tx) => {
    const dueBy = new Date(now.getTime() + DAY_MS);
    const due = await tx
      .update(interviews)
      .set({ reminderSentAt: now })
      .where(
        and(
          eq(interviews.status, "scheduled"),
          isNull(interviews.reminderSentAt),
          sql`${interviews.calendarStartsAt} > ${now.toISOString()}::timestamptz`,
          sql`${interviews.calendarStartsAt} <= ${dueBy.toISOString()}::timestamptz`,
          sql`${interviews.calendarSentAt} < ${interviews.calendarStartsAt} - interval '1 day'`,
        ),
      )
      .returning({ id: interviews.id });
    if (due.length === 0) return 0;
    const rows = await selectInterviews(tx).where(
      inArray(
        interviews.id,
        due.map((row) => row.id),
      ),
    );
    for (const row of rows) {
      const body = interviewTimeSaid(row.calendarStartsAt!, row.timeZone);
      await tellParties(tx, row, [
        { to: "student", kind: "interview.reminder", title: reminderTitle(row.jobTitle), body },
        { to: "company", kind: "interview.reminder", title: reminderTitle(row.jobTitle), body },
      ]);
    }
    return rows.length;
  });
}
