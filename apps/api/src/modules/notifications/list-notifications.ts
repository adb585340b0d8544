import {
  notificationPath,
  type Notification,
  type NotificationListQuery,
  type NotificationPage,
  type NotificationPayload,
} from "@stint/shared/notifications";
import { type Role } from "@stint/shared/account";
import { and, count, desc, eq, isNull, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { preparedPerDb } from "../../db/prepared-per-db.ts";
import { notifications } from "../../db/schema/index.ts";
import { notFound } from "../../lib/errors.ts";
import { decodeIdCursor, encodeIdCursor } from "../../lib/http/cursor.ts";
import { isUuid } from "../../lib/http/id-param.ts";
import { publishLiveEvent } from "../../lib/live/publish-live-event.ts";
import { type NotificationLinkJobs, resolveTargets } from "./notification-targets.ts";
import { type Translate, translator } from "../../i18n/server-i18n.ts";
import { notificationWords } from "./notification-words.ts";

type Recipient = { userId: string; role: Role | null };

/**
 * The recipient's notifications, newest first (by time, then id), in cursor pages with the total, each in the
 * viewer's language (`t`).
 */
export async function listNotifications(options: {
  db: Db;
  recipient: Recipient;
  query: NotificationListQuery;
  linkJobs: NotificationLinkJobs;
  t: Translate;
}): Promise<NotificationPage> {
  const { db, recipient, query, linkJobs, t } = options;
  const cursorId = decodeIdCursor(query.cursor);
  const conditions: SQL[] = [eq(notifications.recipientId, recipient.userId)];
  if (query.unread !== undefined) {
    conditions.push(query.unread ? isNull(notifications.readAt) : sql`${notifications.readAt} is not null`);
  }
  const where = and(...conditions);
  // The position is read from the cursor's row, so it keeps the database's microseconds; a cursor whose row
  // is gone (or is someone else's) ends the list.
  const after = cursorId
    ? sql`(${notifications.createdAt}, ${notifications.id}) < (select c.created_at, c.id from ${notifications} as c where c.id = ${cursorId} and c.recipient_id = ${recipient.userId})`
    : undefined;
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({
        id: notifications.id,
        kind: notifications.kind,
        payload: notifications.payload,
        createdAt: notifications.createdAt,
        readAt: notifications.readAt,
      })
      .from(notifications)
      .where(after ? and(where, after) : where)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(query.limit + 1),
    db.select({ n: count() }).from(notifications).where(where),
  ]);
  const page = rows.slice(0, query.limit);
  const targets = await resolveTargets(
    db,
    page.map((row) => row.payload.link),
    linkJobs,
  );
  const last = page.at(-1);
  return {
    items: page.map((row, index) => notificationDto(row, targets[index] ?? null, recipient.role, t)),
    total: totalRow?.n ?? 0,
    nextCursor: rows.length > query.limit && last ? encodeIdCursor(last.id) : null,
  };
}

const TARGETS_PER_QUERY = 5_000;

const english = translator("en");

/**
 * The account export: every notification of the recipient, newest first, with when it was mailed, in English
 * (the words stored beside its messages). One query,
 * then one per kind of record linked (resolveTargets) for every 5,000 notifications.
 */
export async function exportNotifications(options: {
  db: Db;
  recipient: Recipient;
  linkJobs: NotificationLinkJobs;
}): Promise<(Notification & { mailedAt: string | null })[]> {
  const { db, recipient, linkJobs } = options;
  const rows = await db
    .select({
      id: notifications.id,
      kind: notifications.kind,
      payload: notifications.payload,
      createdAt: notifications.createdAt,
      readAt: notifications.readAt,
      mailedAt: notifications.mailedAt,
    })
    .from(notifications)
    .where(eq(notifications.recipientId, recipient.userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id));
  // In slices, so that a long history never makes one query with more parameters than PostgreSQL takes.
  const targets: (Notification["target"] | null)[] = [];
  for (let start = 0; start < rows.length; start += TARGETS_PER_QUERY) {
    const slice = rows.slice(start, start + TARGETS_PER_QUERY);
    targets.push(
      ...(await resolveTargets(
        db,
        slice.map((row) => row.payload.link),
        linkJobs,
      )),
    );
  }
  return rows.map((row, index) => ({
    ...notificationDto(row, targets[index] ?? null, recipient.role, english),
    mailedAt: row.mailedAt?.toISOString() ?? null,
  }));
}

function notificationDto(
  row: { id: string; kind: Notification["kind"]; payload: NotificationPayload; createdAt: Date; readAt: Date | null },
  target: Notification["target"],
  role: Role | null,
  t: Translate,
): Notification {
  return {
    id: row.id,
    kind: row.kind,
    ...notificationWords(row.payload, t),
    target,
    path: notificationPath(target, role),
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  };
}

// The header bell asks for this every few seconds on every open tab: one prepared statement on the partial
// index of unread notifications.
const unreadCountQuery = preparedPerDb((db) =>
  db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.recipientId, sql.placeholder("userId")), isNull(notifications.readAt)))
    .prepare("notifications_unread_count"),
);

export async function countUnread(options: { db: Db; userId: string }): Promise<number> {
  const [row] = await unreadCountQuery(options.db).execute({ userId: options.userId });
  return row?.n ?? 0;
}

/**
 * Marks one of the recipient's notifications read (again: a no-op that keeps the first time) and returns it;
 * another user's, or none, is a 404.
 */
export async function markRead(options: {
  db: Db;
  recipient: Recipient;
  notificationId: string;
  linkJobs: NotificationLinkJobs;
  t: Translate;
}): Promise<Notification> {
  const { db, recipient, notificationId, linkJobs, t } = options;
  if (!isUuid(notificationId)) throw notFound("This notification");
  // With the live event that tells the recipient's other tabs (their unread count).
  const row = await db.transaction(async (tx) => {
    const [marked] = await tx
      .update(notifications)
      .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
      .where(and(eq(notifications.id, notificationId), eq(notifications.recipientId, recipient.userId)))
      .returning({
        id: notifications.id,
        kind: notifications.kind,
        payload: notifications.payload,
        createdAt: notifications.createdAt,
        readAt: notifications.readAt,
      });
    if (marked) await publishLiveEvent(tx, [recipient.userId], { kind: "notifications-read" });
    return marked;
  });
  if (!row) throw notFound("This notification");
  const [target] = await resolveTargets(db, [row.payload.link], linkJobs);
  return notificationDto(row, target ?? null, recipient.role, t);
}

/** Marks every unread notification of the recipient read; resolves with how many it marked. */
export async function markAllRead(options: { db: Db; userId: string }): Promise<number> {
  return options.db.transaction(async (tx) => {
    const rows = await tx
      .update(notifications)
      .set({ readAt: sql`now()` })
      .where(and(eq(notifications.recipientId, options.userId), isNull(notifications.readAt)))
      .returning({ id: notifications.id });
    if (rows.length > 0) await publishLiveEvent(tx, [options.userId], { kind: "notifications-read" });
    return rows.length;
  });
}
