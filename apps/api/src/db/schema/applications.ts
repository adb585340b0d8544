import type { ApplicationStatus } from "@stint/shared/application-statuses";
import type { InvitationEndReason, InvitationStatus, MatchSource, RejectReason } from "@stint/shared/applications";
import type { Currency, PayPeriod } from "@stint/shared/jobs";
import type { NotificationKind, NotificationPayload } from "@stint/shared/notifications";
import type { OfferStatus } from "@stint/shared/offers";
import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { companies, students } from "./accounts.ts";
import { users } from "./auth.ts";
import { cvs } from "./cvs.ts";
import { jobs } from "./jobs.ts";

/** What a student keeps of a job whose company deleted its account: the job as it was, named. */
export type RemovedJob = {
  id: string;
  title: string;
  companyId: string;
  companyName: string;
  startDate: string | null;
  deadline: string | null;
  removedAt: string;
};

/**
 * A student's application to a job with one of their CVs. `companyId` is a copy of the job's company (a job
 * never changes company), so a company's lists and the CV visibility check need no join. `status` moves only
 * forward (see packages/shared/src/applications.ts); every move is an `application_events` row.
 * `companyActedAt` is the company's last move; an open application the company has not touched for 21 days
 * (since then or since it was made) is overdue.
 */
export const applications = pgTable(
  "applications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    // An account deletion ends the application first, then leaves it to the other side (set null): a
    // deleted company's job and name survive in `removedJob`, a deleted student leaves nothing (decision 022).
    jobId: uuid("job_id").references(() => jobs.id, { onDelete: "set null" }),
    companyId: text("company_id").references(() => companies.id, { onDelete: "set null" }),
    studentId: text("student_id").references(() => students.id, { onDelete: "set null" }),
    removedJob: jsonb("removed_job").$type<RemovedJob>(),
    // A deleted CV leaves the application without one rather than deleting the application.
    cvId: uuid("cv_id").references(() => cvs.id, { onDelete: "set null" }),
    note: text("note"),
    status: text("status").$type<ApplicationStatus>().notNull().default("applied"),
    reasonCode: text("reason_code").$type<RejectReason>(),
    reasonText: text("reason_text"),
    invitationId: uuid("invitation_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    companyActedAt: timestamp("company_acted_at", { withTimezone: true }),
  },
  (table) => [
    // Once per job and student, whatever happened to the first one.
    uniqueIndex("applications_job_id_student_id_idx").on(table.jobId, table.studentId),
    index("applications_student_id_created_at_idx").on(table.studentId, table.createdAt, table.id),
    index("applications_job_id_created_at_idx").on(table.jobId, table.createdAt, table.id),
    // The CV visibility check: does this company have an application with this student?
    index("applications_company_id_student_id_idx").on(table.companyId, table.studentId),
    index("applications_cv_id_idx").on(table.cvId),
    // A company's responsiveness over its recent applications (its page).
    index("applications_company_id_created_at_idx").on(table.companyId, table.createdAt),
  ],
);

/** Every status change of an application: who made it, when, and why (reject and withdraw reasons). */
export const applicationEvents = pgTable(
  "application_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    fromStatus: text("from_status").$type<ApplicationStatus>(),
    toStatus: text("to_status").$type<ApplicationStatus>().notNull(),
    actorId: text("actor_id").references(() => users.id, { onDelete: "set null" }),
    actorRole: text("actor_role", { enum: ["student", "company"] }).notNull(),
    reasonCode: text("reason_code").$type<RejectReason>(),
    reasonText: text("reason_text"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("application_events_application_id_idx").on(table.applicationId, table.id)],
);

/**
 * The offer an application carries from its move to `offer` (decision 024): one per application, revised in
 * place while open. `answerBy` is the last day (UTC) the student may answer; the time sweep expires an open
 * offer after it. Offers made before offers had terms (backfilled by the migration) have no start date, pay
 * or message.
 */
export const offers = pgTable(
  "offers",
  {
    applicationId: uuid("application_id")
      .primaryKey()
      .references(() => applications.id, { onDelete: "cascade" }),
    status: text("status").$type<OfferStatus>().notNull().default("open"),
    startDate: date("start_date", { mode: "string" }),
    payAmount: integer("pay_amount"),
    payCurrency: text("pay_currency").$type<Currency>(),
    payPeriod: text("pay_period").$type<PayPeriod>(),
    answerBy: date("answer_by", { mode: "string" }).notNull(),
    message: text("message"),
    declineReason: text("decline_reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
  },
  // The expiry sweep's search: open offers by answer-by day.
  (table) => [
    index("offers_open_answer_by_idx")
      .on(table.answerBy)
      .where(sql`${table.status} = 'open'`),
  ],
);

/**
 * A company's invitation to a student (open to offers) to apply to one of its published jobs. At most one
 * open invitation per job and student; accepting creates the application (`applicationId`) and a match.
 */
export const invitations = pgTable(
  "invitations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    jobId: uuid("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    companyId: text("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    studentId: text("student_id")
      .notNull()
      .references(() => students.id, { onDelete: "cascade" }),
    message: text("message").notNull(),
    status: text("status").$type<InvitationStatus>().notNull().default("open"),
    declineReason: text("decline_reason"),
    // Why an open invitation ended without an answer (status `ended`): its job closed.
    endReason: text("end_reason").$type<InvitationEndReason>(),
    applicationId: uuid("application_id").references(() => applications.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    respondedAt: timestamp("responded_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("invitations_one_open_per_job_student_idx")
      .on(table.jobId, table.studentId)
      .where(sql`${table.status} = 'open'`),
    index("invitations_student_id_created_at_idx").on(table.studentId, table.createdAt, table.id),
    index("invitations_company_id_created_at_idx").on(table.companyId, table.createdAt, table.id),
    index("invitations_job_id_idx").on(table.jobId),
  ],
);

/**
 * A student and a job matched: the company shortlisted the student's application, or the student accepted
 * the company's invitation. One per job and student. Unlocks contact details for both while not ended
 * (`endedAt`: the application was later rejected or withdrawn). `startDate` starts as the job's and the
 * company may change it; ratings open once it has passed.
 */
export const matches = pgTable(
  "matches",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    jobId: uuid("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    companyId: text("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    studentId: text("student_id")
      .notNull()
      .references(() => students.id, { onDelete: "cascade" }),
    applicationId: uuid("application_id").references(() => applications.id, { onDelete: "set null" }),
    source: text("source").$type<MatchSource>().notNull(),
    startDate: date("start_date", { mode: "string" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp("ended_at", { withTimezone: true }),
    // When both sides were told they can rate now (the rating sweep sets it once, in the notifying transaction).
    ratingDueNotifiedAt: timestamp("rating_due_notified_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("matches_job_id_student_id_idx").on(table.jobId, table.studentId),
    index("matches_student_id_created_at_idx").on(table.studentId, table.createdAt, table.id),
    index("matches_company_id_created_at_idx").on(table.companyId, table.createdAt, table.id),
  ],
);

/**
 * In-app notifications, written in the transaction of the change they report (modules/notifications/notify.ts),
 * which also emits the outbox event that mails it. `payload` holds the title and what to link to.
 * Mailing it (decision 011): `mailStartedAt` is set before the mail is handed to the transport and cleared
 * when the transport refuses it, `mailedAt` once the transport accepted it. A retry never mails a mailed
 * notification again, and one that finds a try started but neither accepted nor refused knows the mail may
 * be out already.
 */
export const notifications = pgTable(
  "notifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    recipientId: text("recipient_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").$type<NotificationKind>().notNull(),
    payload: jsonb("payload").$type<NotificationPayload>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp("read_at", { withTimezone: true }),
    mailStartedAt: timestamp("mail_started_at", { withTimezone: true }),
    mailedAt: timestamp("mailed_at", { withTimezone: true }),
  },
  (table) => [
    index("notifications_recipient_id_created_at_idx").on(table.recipientId, table.createdAt, table.id),
    index("notifications_unread_idx")
      .on(table.recipientId)
      .where(sql`${table.readAt} is null`),
  ],
);

/** Per user and notification kind: whether it also goes out by mail (no row: the kind's default). */
export const notificationSettings = pgTable(
  "notification_settings",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").$type<NotificationKind>().notNull(),
    mail: boolean("mail").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.kind] })],
);

/** A company's named candidate filter (the seed's "filter" entity), for one job or for all its jobs. */
export const savedFilters = pgTable(
  "saved_filters",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: text("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    jobId: uuid("job_id").references(() => jobs.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    filter: jsonb("filter").$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("saved_filters_company_id_idx").on(table.companyId, table.jobId),
    // One name per company, whatever the case: two filters the company cannot tell apart are one too many.
    uniqueIndex("saved_filters_company_id_name_idx").on(table.companyId, sql`lower(${table.name})`),
  ],
);
