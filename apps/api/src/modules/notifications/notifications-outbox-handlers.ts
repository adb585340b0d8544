import type { OutboxHandlers } from "../../lib/outbox/outbox-worker.ts";

/**
 * What the notifications module does with its outbox events. Mailing a notification (per-kind mail
 * settings, the mail itself) is the next step of issue #10; until it lands, `notification.mail` is
 * acknowledged without sending anything, so the event is not logged as failed for want of a handler. The
 * in-app notification is already written by then (notify.ts).
 */
export const notificationsOutboxHandlers: OutboxHandlers = {
  "notification.mail": async () => {},
};
