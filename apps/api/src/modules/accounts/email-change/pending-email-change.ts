import type { PendingEmailChange } from "@stint/shared/account-security";
import { and, desc, eq, gt, isNull } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { emailChanges } from "../../../db/schema/index.ts";

const unconfirmed = (userId: string) => and(eq(emailChanges.userId, userId), isNull(emailChanges.confirmedAt));

/** The change waiting for its link to be opened, or null (none, or its link has expired). */
export async function findPendingEmailChange(options: {
  db: Db;
  userId: string;
  now: Date;
}): Promise<PendingEmailChange | null> {
  const [row] = await options.db
    .select({ newEmail: emailChanges.newEmail, expiresAt: emailChanges.expiresAt })
    .from(emailChanges)
    .where(and(unconfirmed(options.userId), gt(emailChanges.expiresAt, options.now)))
    .orderBy(desc(emailChanges.createdAt))
    .limit(1);
  return row ? { newEmail: row.newEmail, expiresAt: row.expiresAt.toISOString() } : null;
}

/** Cancels the waiting change: its link then says it is unknown. */
export async function cancelEmailChange(options: { db: Db; userId: string }): Promise<void> {
  await options.db.delete(emailChanges).where(unconfirmed(options.userId));
}
