import type { NotificationKind, NotificationLink } from "@stint/shared/notifications";
import type { Db } from "../../db/client.ts";
import { notifications } from "../../db/schema/index.ts";
import { emitEvent } from "../../lib/outbox/outbox-events.ts";

export type NotifyInput = {
  /** The account (user) id of whoever is told. */
  recipientId: string;
  kind: NotificationKind;
  title: string;
  body?: string;
  /** What the notification opens. */
  link?: NotificationLink;
  /** The mail attaches this interview's calendar file (see NotificationCalendar). */
  calendar?: { interviewId: string };
};

/**
 * Writes an in-app notification and the outbox event that mails it (`notification.mail`, with the
 * notification's id only). Call it with the transaction of the change it reports: the change, its
 * notification and its mail are all recorded, or none of them is.
 */
export async function notify(tx: Db, input: NotifyInput): Promise<string> {
  const payload = {
    title: input.title,
    ...(input.body !== undefined ? { body: input.body } : {}),
    ...(input.link !== undefined ? { link: input.link } : {}),
    ...(input.calendar !== undefined ? { calendar: input.calendar } : {}),
  };
  const [row] = await tx
    .insert(notifications)
    .values({ recipientId: input.recipientId, kind: input.kind, payload })
    .returning({ id: notifications.id });
  await emitEvent({ db: tx, kind: "notification.mail", payload: { notificationId: row!.id } });
  return row!.id;
}
