import { sql } from "drizzle-orm";
import type { JobType, WorkMode } from "@stint/shared/jobs";
import { bigint, customType, doublePrecision, index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * What changed for matching, written by triggers on jobs, cvs and students (migration 0007) in the writing
 * transaction: `job` with a job's id, `student` with a student's id (their CVs or their profile changed), or
 * `reset` (a table was truncated). Each API process keeps an in-memory matching index and replays these
 * rows (modules/matching/index). `txid` is the writing transaction's id: a reader that remembers the oldest
 * transaction still running at its last read (its snapshot's xmin) finds every change it has not seen with
 * `txid >= xmin`, however late the transaction commits. Rows older than a few minutes are pruned.
 */
export const matchingChanges = pgTable(
  "matching_changes",
  {
    seq: bigint("seq", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    txid: bigint("txid", { mode: "number" })
      .notNull()
      .default(sql`(pg_current_xact_id()::text::bigint)`),
    entity: text("entity", { enum: ["job", "student", "reset"] }).notNull(),
    /** A job id or a student id; null for `reset`. */
    entityId: text("entity_id"),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("matching_changes_txid_idx").on(table.txid),
    index("matching_changes_changed_at_idx").on(table.changedAt),
  ],
);

/** PostgreSQL's `box`, as its text ("(x1,y1),(x2,y2)"): only ever compared in SQL. */
const box = customType<{ data: string }>({ dataType: () => "box" });

/*
 * What a ranking reads to choose its candidates when the process keeps no in-memory index (decision 034):
 * one narrow row per published job and per student open to offers (by their primary CV), kept by triggers
 * on jobs, cvs and students in the writing transaction (migration 0026), so that a window of the newest
 * candidates reads a few pages instead of one wide row each. Their indexes (partial, covering, GIN) are
 * written in the migration by hand: drizzle's index builder has no INCLUDE.
 */

/** A published job: its type, where it is done (work mode, point) and its skills' ids. */
export const jobMatchEntries = pgTable("job_match_entries", {
  jobId: uuid("job_id").primaryKey(),
  publishedAt: timestamp("published_at", { withTimezone: true }).notNull(),
  type: text("type").$type<JobType>().notNull(),
  workMode: text("work_mode").$type<WorkMode>().notNull(),
  lat: doublePrecision("lat"),
  lon: doublePrecision("lon"),
  requiredSkillIds: text("required_skill_ids").array().notNull(),
  skillIds: text("skill_ids").array().notNull(),
});

/**
 * A student open to offers, by their primary CV: its skills' ids, the job types it wishes for and a box
 * holding every place it accepts a job at (x = longitude, y = latitude; null: any place), a little larger
 * than the engine's own (`matching_place_box`).
 */
export const studentMatchEntries = pgTable("student_match_entries", {
  cvId: uuid("cv_id").primaryKey(),
  studentId: text("student_id").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  skillIds: text("skill_ids").array().notNull(),
  desiredTypes: jsonb("desired_types").$type<JobType[]>().notNull(),
  placeBox: box("place_box"),
});
