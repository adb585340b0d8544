import { EMAIL_CHANGE_LINK_ERRORS, type EmailChangeConfirmed } from "@stint/shared/account-security";
import { eq } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { isUniqueViolation } from "../../../db/db-errors.ts";
import { companies, emailChanges, students, users } from "../../../db/schema/index.ts";
import { AppError, conflict } from "../../../lib/errors.ts";
import { EMAIL_TAKEN, emailInUse } from "./email-in-use.ts";
import { hashEmailChangeToken } from "./email-change-token.ts";

const unknownLink = () =>
  new AppError(
    EMAIL_CHANGE_LINK_ERRORS.unknown,
    404,
    "This link is not valid. It may have been replaced by a newer one: open the latest mail, or ask again.",
  );
const usedLink = () =>
  new AppError(EMAIL_CHANGE_LINK_ERRORS.used, 409, "This link was already used: the email was changed.");
const expiredLink = () =>
  new AppError(
    EMAIL_CHANGE_LINK_ERRORS.expired,
    410,
    "This link has expired. Your sign-in email did not change; ask again from your account.",
  );

/**
 * Opens a confirmation link: the new address becomes the sign-in email, in auth and on the account row, and
 * counts as verified. The link works once (its row is locked, then marked) and until it expires; whether the
 * address is still free is checked again now, since an hour may have passed. No session is needed: the link
 * may be opened on another device, and the token proves the mailbox while the request proved the password.
 */
export async function confirmEmailChange(options: { db: Db; token: string; now: Date }): Promise<EmailChangeConfirmed> {
  const { db, now } = options;
  const tokenHash = hashEmailChangeToken(options.token);
  try {
    return await db.transaction(async (tx) => {
      const [change] = await tx.select().from(emailChanges).where(eq(emailChanges.tokenHash, tokenHash)).for("update");
      if (!change) throw unknownLink();
      if (change.confirmedAt) throw usedLink();
      if (change.expiresAt <= now) throw expiredLink();
      const { userId, newEmail } = change;
      if (await emailInUse({ db: tx, email: newEmail, exceptUserId: userId })) throw conflict(EMAIL_TAKEN);
      // The link proves the new mailbox: an account that had to confirm its email has now done so (decision 023).
      await tx
        .update(users)
        .set({ email: newEmail, emailVerified: true, mustConfirmEmail: false, updatedAt: now })
        .where(eq(users.id, userId));
      await tx.update(students).set({ emailAddress: newEmail, updatedAt: now }).where(eq(students.id, userId));
      await tx.update(companies).set({ emailAddress: newEmail, updatedAt: now }).where(eq(companies.id, userId));
      await tx.update(emailChanges).set({ confirmedAt: now }).where(eq(emailChanges.id, change.id));
      return { emailAddress: newEmail };
    });
  } catch (error) {
    // Taken by a sign-up between the check and the update.
    if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN);
    throw error;
  }
}
