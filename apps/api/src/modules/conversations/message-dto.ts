import type { Message } from "@stint/shared/conversations";
import { asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { files, messageAttachments, messages } from "../../db/schema/index.ts";
import { fileUrl } from "../../lib/file-url.ts";
import type { Party } from "../applications/party.ts";
import { conversationNames } from "./conversation-dto.ts";
import { type ConversationRow, otherRole, sideOf } from "./conversation-party.ts";

export type MessageRow = typeof messages.$inferSelect;

/** The attachments of several messages, each with its file's name, size and type, in one statement. */
export async function loadAttachments(db: Db, messageIds: readonly string[]) {
  const result = new Map<string, Message["attachments"]>();
  if (messageIds.length === 0) return result;
  const rows = await db
    .select({
      messageId: messageAttachments.messageId,
      fileId: files.id,
      name: files.name,
      size: files.size,
      contentType: files.contentType,
    })
    .from(messageAttachments)
    .innerJoin(files, eq(files.id, messageAttachments.fileId))
    .where(inArray(messageAttachments.messageId, [...messageIds]))
    .orderBy(asc(messageAttachments.position));
  for (const { messageId, ...file } of rows) {
    const list = result.get(messageId) ?? [];
    list.push({ ...file, url: fileUrl(file.fileId) });
    result.set(messageId, list);
  }
  return result;
}

/**
 * Messages as the viewer sees them. `names` are the viewer's own name and the other side's as the viewer is
 * shown it (conversation-dto.ts), so a message never names the student more than the access policy allows.
 */
export async function messageDtos(options: {
  db: Db;
  party: Party;
  conversation: ConversationRow;
  rows: readonly MessageRow[];
  names: { mine: string; other: string };
}): Promise<Message[]> {
  const { db, party, conversation, rows, names } = options;
  const attachments = await loadAttachments(
    db,
    rows.map((row) => row.id),
  );
  const otherReadSeq = sideOf(conversation, otherRole(party.role)).readSeq;
  return rows.map((row) => toMessage({ row, party, otherReadSeq, names, attachments: attachments.get(row.id) ?? [] }));
}

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
  const [[row], names] = await Promise.all([
    db.select().from(messages).where(eq(messages.id, messageId)),
    conversationNames(db, party, conversation),
  ]);
  const [message] = await messageDtos({ db, party, conversation, rows: [row!], names });
  return message!;
}
