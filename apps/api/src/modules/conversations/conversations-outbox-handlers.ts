import { conversationPagePath } from "@stint/shared/conversations";
import { notificationSettingsPath } from "@stint/shared/notifications";
import { and, asc, eq, gt, ne } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { conversations, messages, users } from "../../db/schema/index.ts";
import type { Mailer } from "../../lib/mail/mailer.ts";
import type { OutboxHandlers } from "../../lib/outbox/outbox-worker.ts";
import { findInvitationOpening } from "../applications/invitations.ts";
import type { Party } from "../applications/party.ts";
import { mailIsOn } from "../notifications/notification-settings.ts";
import { unsubscribeUrl } from "../notifications/unsubscribe-token.ts";
import { appendMessage } from "./append-message.ts";
import { conversationNames } from "./conversation-dto.ts";
import { digestMail } from "./digest-mail.ts";
import { recipientLanguage } from "../../i18n/server-i18n.ts";
import { languageColumns } from "../../i18n/user-language.ts";
import { openConversation } from "./open-conversation.ts";

/**
 * The conversations module's outbox events: `invitation.created` opens the pair's conversation with the
 * invitation's message; `conversation.digest` mails a conversation's unread messages after a quiet period.
 */
export function conversationsOutboxHandlers(deps: {
  mailer: Mailer;
  baseUrl: string;
  authSecret: string;
}): OutboxHandlers {
  return {
    "invitation.created": ({ db, payload }) => openFromInvitation(db, payload.invitationId),
    "conversation.digest": ({ db, payload }) => mailDigest({ ...deps, tx: db, ...payload }),
  };
}

/**
 * The company invited a student open to offers: the invitation's message becomes a message of the company's
 * in their conversation, sent when the invitation was. A blocked conversation takes no message (the
 * invitation itself still stands).
 */
async function openFromInvitation(tx: Db, invitationId: string): Promise<void> {
  const invitation = await findInvitationOpening({ db: tx, invitationId });
  if (!invitation) return;
  const { companyId, studentId, jobId } = invitation;
  const { row } = await openConversation({
    tx,
    companyId,
    studentId,
    jobs: [{ jobId, reason: "invitation" }],
    now: invitation.createdAt,
  });
  if (row.blockedBy !== null) return;
  const party: Party = { role: "company", accountId: companyId, userId: companyId };
  await appendMessage({
    tx,
    party,
    conversation: row,
    body: invitation.message,
    fileIds: [],
    now: new Date(),
    sentAt: invitation.createdAt,
  });
}

/**
 * One mail of a conversation's unread messages, once the conversation has been quiet for the quiet period:
 * the event of an earlier message finds a newer one (its own event comes later) and does nothing; messages
 * read, or mailed about already, are not mailed. Marking `*MailedSeq` in the event's transaction before
 * sending means a failed send rolls the mark back and the worker retries.
 */
async function mailDigest(options: {
  tx: Db;
  mailer: Mailer;
  baseUrl: string;
  authSecret: string;
  conversationId: string;
  recipientId: string;
  seq: number;
}): Promise<void> {
  const { tx, mailer, baseUrl, authSecret, conversationId, recipientId, seq } = options;
  const [row] = await tx.select().from(conversations).where(eq(conversations.id, conversationId)).for("update");
  if (!row || row.lastSeq > seq) return;
  const role = recipientId === row.companyId ? "company" : recipientId === row.studentId ? "student" : null;
  if (role === null) return;
  const from = Math.max(
    role === "company" ? row.companyReadSeq : row.studentReadSeq,
    role === "company" ? row.companyMailedSeq : row.studentMailedSeq,
  );
  if (from >= seq) return;
  if (!(await mailIsOn({ db: tx, userId: recipientId, kind: "message.digest" }))) return;
  const unread = await tx
    .select({ body: messages.body, sentAt: messages.sentAt })
    .from(messages)
    .where(and(eq(messages.conversationId, row.id), gt(messages.seq, from), ne(messages.senderId, recipientId)))
    .orderBy(asc(messages.seq));
  if (unread.length === 0) return;
  const [user] = await tx
    .select({ email: users.email, name: users.name, ...languageColumns })
    .from(users)
    .where(eq(users.id, recipientId));
  if (!user) return;
  await tx
    .update(conversations)
    .set(role === "company" ? { companyMailedSeq: seq } : { studentMailedSeq: seq })
    .where(eq(conversations.id, row.id));
  const party: Party = { role, accountId: recipientId, userId: recipientId };
  const names = await conversationNames(tx, party, row);
  const unsubscribeLink = unsubscribeUrl(baseUrl, authSecret, { userId: recipientId, kind: "message.digest" });
  const mail = digestMail({
    language: recipientLanguage(user),
    name: user.name,
    otherName: names.other,
    messages: unread,
    link: baseUrl + conversationPagePath(row.id),
    settingsLink: baseUrl + notificationSettingsPath(role),
    unsubscribeLink,
  });
  await mailer.send({
    to: user.email,
    ...mail,
    messageId: `<conversation-digest-${row.id}-${seq}@${new URL(baseUrl).hostname}>`,
    headers: {
      "X-Stint-Conversation": row.id,
      "List-Unsubscribe": `<${unsubscribeLink}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  });
}
