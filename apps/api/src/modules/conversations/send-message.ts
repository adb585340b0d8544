import type { Message, MessageCreate } from "@stint/shared/conversations";
import type { Db } from "../../db/client.ts";
import type { Party } from "../applications/party.ts";
import { appendMessage } from "./append-message.ts";
import { loadOwnConversation } from "./conversation-party.ts";
import { messageDto } from "./message-dto.ts";

/** `POST /api/conversations/{id}/messages`: the viewer writes in their conversation (409 when it is closed). */
export async function sendMessage(options: {
  db: Db;
  party: Party;
  conversationId: string;
  input: MessageCreate;
  now: Date;
}): Promise<Message> {
  const { db, party, conversationId, input, now } = options;
  const messageId = await db.transaction(async (tx) => {
    const conversation = await loadOwnConversation({ db: tx, party, conversationId, forUpdate: true });
    const message = await appendMessage({
      tx,
      party,
      conversation,
      body: input.body,
      fileIds: input.fileIds ?? [],
      now,
    });
    return message.id;
  });
  const conversation = await loadOwnConversation({ db, party, conversationId });
  return messageDto({ db, party, conversation, messageId });
}
