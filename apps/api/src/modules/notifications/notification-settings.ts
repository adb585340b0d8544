import {
  NOTIFICATION_KINDS,
  type NotificationKind,
  type NotificationSettings,
  type NotificationSettingsPatch,
} from "@stint/shared/notifications";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { notificationSettings } from "../../db/schema/index.ts";

/** Mail is on for every kind until the user turns it off (a kind without a row is on). */
export const MAIL_BY_DEFAULT = true;

/** The user's mail setting for every kind. */
export async function getNotificationSettings(options: { db: Db; userId: string }): Promise<NotificationSettings> {
  const rows = await options.db
    .select({ kind: notificationSettings.kind, mail: notificationSettings.mail })
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, options.userId));
  const stored = new Map(rows.map((row) => [row.kind, row.mail]));
  const mail = Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, stored.get(kind) ?? MAIL_BY_DEFAULT]));
  return { mail: mail as Record<NotificationKind, boolean> };
}

/** Whether the user gets mail of this kind (for mails that are not one notification's, like a digest). */
export async function mailIsOn(options: { db: Db; userId: string; kind: NotificationKind }): Promise<boolean> {
  const [row] = await options.db
    .select({ mail: notificationSettings.mail })
    .from(notificationSettings)
    .where(and(eq(notificationSettings.userId, options.userId), eq(notificationSettings.kind, options.kind)));
  return row?.mail ?? MAIL_BY_DEFAULT;
}

/** Changes the kinds named (one upsert for all of them) and returns every kind's setting. */
export async function updateNotificationSettings(options: {
  db: Db;
  userId: string;
  input: NotificationSettingsPatch;
}): Promise<NotificationSettings> {
  const { db, userId, input } = options;
  const values = Object.entries(input.mail)
    .filter((entry): entry is [NotificationKind, boolean] => typeof entry[1] === "boolean")
    .map(([kind, mail]) => ({ userId, kind, mail }));
  if (values.length > 0) {
    await db
      .insert(notificationSettings)
      .values(values)
      .onConflictDoUpdate({
        target: [notificationSettings.userId, notificationSettings.kind],
        set: { mail: sql`excluded.mail`, updatedAt: sql`now()` },
      });
  }
  return getNotificationSettings({ db, userId });
}
