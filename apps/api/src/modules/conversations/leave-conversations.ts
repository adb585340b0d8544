import { and, eq, inArray, isNull, or } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { conversations, messages } from "../../db/schema/index.ts";
import { publishLiveEvent } from "../../lib/live/publish-live-event.ts";

/**
 * An account is being deleted (decision 022, 027), in its deletion's transaction: its conversations lose every
 * message (both sides'), and the other side keeps the conversation with nothing in it but a "this account was
 * deleted" marker (the deleted side's column goes null with the account row). A conversation whose other
 * side is gone already goes entirely. Closing a job, a rejection or the end of a match never come here.
 */
export async function leaveConversations(tx: Db, accountId: string): Promise<void> {
  const mine = or(eq(conversations.companyId, accountId), eq(conversations.studentId, accountId));
  const rows = await tx
    .select({ id: conversations.id, companyId: conversations.companyId, studentId: conversations.studentId })
    .from(conversations)
    .where(mine);
  if (rows.length === 0) return;
  const ids = rows.map((row) => row.id);
  await tx.delete(messages).where(inArray(messages.conversationId, ids));
  await tx
    .delete(conversations)
    .where(and(inArray(conversations.id, ids), or(isNull(conversations.companyId), isNull(conversations.studentId))));
  await tx
    .update(conversations)
    .set({ lastPreview: null, lastSenderId: null, companyUnread: 0, studentUnread: 0 })
    .where(inArray(conversations.id, ids));
  const others = rows
    .map((row) => ({ id: row.id, other: row.companyId === accountId ? row.studentId : row.companyId }))
    .filter((row): row is { id: string; other: string } => row.other !== null);
  for (const row of others) {
    await publishLiveEvent(tx, [row.other], { kind: "conversation", conversationId: row.id });
  }
}
