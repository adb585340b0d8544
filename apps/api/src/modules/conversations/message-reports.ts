import type { MessageReport, MessageReportCreate } from "@stint/shared/conversations";
import type {
  MessageReportDismiss,
  ModeratedMessageReport,
  ModeratedMessageReportList,
} from "@stint/shared/moderation";
import { and, count, desc, eq, isNull, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import { conversations, messageReports, messages, users } from "../../db/schema/index.ts";
import { forbidden, notFound } from "../../lib/errors.ts";
import { isUuid } from "../../lib/http/id-param.ts";
import type { Party } from "../applications/party.ts";
import { writeAudit } from "../operators/audit-log.ts";
import type { OperatorViewer } from "../operators/operator-access.ts";
import { alreadyReported, messageNotFound, reportDecided } from "./conversation-errors.ts";
import { isParty } from "./conversation-party.ts";

const MAX_LISTED_REPORTS = 200;
const reporters = alias(users, "reporters");
const senders = alias(users, "senders");

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
type ContextMessage = ModeratedMessageReport["context"][number];

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
 * operators' moderation queue, once. A message the viewer cannot read is a 404; their own a 403.
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

/** How many messages of the conversation the queue shows before the reported one, and after it. */
const CONTEXT_BEFORE = 3;
const CONTEXT_AFTER = 2;

type ContextRow = { reportId: string; id: string; body: string; sentAt: Date | string; senderName: string };

/** The messages around each report's message, oldest first: one statement, two index scans per report. */
async function contextOf(db: Db, reportIds: string[]): Promise<Map<string, ContextMessage[]>> {
  const byReport = new Map<string, ContextMessage[]>();
  if (reportIds.length === 0) return byReport;
  const { rows } = (await db.execute(sql`
    select r.id as "reportId", x.id, x.body, x.sent_at as "sentAt", u.name as "senderName"
    from ${messageReports} r
    join ${messages} m on m.id = r.message_id
    cross join lateral (
      (select * from ${messages} b where b.conversation_id = m.conversation_id and b.seq <= m.seq
        order by b.seq desc limit ${CONTEXT_BEFORE + 1})
      union all
      (select * from ${messages} a where a.conversation_id = m.conversation_id and a.seq > m.seq
        order by a.seq limit ${CONTEXT_AFTER})
    ) x
    join ${users} u on u.id = x.sender_id
    where r.id = any(${sql.param(reportIds)}::uuid[])
    order by x.seq`)) as unknown as { rows: ContextRow[] };
  for (const row of rows) {
    const list = byReport.get(row.reportId) ?? [];
    list.push({
      id: row.id,
      body: row.body,
      sentAt: new Date(row.sentAt).toISOString(),
      senderName: row.senderName,
      reported: false,
    });
    byReport.set(row.reportId, list);
  }
  return byReport;
}

const moderatedDto = (row: ReportRow, context: ContextMessage[] | undefined): ModeratedMessageReport => ({
  ...reportDto(row),
  context: (context ?? []).map((message) => ({ ...message, reported: message.id === row.messageId })),
});

/**
 * `GET /api/admin/moderation/messages` (operators with `moderation`): the open reports, newest first (at most
 * MAX_LISTED_REPORTS), with the message, who wrote it and the messages around it, and how many are open.
 */
export async function listMessageReports(db: Db): Promise<ModeratedMessageReportList> {
  const open = isNull(messageReports.resolvedAt);
  const [rows, [counted]] = await Promise.all([
    selectReports(db)
      .where(open)
      .orderBy(desc(messageReports.createdAt), desc(messageReports.id))
      .limit(MAX_LISTED_REPORTS),
    db.select({ total: count() }).from(messageReports).where(open),
  ]);
  const context = await contextOf(
    db,
    rows.map((row) => row.id),
  );
  return { items: rows.map((row) => moderatedDto(row, context.get(row.id))), total: counted?.total ?? 0 };
}

/**
 * `POST /api/admin/moderation/messages/{id}/dismiss` (operators with `moderation`): the report is dealt with and
 * leaves the queue, with its audit line (the note as its reason) in the same transaction. Nobody is told, as
 * before; an operator who finds the sender at fault acts on the account (the console's accounts screen). A
 * report decided already is a 409, an unknown one a 404.
 */
export async function dismissMessageReport(options: {
  db: Db;
  operator: OperatorViewer;
  reportId: string;
  input: MessageReportDismiss;
  now: Date;
}): Promise<ModeratedMessageReport> {
  const { db, operator, reportId, input, now } = options;
  const notReport = () => notFound("This report");
  if (!isUuid(reportId)) throw notReport();
  await db.transaction(async (tx) => {
    const [report] = await tx
      .select({ resolvedAt: messageReports.resolvedAt, reason: messageReports.reason, messageId: messages.id })
      .from(messageReports)
      .innerJoin(messages, eq(messages.id, messageReports.messageId))
      .where(eq(messageReports.id, reportId))
      .for("update", { of: messageReports });
    if (!report) throw notReport();
    if (report.resolvedAt) throw reportDecided();
    await tx
      .update(messageReports)
      .set({ resolvedAt: now, resolvedBy: operator.userId })
      .where(eq(messageReports.id, reportId));
    await writeAudit(tx, {
      actor: operator,
      action: "message-report.dismiss",
      subjectType: "message",
      subjectId: report.messageId,
      subjectLabel: `message report ${reportId}`,
      reason: input.note ?? null,
      details: { reportId, reportReason: report.reason },
    });
  });
  const [row] = await selectReports(db).where(eq(messageReports.id, reportId));
  const context = await contextOf(db, [reportId]);
  return moderatedDto(row!, context.get(reportId));
}
