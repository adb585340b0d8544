import { ROLES, type Role } from "@stint/shared/account";
import { and, eq, ne } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { authAccounts } from "../../db/schema/index.ts";

/**
 * The roles a signed-in user without an account row may finish as (seed §4, role null). An account that signs in
 * through a university (issue 37) is a student's: the university vouched for a student's address, not a company's.
 */
export async function finishRoles(db: Db, userId: string): Promise<Role[]> {
  const [university] = await db
    .select({ id: authAccounts.id })
    .from(authAccounts)
    .where(and(eq(authAccounts.userId, userId), ne(authAccounts.providerId, "credential")))
    .limit(1);
  return university ? ["student"] : [...ROLES];
}
