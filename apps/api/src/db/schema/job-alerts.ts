import type { JobAlertFrequency, JobAlertSearch } from "@stint/shared/job-alerts";
import { sql } from "drizzle-orm";
import { boolean, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { students } from "./accounts.ts";
import { jobs } from "./jobs.ts";

/** A student's saved job search that tells them of new jobs it finds (issue 36). */
export const jobAlerts = pgTable(
  "job_alerts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    studentId: text("student_id")
      .notNull()
      .references(() => students.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    frequency: text("frequency").$type<JobAlertFrequency>().notNull(),
    /** The job search's parameters, parsed (`jobAlertSearchSchema`). */
    search: jsonb("search").$type<JobAlertSearch>().notNull(),
    placeLabel: text("place_label"),
    paused: boolean("paused").notNull().default(false),
    /** A daily or weekly alert's next digest goes out at the first sweep after this. */
    digestDueAt: timestamp("digest_due_at", { withTimezone: true }).notNull().defaultNow(),
    lastDigestAt: timestamp("last_digest_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("job_alerts_student_id_idx").on(table.studentId, table.createdAt),
    index("job_alerts_digest_due_idx")
      .on(table.digestDueAt)
      .where(sql`not ${table.paused} and ${table.frequency} in ('daily', 'weekly')`),
  ],
);

/**
 * What a job must have for an alert to find it: lexemes of the public search's narrow rows (`job_search_rows`:
 * its words' stems, `type:…`, `skill:…`, `cell:…`), one row per lexeme, of which a matching job holds at least
 * one (`*`: any job may match). A newly published job looks its own lexemes up here to find the few alerts
 * worth checking, instead of checking every alert.
 */
export const jobAlertKeys = pgTable(
  "job_alert_keys",
  {
    key: text("key").notNull(),
    alertId: uuid("alert_id")
      .notNull()
      .references(() => jobAlerts.id, { onDelete: "cascade" }),
  },
  (table) => [
    primaryKey({ columns: [table.key, table.alertId] }),
    index("job_alert_keys_alert_id_idx").on(table.alertId),
  ],
);

/** A job an alert found, once per alert and job (the key); `deliveredAt`: the digest (or instant note) it went out in. */
export const jobAlertHits = pgTable(
  "job_alert_hits",
  {
    alertId: uuid("alert_id")
      .notNull()
      .references(() => jobAlerts.id, { onDelete: "cascade" }),
    jobId: uuid("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.alertId, table.jobId] }),
    index("job_alert_hits_job_id_idx").on(table.jobId),
    index("job_alert_hits_pending_idx").on(table.alertId).where(sql`${table.deliveredAt} is null`),
  ],
);
