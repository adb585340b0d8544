import type { MessageReport, MessageReportCreate } from "@stint/shared/conversations";
import { and, desc, eq, isNull } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import { conversations, messageReports, messages, users } from "../../db/schema/index.ts";
import { forbidden, notFound } from "../../lib/errors.ts";
import { isUuid } from "../../lib/http/id-param.ts";
import type { Party } from "../applications/party.ts";
import { alreadyReported, messageNotFound, notModerator } from "./conversation-errors.ts";
import { isParty } from "./conversation-party.ts";

const MAX_LISTED_REPORTS = 200;
const reporters = alias(users, "reporters");
const senders = alias(users, "senders");

/** Moderators are the ratings' moderators: the flag on the user row, set from the command line. */
async function requireModerator(db: Db, userId: string): Promise<void> {
  const [row] = await db.select({ moderator: users.moderator }).from(users).where(eq(users.id, userId));
  if (!row?.moderator) throw notModerator();
}

function selectReports(db: Db) {
  return db
    .select({
      id: messageReports.id,
      reason: messageReports.reason,
      details: messageReports.details,
      createdAt: messageReports.createdAt,
      resolvedAt: messageReports.resolvedAt,
      reporterName: reporters.name,
      messageId: messages.id,
      body: messages.body,
      sentAt: messages.sentAt,
      senderName: senders.name,
    })
    .from(messageReports)
    .innerJoin(messages, eq(messages.id, messageReports.messageId))
    .innerJoin(reporters, eq(reporters.id, messageReports.reporterId))
    .innerJoin(senders, eq(senders.id, messages.senderId));
}

type ReportRow = Awaited<ReturnType<ReturnType<typeof selectReports>["execute"]>>[number];

const reportDto = (row: ReportRow): MessageReport => ({
  id: row.id,
  reason: row.reason,
  details: row.details,
  createdAt: row.createdAt.toISOString(),
  resolvedAt: row.resolvedAt?.toISOString() ?? null,
  reporterName: row.reporterName,
  message: { id: row.messageId, body: row.body, sentAt: row.sentAt.toISOString(), senderName: row.senderName },
});

/**
 * `POST /api/messages/{id}/reports`: a party of the conversation reports a message of the other side's to the
 * moderators, once. A message the viewer cannot read is a 404; their own a 403.
 */
export async function reportMessage(options: {
  db: Db;
  party: Party;
  messageId: string;
  input: MessageReportCreate;
  now: Date;
}): Promise<MessageReport> {
  const { db, party, messageId, input, now } = options;
  if (!isUuid(messageId)) throw messageNotFound();
  const [message] = await db
    .select({ senderId: messages.senderId })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(and(eq(messages.id, messageId), isParty(party)));
  if (!message) throw messageNotFound();
  if (message.senderId === party.userId) throw forbidden("You cannot report your own message.");
  const [created] = await db
    .insert(messageReports)
    .values({
      messageId,
      reporterId: party.userId,
      reason: input.reason,
      details: input.details ?? null,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: messageReports.id });
  if (!created) throw alreadyReported();
  const [row] = await selectReports(db).where(eq(messageReports.id, created.id));
  return reportDto(row!);
}

/** `GET /api/message-reports` (moderators): the open reports, newest first, with the message and who wrote it. */
export async function listMessageReports(options: { db: Db; userId: string }): Promise<{ items: MessageReport[] }> {
  const { db, userId } = options;
  await requireModerator(db, userId);
  const rows = await selectReports(db)
    .where(isNull(messageReports.resolvedAt))
    .orderBy(desc(messageReports.createdAt), desc(messageReports.id))
    .limit(MAX_LISTED_REPORTS);
  return { items: rows.map(reportDto) };
}

/** `POST /api/message-reports/{id}/resolve` (moderators): the report is dealt with and leaves the list. */
export async function resolveMessageReport(options: {
  db: Db;
  userId: string;
  reportId: string;
  now: Date;
}): Promise<MessageReport> {
  const { db, userId, reportId, now } = options;
  await requireModerator(db, userId);
  const notReport = () => notFound("This report");
  if (!isUuid(reportId)) throw notReport();
  const [updated] = await db
    .update(messageReports)
    .set({ resolvedAt: now, resolvedBy: userId })
    .where(and(eq(messageReports.id, reportId), isNull(messageReports.resolvedAt)))
    .returning({ id: messageReports.id });
  const [row] = await selectReports(db).where(eq(messageReports.id, updated?.id ?? reportId));
  if (!row) throw notReport();
  return reportDto(row);
}
