import { COMMON_PASSWORD_MESSAGE } from "@stint/shared/password";
import { hashPassword } from "better-auth/crypto";
import { and, eq, isNull, ne } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { authAccounts, emailChanges, sessions } from "../../db/schema/index.ts";
import { checkCurrentPassword } from "../../lib/current-password.ts";
import { badRequest } from "../../lib/errors.ts";
import { isCommonPassword } from "../../lib/passwords/common-passwords.ts";

const SAME_PASSWORD = "Choose a password other than your current one.";

/**
 * Sets a new password after checking the current one, and in the same transaction signs out every session but
 * `keepSessionId` and cancels a pending email change: whoever else knew the old password is out, the person
 * changing it stays in. Rather than
 * better-auth's change-password, which replaces this session too and takes neither the common-password list
 * nor our limit on wrong passwords.
 */
export async function changePassword(options: {
  db: Db;
  userId: string;
  keepSessionId: string;
  currentPassword: string;
  newPassword: string;
  rateLimit: boolean;
  now: Date;
}): Promise<{ signedOut: number }> {
  const { db, userId, keepSessionId, currentPassword, newPassword, now } = options;
  if (isCommonPassword(newPassword))
    throw badRequest(COMMON_PASSWORD_MESSAGE, { newPassword: COMMON_PASSWORD_MESSAGE });
  if (newPassword === currentPassword) throw badRequest(SAME_PASSWORD, { newPassword: SAME_PASSWORD });
  await checkCurrentPassword({
    db,
    userId,
    password: currentPassword,
    rateLimit: options.rateLimit,
    now: now.getTime(),
  });
  const hash = await hashPassword(newPassword);
  return db.transaction(async (tx) => {
    await tx
      .update(authAccounts)
      .set({ password: hash, updatedAt: now })
      .where(and(eq(authAccounts.userId, userId), eq(authAccounts.providerId, "credential")));
    const ended = await tx
      .delete(sessions)
      .where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)))
      .returning({ id: sessions.id });
    // An email change asked for from a session that is now signed out must not go through either.
    await tx.delete(emailChanges).where(and(eq(emailChanges.userId, userId), isNull(emailChanges.confirmedAt)));
    return { signedOut: ended.length };
  });
}
