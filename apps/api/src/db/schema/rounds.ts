import type { JobReason, PlaceStatus, RoundStatus, StudentReason } from "@stint/shared/rounds";
import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { companies, students } from "./accounts.ts";
import { applications } from "./applications.ts";
import { users } from "./auth.ts";
import { jobs } from "./jobs.ts";

/**
 * A placement round (packages/shared/src/rounds.ts). Its members are companies (the creator among them), its
 * jobs theirs. Rankings are stored as positions and read at run time against the applications as they are
 * then: a withdrawn application or one moved back out of the shortlist simply drops out of the run.
 */
export const rounds = pgTable(
  "rounds",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    creatorCompanyId: text("creator_company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    status: text("status").$type<RoundStatus>().notNull().default("draft"),
    rankingDeadline: timestamp("ranking_deadline", { withTimezone: true }).notNull(),
    confirmationDeadline: timestamp("confirmation_deadline", { withTimezone: true }).notNull(),
    openedAt: timestamp("opened_at", { withTimezone: true }),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    /** The "ranking deadline near" and "answer your place" reminders went out (once each). */
    rankingRemindedAt: timestamp("ranking_reminded_at", { withTimezone: true }),
    confirmRemindedAt: timestamp("confirm_reminded_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("rounds_creator_company_id_idx").on(table.creatorCompanyId),
    // The sweep's work: rounds whose deadline may have passed.
    index("rounds_open_status_idx")
      .on(table.status)
      .where(sql`${table.status} in ('ranking', 'confirming')`),
  ],
);

export const roundMembers = pgTable(
  "round_members",
  {
    roundId: uuid("round_id")
      .notNull()
      .references(() => rounds.id, { onDelete: "cascade" }),
    companyId: text("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    status: text("status").$type<"invited" | "joined">().notNull(),
    invitedAt: timestamp("invited_at", { withTimezone: true }).notNull().defaultNow(),
    joinedAt: timestamp("joined_at", { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.roundId, table.companyId] }),
    index("round_members_company_id_idx").on(table.companyId),
  ],
);

export const roundJobs = pgTable(
  "round_jobs",
  {
    roundId: uuid("round_id")
      .notNull()
      .references(() => rounds.id, { onDelete: "cascade" }),
    jobId: uuid("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    companyId: text("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    capacity: integer("capacity").notNull(),
    addedAt: timestamp("added_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.roundId, table.jobId] }), index("round_jobs_job_id_idx").on(table.jobId)],
);

/** A student's ranking of the round's jobs: position 1 is their first choice. */
export const roundStudentRankings = pgTable(
  "round_student_rankings",
  {
    roundId: uuid("round_id")
      .notNull()
      .references(() => rounds.id, { onDelete: "cascade" }),
    studentId: text("student_id")
      .notNull()
      .references(() => students.id, { onDelete: "cascade" }),
    jobId: uuid("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    rankedAt: timestamp("ranked_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.roundId, table.studentId, table.jobId] })],
);

/** A job's ranking of its applicants (by application): position 1 is the company's first choice. */
export const roundJobRankings = pgTable(
  "round_job_rankings",
  {
    roundId: uuid("round_id")
      .notNull()
      .references(() => rounds.id, { onDelete: "cascade" }),
    jobId: uuid("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    rankedAt: timestamp("ranked_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.roundId, table.jobId, table.applicationId] })],
);

/** One run of the assignment; the first at the ranking deadline (or earlier by the creator), then over those left. */
export const roundRuns = pgTable(
  "round_runs",
  {
    roundId: uuid("round_id")
      .notNull()
      .references(() => rounds.id, { onDelete: "cascade" }),
    run: integer("run").notNull(),
    ranAt: timestamp("ran_at", { withTimezone: true }).notNull().defaultNow(),
    ranBy: text("ran_by").references(() => users.id, { onDelete: "set null" }),
    students: integer("students").notNull(),
    placed: integer("placed").notNull(),
  },
  (table) => [primaryKey({ columns: [table.roundId, table.run] })],
);

/**
 * Each student's outcome of a run that included them: a proposed place (jobId set) or none, and why they did
 * not get the jobs they ranked higher. Both sides answer a place; its status follows from the answers and the
 * confirmation deadline.
 */
export const roundOutcomes = pgTable(
  "round_outcomes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    roundId: uuid("round_id")
      .notNull()
      .references(() => rounds.id, { onDelete: "cascade" }),
    run: integer("run").notNull(),
    studentId: text("student_id")
      .notNull()
      .references(() => students.id, { onDelete: "cascade" }),
    jobId: uuid("job_id").references(() => jobs.id, { onDelete: "cascade" }),
    applicationId: uuid("application_id").references(() => applications.id, { onDelete: "cascade" }),
    studentChoice: integer("student_choice"),
    jobRank: integer("job_rank"),
    status: text("status").$type<PlaceStatus | "unplaced">().notNull(),
    studentAnswer: text("student_answer").$type<"confirmed" | "declined">(),
    companyAnswer: text("company_answer").$type<"confirmed" | "declined">(),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    reasons: jsonb("reasons").$type<StudentReason[]>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("round_outcomes_round_id_run_student_id_idx").on(table.roundId, table.run, table.studentId),
    index("round_outcomes_student_id_idx").on(table.studentId),
    index("round_outcomes_job_id_idx").on(table.jobId),
  ],
);

/** Per job and run: why each student the job ranked went elsewhere (for the job's company). */
export const roundJobOutcomes = pgTable(
  "round_job_outcomes",
  {
    roundId: uuid("round_id")
      .notNull()
      .references(() => rounds.id, { onDelete: "cascade" }),
    run: integer("run").notNull(),
    jobId: uuid("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    reasons: jsonb("reasons").$type<Omit<JobReason, "studentName">[]>().notNull(),
  },
  (table) => [primaryKey({ columns: [table.roundId, table.run, table.jobId] })],
);
