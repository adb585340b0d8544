import type { NotificationKind, NotificationLink, NotificationPayload } from "@stint/shared/notifications";
import type { Db } from "../../db/client.ts";
import { notifications } from "../../db/schema/index.ts";
import { publishLiveEvent, publishLiveEventsEach } from "../../lib/live/publish-live-event.ts";
import { emitEvent } from "../../lib/outbox/outbox-events.ts";
import { inEnglish, type Said } from "../../i18n/said.ts";

export type NotifyInput = {
  /** The account (user) id of whoever is told. */
  recipientId: string;
  kind: NotificationKind;
  /**
   * A message of the `notifications` catalogue, which each reader reads in their language (a plain string is
   * the same words in every language: tests, benchmarks).
   */
  title: Said | string;
  /** A message, or what a person wrote (a reason, a message), which every reader reads as written. */
  body?: Said | string;
  /** What the notification opens. */
  link?: NotificationLink;
  /** The mail attaches this interview's calendar file (see NotificationCalendar). */
  calendar?: { interviewId: string };
};

/**
 * Writes an in-app notification, the outbox event that mails it (`notification.mail`, with the
 * notification's id only) and the live event that tells the recipient's open tabs. Call it with the
 * transaction of the change it reports: the change, its notification and its mail are all recorded, or none
 * of them is.
 */
export async function notify(tx: Db, input: NotifyInput): Promise<string> {
  const payload = notificationPayload(input);
  const [row] = await tx
    .insert(notifications)
    .values({ recipientId: input.recipientId, kind: input.kind, payload })
    .returning({ id: notifications.id });
  await emitEvent({ db: tx, kind: "notification.mail", payload: { notificationId: row!.id } });
  await publishLiveEvent(tx, [input.recipientId], { kind: "notification", notificationId: row!.id });
  return row!.id;
}

/**
 * Writes many in-app notifications at once (a digest run), with their live events, in a few statements. No
 * `notification.mail`: the caller mails what it has to say its own way (a job alert's digest lists its jobs),
 * or not at all (an alert that tells in Stint only). Returns the ids in the order of `inputs`.
 */
export async function notifyInAppOnly(tx: Db, inputs: readonly Omit<NotifyInput, "calendar">[]): Promise<string[]> {
  if (inputs.length === 0) return [];
  const rows = await tx
    .insert(notifications)
    .values(inputs.map((input) => ({ recipientId: input.recipientId, kind: input.kind, payload: notificationPayload(input) })))
    .returning({ id: notifications.id });
  await publishLiveEventsEach(
    tx,
    rows.map((row, at) => ({ accountId: inputs[at]!.recipientId, event: { kind: "notification", notificationId: row.id } })),
  );
  return rows.map((row) => row.id);
}

/**
 * A notification's stored payload: its messages, and their English words, which older releases and rows from
 * before the messages read (notification-words.ts). The demo data's history writes the same.
 */
export function notificationPayload(
  input: Pick<NotifyInput, "title" | "body" | "link" | "calendar">,
): NotificationPayload {
  const { title, body } = input;
  return {
    title: inEnglish(title),
    ...(body !== undefined ? { body: inEnglish(body) } : {}),
    ...(typeof title === "object" ? { said: { title, ...(typeof body === "object" ? { body } : {}) } } : {}),
    ...(input.link !== undefined ? { link: input.link } : {}),
    ...(input.calendar !== undefined ? { calendar: input.calendar } : {}),
  };
}
