import { addDays, DEADLINE_SOON_DAYS } from "@stint/shared/saved-jobs";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { applications, jobs, savedJobs } from "../../db/schema/index.ts";
import { said } from "../../i18n/said.ts";
import { notify } from "../notifications/notify.ts";

/**
 * The time sweep's reminders (create-deps.ts): each saved job whose application deadline is DEADLINE_SOON_DAYS
 * days away or less, still published, that its saver has not applied to, tells the saver once (in-app, and by
 * mail as their settings say). A job saved when its deadline was already that near is not reminded of: its
 * card said "deadline soon" when it was saved. The mark is taken by a conditional update in the transaction that
 * writes the notifications, so two processes sweeping at once remind once, and a restart never again.
 */
export async function sweepSavedJobReminders(options: { db: Db; now: Date }): Promise<number> {
  const { db, now } = options;
  const today = now.toISOString().slice(0, 10);
  const last = addDays(today, DEADLINE_SOON_DAYS);
  return db.transaction(async (tx) => {
    const due = await tx
      .update(savedJobs)
      .set({ remindedAt: now })
      .from(jobs)
      .where(
        and(
          eq(jobs.id, savedJobs.jobId),
          eq(jobs.status, "published"),
          sql`${jobs.deadline} between ${today}::date and ${last}::date`,
          isNull(savedJobs.remindedAt),
          sql`${savedJobs.savedAt} < ((${jobs.deadline} - ${DEADLINE_SOON_DAYS}::integer)::timestamp at time zone 'UTC')`,
          sql`not exists (select 1 from ${applications} where ${applications.jobId} = ${savedJobs.jobId} and ${applications.studentId} = ${savedJobs.studentId})`,
        ),
      )
      .returning({
        studentId: savedJobs.studentId,
        jobId: savedJobs.jobId,
        title: jobs.title,
        deadline: jobs.deadline,
      });
    for (const row of due) {
      await notify(tx, {
        recipientId: row.studentId,
        kind: "saved-job.deadline",
        title: said("notifications:savedJob.deadline", {
          job: row.title,
          date: Date.parse(`${row.deadline}T00:00:00Z`),
        }),
        body: said("notifications:savedJob.notApplied"),
        link: { type: "job", id: row.jobId },
      });
    }
    return due.length;
  });
}
