import type { ConversationExport, MessageReportExport } from "@stint/shared/conversations";
import { asc, desc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { companies, conversations, messageReports, messages, students } from "../../db/schema/index.ts";
import type { Party } from "../applications/party.ts";
import { conversationSummaries, detailOf } from "./conversation-dto.ts";
import { isParty, otherRole, sideOf } from "./conversation-party.ts";
import { attachmentsColumn, attachmentsOf } from "./conversation-columns.ts";
import { toMessage } from "./message-dto.ts";

/**
 * The account export's conversations: each of the user's conversations as they see it, with every message
 * (oldest first), and the user's reports of messages. A fixed number of statements, however many there are.
 */
export async function exportConversations(options: {
  db: Db;
  party: Party;
}): Promise<{ conversations: ConversationExport[]; messageReports: MessageReportExport[] }> {
  const { db, party } = options;
  const own = party.role === "company" ? companies : students;
  const [rows, [mine], reports] = await Promise.all([
    db.select().from(conversations).where(isParty(party)).orderBy(desc(conversations.lastSeq)),
    db.select({ name: own.name }).from(own).where(eq(own.id, party.accountId)),
    db
      .select({
        messageId: messageReports.messageId,
        reason: messageReports.reason,
        details: messageReports.details,
        createdAt: messageReports.createdAt,
        resolvedAt: messageReports.resolvedAt,
      })
      .from(messageReports)
      .where(eq(messageReports.reporterId, party.userId))
      .orderBy(asc(messageReports.createdAt)),
  ]);
  const ids = rows.map((row) => row.id);
  const [summaries, messageRows] = await Promise.all([
    conversationSummaries(db, party, rows),
    ids.length === 0
      ? Promise.resolve([])
      : db
          .select({ row: messages, attachments: attachmentsColumn() })
          .from(messages)
          .where(inArray(messages.conversationId, ids))
          .orderBy(asc(messages.seq)),
  ]);
  return {
    conversations: rows.map((row, index) => {
      const summary = summaries[index]!;
      const names = { mine: mine?.name ?? "", other: summary.other.name };
      const otherReadSeq = sideOf(row, otherRole(party.role)).readSeq;
      return {
        ...detailOf(summary, row, party),
        messages: messageRows
          .filter((message) => message.row.conversationId === row.id)
          .map((message) =>
            toMessage({
              row: message.row,
              party,
              otherReadSeq,
              names,
              attachments: attachmentsOf(message.attachments),
            }),
          ),
      };
    }),
    messageReports: reports.map((report) => ({
      ...report,
      createdAt: report.createdAt.toISOString(),
      resolvedAt: report.resolvedAt?.toISOString() ?? null,
    })),
  };
}
