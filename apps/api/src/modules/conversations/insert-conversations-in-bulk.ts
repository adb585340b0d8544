import type { ConversationJobReason } from "@stint/shared/conversations";
import { inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { conversationJobs, conversations, messages } from "../../db/schema/index.ts";

export type BulkConversation = {
  companyId: string;
  studentId: string;
  jobs: readonly { jobId: string; reason: ConversationJobReason }[];
  /** Oldest first. */
  messages: readonly { fromCompany: boolean; body: string; sentAt: Date }[];
};

/**
 * Writes whole conversations at once (demo data): the rows, their jobs and messages, then each conversation's
 * last message, and read marks as a reader leaves them: everything read but the last message when the other
 * side sent it (one unread). Input is trusted; one conversation per pair.
 */
export async function insertConversationsInBulk(options: {
  db: Db;
  conversations: readonly BulkConversation[];
}): Promise<number> {
  const { db } = options;
  const rows = options.conversations.map((conversation) => ({ ...conversation, id: crypto.randomUUID() }));
  if (rows.length === 0) return 0;
  await db.transaction(async (tx) => {
    await tx.insert(conversations).values(
      rows.map((row) => ({
        id: row.id,
        companyId: row.companyId,
        studentId: row.studentId,
        createdAt: row.messages[0]?.sentAt ?? new Date(),
      })),
    );
    const links = rows.flatMap((row) => row.jobs.map((job) => ({ conversationId: row.id, ...job })));
    if (links.length > 0) await tx.insert(conversationJobs).values(links).onConflictDoNothing();
    const all = rows
      .flatMap((row) =>
        row.messages.map((message) => ({
          conversationId: row.id,
          senderId: message.fromCompany ? row.companyId : row.studentId,
          body: message.body,
          sentAt: message.sentAt,
        })),
      )
      .sort((a, b) => a.sentAt.getTime() - b.sentAt.getTime());
    if (all.length > 0) await tx.insert(messages).values(all);
    const ids = rows.map((row) => row.id);
    await tx.execute(sql`update ${conversations} c set
      last_seq = m.seq, last_message_at = m.sent_at, last_preview = left(m.body, 140), last_sender_id = m.sender_id,
      company_read_seq = case when m.sender_id = c.company_id then m.seq else m.seq - 1 end,
      student_read_seq = case when m.sender_id = c.student_id then m.seq else m.seq - 1 end,
      company_read_sent_at = m.sent_at, student_read_sent_at = m.sent_at,
      company_unread = case when m.sender_id = c.student_id then 1 else 0 end,
      student_unread = case when m.sender_id = c.company_id then 1 else 0 end
      from (select distinct on (conversation_id) conversation_id, seq, sent_at, body, sender_id
            from ${messages} where ${inArray(messages.conversationId, ids)} order by conversation_id, seq desc) m
      where m.conversation_id = c.id`);
  });
  return rows.length;
}
