import type { Db } from "../../db/client.ts";
import { outboxEvents } from "../../db/schema/index.ts";

/**
 * Every kind of outbox event with its payload: the contract between the module that emits an event and the
 * one that handles it, so neither imports the other. Payloads hold ids, never personal data: a handler
 * reads what it needs when it runs.
 */
export type OutboxEventPayloads = {
  /** A company changed its name: its jobs' copies of it (and their search vectors) are refreshed. */
  "company.renamed": { companyId: string };
  /** A notification was written: it goes out by mail when its recipient's settings say so. */
  "notification.mail": { notificationId: string };
  /** A user asked to change their sign-in email: the address they sign in with now is told. */
  "account.email-change-requested": { emailChangeId: string };
  /** Someone tried to sign up with an address that has an account: its owner is told. */
  "account.sign-up-attempted": { userId: string };
  /** A company invited a student: the invitation's message opens (or joins) their conversation. */
  "invitation.created": { invitationId: string };
  /**
   * A message arrived for `recipientId`; run after the quiet period. When no newer message came and it is still
   * unread, one digest mail of the conversation's unread messages goes out.
   */
  "conversation.digest": { conversationId: string; recipientId: string; seq: number };
  /** A job was published (or reopened): the job alerts that find it record it (instant ones tell through `job-alert.hits-found`). */
  "job.published": { jobId: string };
  /** Instant or in-app alerts found the published job `jobId`: they tell it, apart from the matching. */
  "job-alert.hits-found": { jobId: string };
  /** A job alert's digest went out in-app at `deliveredAt` (ISO): its mail, with the jobs delivered then. */
  "job-alert.mail": { alertId: string; deliveredAt: string };
};
export type OutboxEventKind = keyof OutboxEventPayloads;

/**
 * Records an event; call it with the transaction of the change it belongs to, so both commit or neither.
 * `runAfter` delays it (a digest after a quiet period); by default it is due at once.
 */
export async function emitEvent<K extends OutboxEventKind>(options: {
  db: Db;
  kind: K;
  payload: OutboxEventPayloads[K];
  runAfter?: Date;
}): Promise<void> {
  await options.db.insert(outboxEvents).values({
    kind: options.kind,
    payload: options.payload,
    ...(options.runAfter ? { runAfter: options.runAfter } : {}),
  });
}

/** Records many events of one kind in one statement (a digest run's mails), in the change's transaction. */
export async function emitEvents<K extends OutboxEventKind>(options: {
  db: Db;
  kind: K;
  payloads: readonly OutboxEventPayloads[K][];
}): Promise<void> {
  if (options.payloads.length === 0) return;
  await options.db.insert(outboxEvents).values(options.payloads.map((payload) => ({ kind: options.kind, payload })));
}
