import type { OperatorListItem } from "@stint/shared/admin-operators";
import { asc, eq, max, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import { operators, sessions, users } from "../../db/schema/index.ts";

const granter = alias(users, "granter");

/**
 * Every operator by email, with who granted their current permissions and their latest sign-in (the newest of
 * the sessions the database still keeps: signing out removes one). `userId` narrows it to one.
 */
export async function listOperators(db: Db, userId?: string): Promise<OperatorListItem[]> {
  const lastSignIn = db
    .select({ userId: sessions.userId, at: max(sessions.createdAt).as("at") })
    .from(sessions)
    .groupBy(sessions.userId)
    .as("last_sign_in");
  const rows = await db
    .select({
      userId: operators.userId,
      email: users.email,
      name: users.name,
      permissions: operators.permissions,
      grantedAt: operators.grantedAt,
      grantedBy: granter.email,
      lastSignInAt: lastSignIn.at,
    })
    .from(operators)
    .innerJoin(users, eq(users.id, operators.userId))
    .leftJoin(granter, eq(granter.id, operators.grantedBy))
    .leftJoin(lastSignIn, eq(lastSignIn.userId, operators.userId))
    .where(userId ? eq(operators.userId, userId) : sql`true`)
    .orderBy(asc(users.email));
  return rows.map((row) => ({
    ...row,
    grantedAt: row.grantedAt.toISOString(),
    lastSignInAt: row.lastSignInAt ? new Date(row.lastSignInAt).toISOString() : null,
  }));
}
