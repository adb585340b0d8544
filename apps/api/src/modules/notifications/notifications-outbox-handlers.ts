import { notificationItemPath, notificationSettingsPath } from "@stint/shared/notifications";
import { type Role } from "@stint/shared/account";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Database, Db } from "../../db/client.ts";
import { notifications, notificationSettings, users } from "../../db/schema/index.ts";
import type { Logger } from "../../lib/logger.ts";
import type { Mailer } from "../../lib/mail/mailer.ts";
import type { OutboxHandlers } from "../../lib/outbox/outbox-worker.ts";
import { notificationMail } from "./notification-mail.ts";
import { recipientLanguage, translator } from "../../i18n/server-i18n.ts";
import { languageColumns } from "../../i18n/user-language.ts";
import { notificationWords } from "./notification-words.ts";
import type { NotificationCalendar } from "./notification-calendar.ts";
import { MAIL_BY_DEFAULT } from "./notification-settings.ts";
import { type NotificationLinkJobs, resolveTargets } from "./notification-targets.ts";
import { unsubscribeUrl } from "./unsubscribe-token.ts";

/**
 * What the notifications module does with its outbox events: `notification.mail` mails the notification to
 * its recipient unless they turned mail off for its kind (decision 011).
 */
export function notificationsOutboxHandlers(deps: {
  database: Database;
  mailer: Mailer;
  baseUrl: string;
  /** Signs the one-click unsubscribe links (unsubscribe-token.ts). */
  authSecret: string;
  logger: Logger;
  /** How a link finds its job (notification-targets.ts), for the mail's link. */
  linkJobs: NotificationLinkJobs;
  /** Makes the calendar file a notification's mail carries (notification-calendar.ts). */
  calendar?: NotificationCalendar;
}): OutboxHandlers {
  return {
    "notification.mail": ({ db, payload }) =>
      mailNotification({ ...deps, tx: db, notificationId: payload.notificationId }),
  };
}

/**
 * Mails one notification, at most once when all goes well and never silently twice:
 *
 * 1. In the outbox event's transaction: the notification, its recipient and their setting for its kind. Gone
 *    (the account was deleted), mailed already, or mail off: nothing to do, and the event is done.
 * 2. `mail_started_at` is recorded, then the mail is handed to the transport, then `mailed_at` is recorded.
 *    On PostgreSQL both marks are written through another pooled connection, so they stand even when the
 *    event's transaction then fails to commit: the retry sees `mailed_at` and sends nothing. A transport
 *    error clears `mail_started_at` and fails the event, which the worker retries with backoff.
 * 3. A retry that finds `mail_started_at` without `mailed_at` (the process died between handing the mail over
 *    and recording it) cannot know whether it went out: it sends again, with the same Message-ID and an
 *    `X-Stint-Possible-Duplicate` header, and logs it.
 *
 * The embedded database has one connection, held by the event's transaction until it ends, so there the
 * marks are written in that transaction: a failed commit (in practice, the process dying) takes them along
 * and the retry is an ordinary first try; the Message-ID still gives the copy away.
 */
async function mailNotification(options: {
  database: Database;
  tx: Db;
  mailer: Mailer;
  baseUrl: string;
  authSecret: string;
  logger: Logger;
  linkJobs: NotificationLinkJobs;
  calendar?: NotificationCalendar;
  notificationId: string;
}): Promise<void> {
  const { database, tx, mailer, baseUrl, authSecret, linkJobs, notificationId } = options;
  const logger = options.logger.child({ component: "notification-mail", notificationId });
  const [row] = await tx
    .select({
      recipientId: notifications.recipientId,
      kind: notifications.kind,
      payload: notifications.payload,
      mailStartedAt: notifications.mailStartedAt,
      mailedAt: notifications.mailedAt,
      email: users.email,
      name: users.name,
      ...languageColumns,
      mail: notificationSettings.mail,
      role: sql<Role | null>`case
        when exists (select 1 from students s where s.id = ${notifications.recipientId}) then 'student'
        when exists (select 1 from companies c where c.id = ${notifications.recipientId}) then 'company'
      end`,
    })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.recipientId))
    .leftJoin(
      notificationSettings,
      and(
        eq(notificationSettings.userId, notifications.recipientId),
        eq(notificationSettings.kind, notifications.kind),
      ),
    )
    .where(eq(notifications.id, notificationId));
  if (!row || row.mailedAt) return;
  if (!(row.mail ?? MAIL_BY_DEFAULT)) return;

  const marks: Db = database.kind === "postgres" ? database.db : tx;
  const [claimed] = await marks
    .update(notifications)
    .set({ mailStartedAt: sql`now()` })
    .where(and(eq(notifications.id, notificationId), isNull(notifications.mailedAt)))
    .returning({ id: notifications.id });
  if (!claimed) return;
  const inDoubt = row.mailStartedAt !== null;
  if (inDoubt) {
    logger.warn(
      { startedAt: row.mailStartedAt!.toISOString() },
      "a previous try may have sent this notification mail; sending it again with the same Message-ID",
    );
  }

  const [target] = await resolveTargets(tx, [row.payload.link], linkJobs);
  const unsubscribeLink = unsubscribeUrl(baseUrl, authSecret, { userId: row.recipientId, kind: row.kind });
  const language = recipientLanguage(row);
  const mail = notificationMail({
    language,
    name: row.name,
    kind: row.kind,
    ...notificationWords(row.payload, translator(language)),
    link: baseUrl + notificationItemPath(target ?? null, row.role),
    settingsLink: baseUrl + notificationSettingsPath(row.role),
    unsubscribeLink,
  });
  const about = row.payload.calendar;
  const recipient = { id: row.recipientId, email: row.email, name: row.name };
  const icalEvent = about && options.calendar ? await options.calendar(tx, { ...about, recipient }) : null;
  try {
    await mailer.send({
      to: row.email,
      ...mail,
      ...(icalEvent ? { icalEvent } : {}),
      messageId: `<notification-${notificationId}@${new URL(baseUrl).hostname}>`,
      headers: {
        "X-Stint-Notification": notificationId,
        // RFC 2369 and RFC 8058: mail clients offer "Unsubscribe", which POSTs to the link; it turns off this
        // kind of mail only, without signing in (notifications.routes.ts).
        "List-Unsubscribe": `<${unsubscribeLink}>`,
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
        ...(inDoubt ? { "X-Stint-Possible-Duplicate": "yes" } : {}),
      },
    });
  } catch (error) {
    // Refused: nothing went out, so the retry is not in doubt.
    await marks
      .update(notifications)
      .set({ mailStartedAt: null })
      .where(eq(notifications.id, notificationId))
      .catch(() => undefined);
    throw error;
  }
  await marks
    .update(notifications)
    .set({ mailedAt: sql`now()` })
    .where(eq(notifications.id, notificationId));
}
