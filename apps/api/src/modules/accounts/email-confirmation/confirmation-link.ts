import { paths } from "@stint/shared/page-routes";
import { EMAIL_CONFIRMATION_VALID_HOURS } from "@stint/shared/email-confirmation";
import { and, eq, like } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { verifications } from "../../../db/schema/index.ts";
import { newLinkToken } from "../../../lib/link-token.ts";
import type { Mailer } from "../../../lib/mail/mailer.ts";
import { emailConfirmationMail } from "../../../lib/mail/templates/email-confirmation.ts";
import { userLanguage } from "../../../i18n/user-language.ts";

/**
 * A confirmation link's row in better-auth's verification table, under a prefix of our own: found by the hash of
 * its token (the identifier is indexed), the user in `value`. The token itself is never stored.
 */
export const CONFIRMATION_PREFIX = "account-confirmation:";
export const confirmationIdentifier = (tokenHash: string) => `${CONFIRMATION_PREFIX}${tokenHash}`;

/**
 * Stores a new confirmation link for the user, replacing any earlier one, and mails it. The token exists in
 * clear only in this call and in the mail, which is marked as carrying a secret link so no log line shows it.
 * Rejects when the mail could not be sent (the stored row is then a link nobody has).
 */
export async function mailConfirmationLink(options: {
  db: Db;
  mailer: Mailer;
  baseUrl: string;
  user: { id: string; email: string; name: string };
  now: Date;
}): Promise<{ expiresAt: Date }> {
  const { db, user, now } = options;
  const { token, tokenHash } = newLinkToken();
  const expiresAt = new Date(now.getTime() + EMAIL_CONFIRMATION_VALID_HOURS * 60 * 60 * 1000);
  await db.transaction(async (tx) => {
    await tx
      .delete(verifications)
      .where(and(eq(verifications.value, user.id), like(verifications.identifier, `${CONFIRMATION_PREFIX}%`)));
    await tx.insert(verifications).values({
      id: crypto.randomUUID(),
      identifier: confirmationIdentifier(tokenHash),
      value: user.id,
      expiresAt,
      createdAt: now,
      updatedAt: now,
    });
  });
  const link = options.baseUrl + paths.confirmAccount({ token });
  const language = await userLanguage(db, user.id);
  const mail = emailConfirmationMail({ language, name: user.name, link, validHours: EMAIL_CONFIRMATION_VALID_HOURS });
  await options.mailer.send({ to: user.email, ...mail, secretLink: true });
  return { expiresAt };
}
