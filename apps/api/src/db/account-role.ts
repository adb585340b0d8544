import type { Role } from "@stint/shared/account";
import { and, eq, gt, sql } from "drizzle-orm";
import { LruMap } from "../lib/lru-map.ts";
import type { Database, Db } from "./client.ts";
import { preparedPerDb } from "./prepared-per-db.ts";
import { companies, sessions, students } from "./schema/index.ts";

// An account row's id is its auth user's id (sign-up, finish-account), so two primary-key probes in one
// statement tell the role; asked on every request that needs a role, hence prepared.
const roleById = preparedPerDb((db) =>
  db
    .select({ role: sql<Role>`'student'`.as("role") })
    .from(students)
    .where(eq(students.id, sql.placeholder("userId")))
    .unionAll(
      db
        .select({ role: sql<Role>`'company'`.as("role") })
        .from(companies)
        .where(eq(companies.id, sql.placeholder("userId"))),
    )
    .prepare("account_role_by_id"),
);

/** The role of the account whose id is `userId`, or null when the user has not finished their account. */
export async function findRoleById(options: { db: Db; userId: string }): Promise<Role | null> {
  const [row] = await roleById(options.db).execute({ userId: options.userId });
  return row?.role ?? null;
}

// The session by its token, still unexpired, with its user's role: what a read answered from the signed cookie
// cache checks, so that a sign-out or a password reset ends it at once. One indexed probe, in place of the
// role query above.
const liveSessionRole = preparedPerDb((db) =>
  db
    .select({
      userId: sessions.userId,
      expiresAt: sessions.expiresAt,
      role: sql<Role | null>`case when ${students.id} is not null then 'student' when ${companies.id} is not null then 'company' end`,
    })
    .from(sessions)
    .leftJoin(students, eq(students.id, sessions.userId))
    .leftJoin(companies, eq(companies.id, sessions.userId))
    .where(and(eq(sessions.token, sql.placeholder("token")), gt(sessions.expiresAt, sql`now()`)))
    .prepare("live_session_role"),
);

export type LiveSession = { userId: string; role: Role | null };

/** The user and role of the live session with this token, or null when it was revoked or has expired. */
export async function findLiveSessionRole(options: { db: Db; token: string }): Promise<LiveSession | null> {
  const [row] = await liveSessionRole(options.db).execute({ token: options.token });
  return row ? { userId: row.userId, role: row.role } : null;
}

/** Answers findLiveSessionRole for a token. */
export type LiveSessions = (token: string) => Promise<LiveSession | null>;

/**
 * findLiveSessionRole for every read of a signed-in user, remembered on the embedded database: there this
 * process is the only writer, and migration 0017's NOTIFY, handed over with the statement that commits a change
 * to sessions, students or companies, makes it forget them all before that statement's request can answer. So a
 * sign-out, a password reset or a deleted account ends the next read as it does without the memory, and a read
 * costs no statement for who is asking (one of two a job's page took, issue 13). On PostgreSQL another process
 * may write, so every call asks.
 */
export function liveSessions(database: Pick<Database, "db" | "listen">, maxEntries = 5_000): LiveSessions {
  const { db, listen } = database;
  if (!listen) return (token) => findLiveSessionRole({ db, token });
  const known = new LruMap<string, { expiresAt: number; session: LiveSession }>(maxEntries);
  let changes = 0;
  let listening: Promise<void> | undefined;
  const forget = () => {
    changes += 1;
    known.clear();
  };
  return async (token) => {
    await (listening ??= listen("account_change", forget));
    const hit = known.get(token);
    if (hit && hit.expiresAt > Date.now()) return hit.session;
    const seen = changes;
    const [row] = await liveSessionRole(db).execute({ token });
    if (!row) return null;
    const session = { userId: row.userId, role: row.role };
    // Remembered only if nothing changed while the statement ran: its answer may be from before the change.
    if (changes === seen) known.set(token, { expiresAt: row.expiresAt.getTime(), session });
    return session;
  };
}
