import { EMAIL_CONFIRMATION_LINK_ERRORS, type EmailConfirmed } from "@stint/shared/email-confirmation";
import { eq } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { users, verifications } from "../../../db/schema/index.ts";
import { AppError } from "../../../lib/errors.ts";
import { hashLinkToken } from "../../../lib/link-token.ts";
import { confirmationIdentifier } from "./confirmation-link.ts";

const unknownLink = () =>
  new AppError(
    EMAIL_CONFIRMATION_LINK_ERRORS.unknown,
    404,
    "This link is not valid: it was used already, or a newer one replaced it. Sign in to see whether your email is confirmed.",
  );
const expiredLink = () =>
  new AppError(
    EMAIL_CONFIRMATION_LINK_ERRORS.expired,
    410,
    "This link has expired. Sign in and send a new one from the banner at the top.",
  );

/**
 * Opens a confirmation link: the account's email counts as confirmed and it may reach others. The link works
 * once (its row is locked, then deleted) and until it expires. No session is needed: the link may be opened
 * on another device, and the token proves the mailbox.
 */
export async function confirmAccount(options: { db: Db; token: string; now: Date }): Promise<EmailConfirmed> {
  const { db, now } = options;
  const identifier = confirmationIdentifier(hashLinkToken(options.token));
  return db.transaction(async (tx) => {
    const [link] = await tx.select().from(verifications).where(eq(verifications.identifier, identifier)).for("update");
    if (!link) throw unknownLink();
    if (link.expiresAt <= now) throw expiredLink();
    await tx.delete(verifications).where(eq(verifications.id, link.id));
    const [user] = await tx
      .update(users)
      .set({ mustConfirmEmail: false, emailVerified: true, updatedAt: now })
      .where(eq(users.id, link.value))
      .returning({ email: users.email });
    if (!user) throw unknownLink();
    return { emailAddress: user.email };
  });
}
