import { sql } from "drizzle-orm";
import type { JobType, WorkMode } from "@stint/shared/jobs";
import {
  bigint,
  customType,
  doublePrecision,
  index,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";

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
 * A published job filed under each term a ranking asks for (migration 0028): `s|<skill>|<type>|<cell>` for each
 * of its skills, `-|<type>|<cell>` when it requires none, each once with its place's half-degree cell (`r`:
 * remote or no point) and once with `*` (any place). `weight` is what the job adds to a CV's weight sum
 * through that term (skill-terms.ts jobQueryWeights: 3 for a required skill, 2 + 1; 1 for one only asked; 0 for
 * the none-required marker); `lat`/`lon` only on cell terms, for the exact box. A CV's window reads only its
 * own terms, newest first, instead of walking every job (decision 034). Kept by a trigger on
 * `job_match_entries`; its index is written in the migration by hand (covering, descending).
 */
export const jobMatchPostings = pgTable("job_match_postings", {
  term: text("term").notNull(),
  publishedAt: timestamp("published_at", { withTimezone: true }).notNull(),
  jobId: uuid("job_id").notNull(),
  weight: smallint("weight").notNull(),
  lat: doublePrecision("lat"),
  lon: doublePrecision("lon"),
});

/**
 * A student open to offers filed under each term a job's ranking asks for (migration 0029): `s|<skill>|<type>`
 * for each skill of their primary CV and each job type it wishes for (`*`: any), with the CV's place box (null:
 * any place) for the exact check. A job's window reads only the students holding a skill crediting one it
 * asks for, most recently changed first (decision 034). Kept by a trigger on `student_match_entries`; its
 * index is written in the migration by hand.
 */
export const studentMatchPostings = pgTable("student_match_postings", {
  term: text("term").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  cvId: uuid("cv_id").notNull(),
  placeBox: box("place_box"),
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
