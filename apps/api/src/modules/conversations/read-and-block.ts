import type { ConversationDetail } from "@stint/shared/conversations";
import { and, count, eq, gt, ne } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { conversations, messages } from "../../db/schema/index.ts";
import { isUuid } from "../../lib/http/id-param.ts";
import { publishLiveEvent } from "../../lib/live/publish-live-event.ts";
import type { Party } from "../applications/party.ts";
import { conversationDetail } from "./conversation-dto.ts";
import { blocked, messageNotFound } from "./conversation-errors.ts";
import { loadOwnConversation, partyAccountIds, sideOf } from "./conversation-party.ts";

/**
 * `POST /api/conversations/{id}/read`: the viewer has read up to a message of the conversation. A mark only
 * moves forward; the unread count is what the other side sent after it. Both sides are told (the other side's
 * "seen").
 */
export async function markRead(options: { db: Db; party: Party; conversationId: string; upTo: string }) {
  const { db, party, conversationId, upTo } = options;
  await db.transaction(async (tx) => {
    const conversation = await loadOwnConversation({ db: tx, party, conversationId, forUpdate: true });
    if (!isUuid(upTo)) throw messageNotFound();
    const [message] = await tx
      .select({ seq: messages.seq, sentAt: messages.sentAt })
      .from(messages)
      .where(and(eq(messages.id, upTo), eq(messages.conversationId, conversation.id)));
    if (!message) throw messageNotFound();
    if (message.seq <= sideOf(conversation, party.role).readSeq) return;
    const [unread] = await tx
      .select({ n: count() })
      .from(messages)
      .where(
        and(
          eq(messages.conversationId, conversation.id),
          gt(messages.seq, message.seq),
          ne(messages.senderId, party.userId),
        ),
      );
    await tx
      .update(conversations)
      .set(
        party.role === "company"
          ? { companyReadSeq: message.seq, companyReadSentAt: message.sentAt, companyUnread: unread?.n ?? 0 }
          : { studentReadSeq: message.seq, studentReadSentAt: message.sentAt, studentUnread: unread?.n ?? 0 },
      )
      .where(eq(conversations.id, conversation.id));
    await publishLiveEvent(tx, partyAccountIds(conversation), { kind: "conversation", conversationId });
  });
}

/**
 * `POST` / `DELETE /api/conversations/{id}/block`: either side closes the conversation (no further messages
 * from either); only the side that blocked opens it again (409 for the other).
 */
export async function setBlock(options: {
  db: Db;
  party: Party;
  conversationId: string;
  block: boolean;
  now: Date;
}): Promise<ConversationDetail> {
  const { db, party, conversationId, block, now } = options;
  await db.transaction(async (tx) => {
    const conversation = await loadOwnConversation({ db: tx, party, conversationId, forUpdate: true });
    if (block ? conversation.blockedBy !== null : conversation.blockedBy === null) return;
    if (!block && conversation.blockedBy !== party.role) throw blocked();
    await tx
      .update(conversations)
      .set(block ? { blockedBy: party.role, blockedAt: now } : { blockedBy: null, blockedAt: null })
      .where(eq(conversations.id, conversation.id));
    await publishLiveEvent(tx, partyAccountIds(conversation), { kind: "conversation", conversationId });
  });
  return conversationDetail(db, party, await loadOwnConversation({ db, party, conversationId }));
}

/** `GET /api/conversations/{id}`. */
export async function getConversation(options: { db: Db; party: Party; conversationId: string }) {
  const { db, party } = options;
  return conversationDetail(db, party, await loadOwnConversation(options));
}
