import type { MessageListQuery, MessagePage } from "@stint/shared/conversations";
import { and, desc, eq, lt } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { messages } from "../../db/schema/index.ts";
import { isUuid } from "../../lib/http/id-param.ts";
import type { Party } from "../applications/party.ts";
import { conversationNames } from "./conversation-dto.ts";
import { messageNotFound } from "./conversation-errors.ts";
import { loadOwnConversation } from "./conversation-party.ts";
import { messageDtos } from "./message-dto.ts";

/**
 * `GET /api/conversations/{id}/messages`: the newest `limit` messages, or those before the message `before`,
 * oldest first. A keyset page over (conversation_id, seq): as fast for the first page as for the hundredth.
 */
export async function listMessages(options: {
  db: Db;
  party: Party;
  conversationId: string;
  query: MessageListQuery;
}): Promise<MessagePage> {
  const { db, party, conversationId, query } = options;
  const conversation = await loadOwnConversation({ db, party, conversationId });
  let beforeSeq: number | null = null;
  if (query.before !== undefined) {
    if (!isUuid(query.before)) throw messageNotFound();
    const [anchor] = await db
      .select({ seq: messages.seq })
      .from(messages)
      .where(and(eq(messages.id, query.before), eq(messages.conversationId, conversation.id)));
    if (!anchor) throw messageNotFound();
    beforeSeq = anchor.seq;
  }
  // The names do not depend on the page: asked alongside it (on PostgreSQL, over another connection).
  const [rows, names] = await Promise.all([
    db
      .select()
      .from(messages)
      .where(
        and(eq(messages.conversationId, conversation.id), beforeSeq === null ? undefined : lt(messages.seq, beforeSeq)),
      )
      .orderBy(desc(messages.seq))
      .limit(query.limit + 1),
    conversationNames(db, party, conversation),
  ]);
  const more = rows.length > query.limit;
  const page = rows.slice(0, query.limit).reverse();
  return {
    items: await messageDtos({ db, party, conversation, rows: page, names }),
    before: more ? page[0]!.id : null,
  };
}
