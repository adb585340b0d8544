import type { SignedInSession } from "@stint/shared/account-security";
import { and, desc, eq, gt, ne } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { sessions } from "../../db/schema/index.ts";
import { notFound } from "../../lib/errors.ts";
import { describeUserAgent } from "./describe-user-agent.ts";

/**
 * The user's live sessions, this one first, then the most recently active. By id: a session's token is its
 * credential (a cookie or a bearer token) and never leaves the server.
 */
export async function listSignedInSessions(options: {
  db: Db;
  userId: string;
  currentSessionId: string;
  now: Date;
}): Promise<SignedInSession[]> {
  const { db, userId, currentSessionId, now } = options;
  const rows = await db
    .select({
      id: sessions.id,
      userAgent: sessions.userAgent,
      ipAddress: sessions.ipAddress,
      createdAt: sessions.createdAt,
      updatedAt: sessions.updatedAt,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.updatedAt), desc(sessions.createdAt));
  const list = rows.map((row) => ({
    id: row.id,
    current: row.id === currentSessionId,
    device: describeUserAgent(row.userAgent),
    userAgent: row.userAgent,
    ipAddress: row.ipAddress,
    signedInAt: row.createdAt.toISOString(),
    lastActiveAt: row.updatedAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  }));
  return [...list.filter((session) => session.current), ...list.filter((session) => !session.current)];
}

/**
 * Ends one of the user's sessions: its cookie stops working with the next request (lib/http/session.ts checks
 * that a session still exists). 404 for a session that is not the user's, as for one that does not exist.
 */
export async function signOutSession(options: { db: Db; userId: string; sessionId: string }): Promise<void> {
  const ended = await options.db
    .delete(sessions)
    .where(and(eq(sessions.id, options.sessionId), eq(sessions.userId, options.userId)))
    .returning({ id: sessions.id });
  if (ended.length === 0) throw notFound("This session");
}

/** Ends every session of the user but `keepSessionId`; resolves with how many ended. */
export async function signOutOtherSessions(options: {
  db: Db;
  userId: string;
  keepSessionId: string;
}): Promise<{ signedOut: number }> {
  const ended = await options.db
    .delete(sessions)
    .where(and(eq(sessions.userId, options.userId), ne(sessions.id, options.keepSessionId)))
    .returning({ id: sessions.id });
  return { signedOut: ended.length };
}
