import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema/index.ts";

/**
 * Grants or revokes the moderator flag of the user with this email (any case): moderators see the reported
 * ratings and keep or hide them. Set from the command line (apps/api/scripts/moderator.ts), never over HTTP.
 * Null when no user has the email.
 */
export async function setModerator(options: {
  db: Db;
  email: string;
  moderator: boolean;
}): Promise<{ id: string; email: string; moderator: boolean } | null> {
  const [user] = await options.db
    .update(users)
    .set({ moderator: options.moderator })
    .where(eq(sql`lower(${users.email})`, options.email.trim().toLowerCase()))
    .returning({ id: users.id, email: users.email, moderator: users.moderator });
  return user ?? null;
}
