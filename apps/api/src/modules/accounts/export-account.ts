import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { sessions, users } from "../../db/schema/index.ts";
import type { Account } from "@stint/shared";
import { notFound } from "../../lib/errors.ts";
import { listFiles } from "../files/list-files.ts";
import { exportRatings } from "../ratings/list-ratings.ts";

/**
 * Everything Stint holds about a user, as one JSON document (credentials and tokens excluded). Files are
 * listed with their metadata; each one's `url` downloads it. Ratings: every one the user gave, and those about
 * them they can see (revealed at `now`).
 */
export async function exportAccount(options: { db: Db; userId: string; account: Account | null; now: Date }) {
  const { db, userId, account, now } = options;
  const [user] = await db
    .select({ id: users.id, email: users.email, name: users.name, createdAt: users.createdAt })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw notFound("Your account");
  const activeSessions = await db
    .select({
      createdAt: sessions.createdAt,
      expiresAt: sessions.expiresAt,
      ipAddress: sessions.ipAddress,
      userAgent: sessions.userAgent,
    })
    .from(sessions)
    .where(eq(sessions.userId, userId));
  const { items: files } = await listFiles({ db, ownerId: userId });
  const ratings = account
    ? await exportRatings({ db, viewer: { role: account.role, accountId: userId, userId, moderator: false }, now })
    : { given: [], received: [] };
  return { exportedAt: now.toISOString(), user, account, sessions: activeSessions, files, ratings };
}
