import type { Message } from "@stint/shared/conversations";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { messages } from "../../db/schema/index.ts";
import type { Party } from "../applications/party.ts";
import { attachmentsColumn, attachmentsOf } from "./conversation-columns.ts";
import { conversationNames } from "./conversation-dto.ts";
import { type ConversationRow, otherRole, sideOf } from "./conversation-party.ts";

export type MessageRow = typeof messages.$inferSelect;

export function toMessage(input: {
  row: MessageRow;
  party: Party;
  otherReadSeq: number;
  names: { mine: string; other: string };
  attachments: Message["attachments"];
}): Message {
  const { row, party, otherReadSeq, names, attachments } = input;
  const fromMe = row.senderId === party.userId;
  return {
    id: row.id,
    conversationId: row.conversationId,
    fromMe,
    senderName: fromMe ? names.mine : names.other,
    body: row.body,
    sentAt: row.sentAt.toISOString(),
    seen: fromMe && row.seq <= otherReadSeq,
    attachments,
  };
}

/** One message of the conversation as the viewer sees it (the answer to sending it). */
export async function messageDto(options: {
  db: Db;
  party: Party;
  conversation: ConversationRow;
  messageId: string;
}): Promise<Message> {
  const { db, party, conversation, messageId } = options;
  const [[found], names] = await Promise.all([
    db.select({ row: messages, attachments: attachmentsColumn() }).from(messages).where(eq(messages.id, messageId)),
    conversationNames(db, party, conversation),
  ]);
  const otherReadSeq = sideOf(conversation, otherRole(party.role)).readSeq;
  return toMessage({ row: found!.row, party, otherReadSeq, names, attachments: attachmentsOf(found!.attachments) });
}
