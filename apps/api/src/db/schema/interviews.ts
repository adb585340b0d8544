import type { InterviewLocation, InterviewStatus } from "@stint/shared/interviews";
import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { companies, students } from "./accounts.ts";
import { applications } from "./applications.ts";
import { users } from "./auth.ts";

/**
 * An interview of an application (decision 028): the company proposes slots, the student picks one. The
 * company and student are copies of the application's (they never change), so the permission check and a
 * user's list need no join; a deleted account leaves them null as it does on the application (decision 022).
 * `uid` and `sequence` are the calendar event's UID and SEQUENCE: every change the calendars are sent raises
 * `sequence`, so calendar programs replace the event they hold. `calendarSentAt`: a REQUEST went out (at
 * `calendarStartsAt`), so a cancellation sends a CANCEL. `reminderSentAt` is cleared when the time moves.
 */
export const interviews = pgTable(
  "interviews",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    companyId: text("company_id").references(() => companies.id, { onDelete: "set null" }),
    studentId: text("student_id").references(() => students.id, { onDelete: "set null" }),
    status: text("status").$type<InterviewStatus>().notNull().default("proposed"),
    timeZone: text("time_zone").notNull(),
    location: jsonb("location").$type<InterviewLocation>().notNull(),
    note: text("note"),
    chosenSlotId: uuid("chosen_slot_id"),
    uid: text("uid").notNull(),
    sequence: integer("sequence").notNull().default(0),
    reason: text("reason"),
    reasonBy: text("reason_by", { enum: ["student", "company"] }),
    calendarSentAt: timestamp("calendar_sent_at", { withTimezone: true }),
    // The time the calendars were last sent, which a cancellation names (its slot may be gone by then).
    calendarStartsAt: timestamp("calendar_starts_at", { withTimezone: true }),
    calendarMinutes: integer("calendar_minutes"),
    reminderSentAt: timestamp("reminder_sent_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("interviews_uid_idx").on(table.uid),
    index("interviews_application_id_idx").on(table.applicationId),
    index("interviews_student_id_idx").on(table.studentId),
    index("interviews_company_id_idx").on(table.companyId),
    // The reminder sweep: scheduled interviews not reminded yet.
    index("interviews_unreminded_idx")
      .on(table.chosenSlotId)
      .where(sql`${table.status} = 'scheduled' and ${table.reminderSentAt} is null`),
  ],
);

/** The times proposed for an interview, replaced by a reschedule; the start is an instant (UTC). */
export const interviewSlots = pgTable(
  "interview_slots",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    interviewId: uuid("interview_id")
      .notNull()
      .references(() => interviews.id, { onDelete: "cascade" }),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    durationMinutes: integer("duration_minutes").notNull(),
  },
  (table) => [index("interview_slots_interview_id_idx").on(table.interviewId, table.startsAt)],
);

/**
 * A user's private calendar feed (`webcal://…/api/calendar/<token>.ics`): only the token's SHA-256 is kept,
 * so a database read does not give the address away; replacing it makes the old address stop working.
 */
export const calendarFeeds = pgTable("calendar_feeds", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  tokenHash: text("token_hash").notNull().unique(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
