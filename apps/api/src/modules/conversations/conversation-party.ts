import { and, eq, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { conversations } from "../../db/schema/index.ts";
import { isUuid } from "../../lib/http/id-param.ts";
import type { Party } from "../applications/party.ts";
import { conversationNotFound } from "./conversation-errors.ts";

export type ConversationRow = typeof conversations.$inferSelect;

/** The viewer's column of a conversation: a company's conversations are found by company_id, a student's by student_id. */
export const ownColumn = (party: Party) =>
  party.role === "company" ? conversations.companyId : conversations.studentId;

export const isParty = (party: Party): SQL => eq(ownColumn(party), party.accountId);

/** The other side's account id (null once deleted). */
export const otherAccountId = (row: ConversationRow, party: Party) =>
  party.role === "company" ? row.studentId : row.companyId;

/** Both sides' account ids that still exist: whom a live event goes to. */
export const partyAccountIds = (row: ConversationRow) =>
  [row.companyId, row.studentId].filter((id): id is string => id !== null);

/** One side's read mark, unread count and digest mark, by the side's role. */
export function sideOf(row: ConversationRow, role: Party["role"]) {
  return role === "company"
    ? { readSeq: row.companyReadSeq, readSentAt: row.companyReadSentAt, unread: row.companyUnread }
    : { readSeq: row.studentReadSeq, readSentAt: row.studentReadSentAt, unread: row.studentUnread };
}

export const otherRole = (role: Party["role"]): Party["role"] => (role === "company" ? "student" : "company");

/** The conversation when the viewer is one of its parties; 404 otherwise (whether it exists stays private). */
export async function loadOwnConversation(options: {
  db: Db;
  party: Party;
  conversationId: string;
  forUpdate?: boolean;
}): Promise<ConversationRow> {
  const { db, party, conversationId } = options;
  if (!isUuid(conversationId)) throw conversationNotFound();
  const query = db
    .select()
    .from(conversations)
    .where(and(eq(conversations.id, conversationId), isParty(party)))
    .limit(1);
  const [row] = options.forUpdate ? await query.for("update") : await query;
  if (!row) throw conversationNotFound();
  return row;
}
