import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema/index.ts";

/** Removes the user; sessions, credentials and the account row go with it (foreign keys cascade). */
export async function deleteAccount(options: { db: Db; userId: string }): Promise<void> {
  await options.db.delete(users).where(eq(users.id, options.userId));
}
