import { MESSAGE_DIGEST_QUIET_MINUTES, MESSAGE_PREVIEW_LENGTH } from "@stint/shared/conversations";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { conversations, files, messageAttachments, messages } from "../../db/schema/index.ts";
import { badRequest } from "../../lib/errors.ts";
import { isUuid } from "../../lib/http/id-param.ts";
import { publishLiveEvent } from "../../lib/live/publish-live-event.ts";
import { emitEvent } from "../../lib/outbox/outbox-events.ts";
import { mayWrite } from "../access/conversation-access-policy.ts";
import type { Party } from "../applications/party.ts";
import { blocked, otherDeleted } from "./conversation-errors.ts";
import { type ConversationRow, otherAccountId, partyAccountIds } from "./conversation-party.ts";
import type { MessageRow } from "./message-dto.ts";

const preview = (body: string) =>
  body.length <= MESSAGE_PREVIEW_LENGTH ? body : `${body.slice(0, MESSAGE_PREVIEW_LENGTH - 1)}…`;

/** 400 on `fileIds` unless every id is a file of the sender's own (someone else's file is never attached). */
async function checkOwnFiles(db: Db, ownerId: string, fileIds: readonly string[]): Promise<void> {
  if (fileIds.length === 0) return;
  const refuse = () => badRequest("Attach only your own files.", { fileIds: "Attach only your own files." });
  if (!fileIds.every(isUuid)) throw refuse();
  const own = await db
    .select({ id: files.id })
    .from(files)
    .where(and(inArray(files.id, [...fileIds]), eq(files.ownerId, ownerId)));
  if (own.length !== fileIds.length) throw refuse();
}

/**
 * Adds the viewer's message to a conversation locked by the caller's transaction: refuses a blocked one (409)
 * or one whose other side is gone, copies the message onto the conversation (inbox order and preview), counts
 * it unread for the other side and read for the sender, tells both sides' open tabs, and schedules the
 * recipient's digest mail after the quiet period.
 */
export async function appendMessage(options: {
  tx: Db;
  party: Party;
  conversation: ConversationRow;
  body: string;
  fileIds: readonly string[];
  now: Date;
  /** When the message was written, if not now (an invitation's message). */
  sentAt?: Date;
}): Promise<MessageRow> {
  const { tx, party, conversation, body, fileIds, now } = options;
  const recipientId = otherAccountId(conversation, party);
  if (!mayWrite({ blocked: conversation.blockedBy !== null, otherDeleted: recipientId === null })) {
    throw conversation.blockedBy !== null ? blocked() : otherDeleted();
  }
  await checkOwnFiles(tx, party.userId, fileIds);
  const sentAt = options.sentAt ?? now;
  const [message] = await tx
    .insert(messages)
    .values({ conversationId: conversation.id, senderId: party.userId, body, sentAt })
    .returning();
  if (fileIds.length > 0) {
    await tx
      .insert(messageAttachments)
      .values(fileIds.map((fileId, position) => ({ messageId: message!.id, fileId, position })));
  }
  const sender = party.role === "company";
  await tx
    .update(conversations)
    .set({
      lastSeq: message!.seq,
      lastMessageAt: sentAt,
      lastPreview: preview(body),
      lastSenderId: party.userId,
      ...(sender
        ? { companyReadSeq: message!.seq, companyReadSentAt: sentAt, companyUnread: 0 }
        : { studentReadSeq: message!.seq, studentReadSentAt: sentAt, studentUnread: 0 }),
      ...(sender
        ? { studentUnread: sql`${conversations.studentUnread} + 1` }
        : { companyUnread: sql`${conversations.companyUnread} + 1` }),
    })
    .where(eq(conversations.id, conversation.id));
  await publishLiveEvent(tx, partyAccountIds(conversation), {
    kind: "message",
    conversationId: conversation.id,
    messageId: message!.id,
  });
  await emitEvent({
    db: tx,
    kind: "conversation.digest",
    payload: { conversationId: conversation.id, recipientId: recipientId!, seq: message!.seq },
    runAfter: new Date(now.getTime() + MESSAGE_DIGEST_QUIET_MINUTES * 60_000),
  });
  return message!;
}
