import type { RatingDirection, RatingReportReason } from "@stint/shared/ratings";
import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { companies, students } from "./accounts.ts";
import { matches } from "./applications.ts";
import { users } from "./auth.ts";
import { jobs } from "./jobs.ts";

/**
 * One side's rating of the other after a match (packages/shared/src/ratings.ts). `companyId`, `studentId` and
 * `jobId` are copies of the match's (a match never changes them), so lists and a company's averages need no
 * join through matches. Whether the rated side sees it is decided at read time from the two ratings'
 * `createdAt` (ratingRevealsAt); `revealNotifiedAt` only records that the reveal was announced, once.
 * A moderator's hide (`hiddenAt`, with a public `hiddenReason`) keeps the rating listed, its words blanked.
 */
export const ratings = pgTable(
  "ratings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    matchId: uuid("match_id")
      .notNull()
      .references(() => matches.id, { onDelete: "cascade" }),
    jobId: uuid("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    direction: text("direction").$type<RatingDirection>().notNull(),
    authorId: text("author_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    companyId: text("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    studentId: text("student_id")
      .notNull()
      .references(() => students.id, { onDelete: "cascade" }),
    overall: smallint("overall").notNull(),
    categories: jsonb("categories").$type<Record<string, number>>().notNull(),
    title: text("title").notNull(),
    text: text("text").notNull(),
    wouldRecommend: boolean("would_recommend").notNull(),
    signed: boolean("signed").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
    hiddenReason: text("hidden_reason"),
    hiddenBy: text("hidden_by").references(() => users.id, { onDelete: "set null" }),
    revealNotifiedAt: timestamp("reveal_notified_at", { withTimezone: true }),
  },
  (table) => [
    // One rating per side per match; the other side's rating is found by this index too.
    uniqueIndex("ratings_match_id_direction_idx").on(table.matchId, table.direction),
    // A company's page and averages (student → company), a student's received ones (company → student).
    index("ratings_company_id_direction_created_at_idx").on(
      table.companyId,
      table.direction,
      table.createdAt,
      table.id,
    ),
    index("ratings_student_id_direction_created_at_idx").on(
      table.studentId,
      table.direction,
      table.createdAt,
      table.id,
    ),
    index("ratings_author_id_created_at_idx").on(table.authorId, table.createdAt, table.id),
    // The sweep's reveals still to announce.
    index("ratings_reveal_unannounced_idx")
      .on(table.createdAt)
      .where(sql`${table.revealNotifiedAt} is null`),
  ],
);

/** The rated company's one public answer to a student's rating of it. */
export const ratingResponses = pgTable("rating_responses", {
  ratingId: uuid("rating_id")
    .primaryKey()
    .references(() => ratings.id, { onDelete: "cascade" }),
  text: text("text").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A user's report of a rating, once per user; open until a moderator reviews it (`reviewedAt`). */
export const ratingReports = pgTable(
  "rating_reports",
  {
    ratingId: uuid("rating_id")
      .notNull()
      .references(() => ratings.id, { onDelete: "cascade" }),
    reporterId: text("reporter_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    reason: text("reason").$type<RatingReportReason>().notNull(),
    details: text("details"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.ratingId, table.reporterId] }),
    // The moderators' queue: ratings with open reports.
    index("rating_reports_open_idx")
      .on(table.ratingId)
      .where(sql`${table.reviewedAt} is null`),
  ],
);
