import type { Role } from "@stint/shared";
import { and, eq, gt, sql } from "drizzle-orm";
import type { Db } from "./client.ts";
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
      role: sql<Role | null>`case when ${students.id} is not null then 'student' when ${companies.id} is not null then 'company' end`,
    })
    .from(sessions)
    .leftJoin(students, eq(students.id, sessions.userId))
    .leftJoin(companies, eq(companies.id, sessions.userId))
    .where(and(eq(sessions.token, sql.placeholder("token")), gt(sessions.expiresAt, sql`now()`)))
    .prepare("live_session_role"),
);

/** The user and role of the live session with this token, or null when it was revoked or has expired. */
export async function findLiveSessionRole(options: {
  db: Db;
  token: string;
}): Promise<{ userId: string; role: Role | null } | null> {
  const [row] = await liveSessionRole(options.db).execute({ token: options.token });
  return row ?? null;
}
