import type { MessageListQuery, MessagePage } from "@stint/shared/conversations";
import { and, desc, eq, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { conversations, messages } from "../../db/schema/index.ts";
import { isUuid } from "../../lib/http/id-param.ts";
import type { Party } from "../applications/party.ts";
import { attachmentsColumn, attachmentsOf, qualified } from "./conversation-columns.ts";
import { namesColumns, namesOf } from "./conversation-dto.ts";
import { conversationNotFound, messageNotFound } from "./conversation-errors.ts";
import { isParty, otherRole, sideOf } from "./conversation-party.ts";
import { toMessage } from "./message-dto.ts";

/**
 * `GET /api/conversations/{id}/messages`: the newest `limit` messages, or those before the message `before`,
 * oldest first. A keyset page over (conversation_id, seq): as fast for the first page as for the hundredth.
 * Two statements: the conversation (when the viewer is a party) with both names and the anchor's seq, then the
 * page with its attachments.
 */
export async function listMessages(options: {
  db: Db;
  party: Party;
  conversationId: string;
  query: MessageListQuery;
}): Promise<MessagePage> {
  const { db, party, conversationId, query } = options;
  if (!isUuid(conversationId)) throw conversationNotFound();
  if (query.before !== undefined && !isUuid(query.before)) throw messageNotFound();
  const { join, columns } = namesColumns(db, party);
  const anchorSeq =
    query.before === undefined
      ? sql<number | null>`null`
      : sql<
          number | null
        >`(select ${messages.seq} from ${messages} where ${messages.id} = ${query.before} and ${messages.conversationId} = ${qualified(conversations.id)})`;
  const [found] = await db
    .select({ conversation: conversations, anchorSeq, ...columns })
    .from(conversations)
    .leftJoin(join.table, join.on)
    .where(and(eq(conversations.id, conversationId), isParty(party)))
    .limit(1);
  if (!found) throw conversationNotFound();
  const { conversation, anchorSeq: beforeSeq, ...nameRow } = found;
  if (query.before !== undefined && beforeSeq === null) throw messageNotFound();
  const rows = await db
    .select({ row: messages, attachments: attachmentsColumn() })
    .from(messages)
    .where(
      and(eq(messages.conversationId, conversation.id), beforeSeq === null ? undefined : lt(messages.seq, beforeSeq)),
    )
    .orderBy(desc(messages.seq))
    .limit(query.limit + 1);
  const more = rows.length > query.limit;
  const page = rows.slice(0, query.limit).reverse();
  const names = namesOf(party, nameRow);
  const otherReadSeq = sideOf(conversation, otherRole(party.role)).readSeq;
  return {
    items: page.map(({ row, attachments }) =>
      toMessage({ row, party, otherReadSeq, names, attachments: attachmentsOf(attachments) }),
    ),
    before: more ? page[0]!.row.id : null,
  };
}
