import type { Role } from "@stint/shared";
import { eq, sql } from "drizzle-orm";
import type { Db } from "./client.ts";
import { preparedPerDb } from "./prepared-per-db.ts";
import { companies, students } from "./schema/index.ts";

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
