import { index, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { students } from "./accounts.ts";
import { jobs } from "./jobs.ts";

/**
 * A job a student keeps to come back to (issue 36): one row per student and job, gone with either.
 * `remindedAt`: the reminder two days before the job's application deadline went out (the time sweep takes
 * it by a conditional update, so two processes remind once).
 */
export const savedJobs = pgTable(
  "saved_jobs",
  {
    studentId: text("student_id")
      .notNull()
      .references(() => students.id, { onDelete: "cascade" }),
    jobId: uuid("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    savedAt: timestamp("saved_at", { withTimezone: true }).notNull().defaultNow(),
    remindedAt: timestamp("reminded_at", { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.studentId, table.jobId] }),
    // The Saved tab: a student's saved jobs, newest saved first.
    index("saved_jobs_student_saved_at_idx").on(table.studentId, table.savedAt.desc(), table.jobId.desc()),
    // A job's savers: its deletion's cascade, and the reminder sweep from the jobs whose deadline is near.
    index("saved_jobs_job_id_idx").on(table.jobId),
  ],
);
