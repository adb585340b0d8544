import { and, eq, ne } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { companies, students, users } from "../../../db/schema/index.ts";

export const EMAIL_TAKEN = "Another account already uses this email address.";

/**
 * Whether another user signs in with `email` or has it on their account row (PRODUCT §1: the email is unique
 * across auth and both account tables). Three probes on unique indexes.
 */
export async function emailInUse(options: { db: Db; email: string; exceptUserId: string }): Promise<boolean> {
  const { db, email, exceptUserId } = options;
  const probes = [
    db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, email), ne(users.id, exceptUserId))),
    db
      .select({ id: students.id })
      .from(students)
      .where(and(eq(students.emailAddress, email), ne(students.id, exceptUserId))),
    db
      .select({ id: companies.id })
      .from(companies)
      .where(and(eq(companies.emailAddress, email), ne(companies.id, exceptUserId))),
  ];
  for (const probe of probes) if ((await probe.limit(1)).length > 0) return true;
  return false;
}
