import type { ConversationJobReason, MessageReportReason } from "@stint/shared/conversations";
import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { companies, students } from "./accounts.ts";
import { users } from "./auth.ts";
import { files } from "./files.ts";
import { jobs } from "./jobs.ts";

/**
 * One conversation per company and student (decision 027). A side whose account is deleted becomes null (its
 * messages go with it), so the other side keeps a "this account was deleted" entry. The last message is
 * copied onto the row (`last*`) and each side's unread count kept beside its read mark, so an inbox page is
 * one index scan: `lastSeq` orders the inbox (a message's `seq`, which only grows).
 */
export const conversations = pgTable(
  "conversations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: text("company_id").references(() => companies.id, { onDelete: "set null" }),
    studentId: text("student_id").references(() => students.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeq: bigint("last_seq", { mode: "number" }).notNull().default(0),
    lastMessageAt: timestamp("last_message_at", { withTimezone: true }),
    lastPreview: text("last_preview"),
    lastSenderId: text("last_sender_id"),
    // Read marks: the `seq` of the last message each side has read (0: none), and when that message was sent.
    companyReadSeq: bigint("company_read_seq", { mode: "number" }).notNull().default(0),
    studentReadSeq: bigint("student_read_seq", { mode: "number" }).notNull().default(0),
    companyReadSentAt: timestamp("company_read_sent_at", { withTimezone: true }),
    studentReadSentAt: timestamp("student_read_sent_at", { withTimezone: true }),
    companyUnread: integer("company_unread").notNull().default(0),
    studentUnread: integer("student_unread").notNull().default(0),
    // Which side blocked the other (no further messages from either), and when.
    blockedBy: text("blocked_by").$type<"company" | "student">(),
    blockedAt: timestamp("blocked_at", { withTimezone: true }),
    // The digest mail of unread messages: the `seq` up to which each side was mailed about.
    companyMailedSeq: bigint("company_mailed_seq", { mode: "number" }).notNull().default(0),
    studentMailedSeq: bigint("student_mailed_seq", { mode: "number" }).notNull().default(0),
  },
  (table) => [
    uniqueIndex("conversations_company_id_student_id_idx").on(table.companyId, table.studentId),
    index("conversations_company_id_last_seq_idx").on(table.companyId, table.lastSeq),
    index("conversations_student_id_last_seq_idx").on(table.studentId, table.lastSeq),
    index("conversations_company_unread_idx")
      .on(table.companyId)
      .where(sql`${table.companyUnread} > 0`),
    index("conversations_student_unread_idx")
      .on(table.studentId)
      .where(sql`${table.studentUnread} > 0`),
  ],
);

/** The jobs a conversation concerns and why (an application, an invitation, a match): the inbox lists them. */
export const conversationJobs = pgTable(
  "conversation_jobs",
  {
    conversationId: uuid("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    jobId: uuid("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    reason: text("reason").$type<ConversationJobReason>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.conversationId, table.jobId, table.reason] }),
    index("conversation_jobs_job_id_idx").on(table.jobId),
  ],
);

/**
 * A message: plain text as typed (never HTML; the web makes links clickable). `seq` orders a conversation's
 * messages (keyset pages by it) and the inbox.
 */
export const messages = pgTable(
  "messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    seq: bigserial("seq", { mode: "number" }).notNull(),
    conversationId: uuid("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    senderId: text("sender_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    body: text("body").notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("messages_conversation_id_seq_idx").on(table.conversationId, table.seq)],
);

/** A file of the sender's attached to a message; the recipient may download it (files/file-access.ts). */
export const messageAttachments = pgTable(
  "message_attachments",
  {
    messageId: uuid("message_id")
      .notNull()
      .references(() => messages.id, { onDelete: "cascade" }),
    fileId: uuid("file_id")
      .notNull()
      .references(() => files.id, { onDelete: "cascade" }),
    position: smallint("position").notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.messageId, table.fileId] }),
    index("message_attachments_file_id_idx").on(table.fileId),
  ],
);

/** A message reported to the moderators (the rating moderators), once per reporter. */
export const messageReports = pgTable(
  "message_reports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    messageId: uuid("message_id")
      .notNull()
      .references(() => messages.id, { onDelete: "cascade" }),
    reporterId: text("reporter_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    reason: text("reason").$type<MessageReportReason>().notNull(),
    details: text("details"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    resolvedBy: text("resolved_by").references(() => users.id, { onDelete: "set null" }),
  },
  (table) => [
    uniqueIndex("message_reports_message_id_reporter_id_idx").on(table.messageId, table.reporterId),
    index("message_reports_open_idx")
      .on(table.createdAt)
      .where(sql`${table.resolvedAt} is null`),
  ],
);
