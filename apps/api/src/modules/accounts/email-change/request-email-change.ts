import { paths } from "@stint/shared/page-routes";
import {
  EMAIL_CHANGE_VALID_MINUTES,
  type EmailChangeRequestBody,
  type PendingEmailChange,
} from "@stint/shared/account-security";
import { and, eq, isNull } from "drizzle-orm";
import type { AppDeps } from "../../../app-deps.ts";
import { emailChanges, users } from "../../../db/schema/index.ts";
import { confirmIdentity } from "../../../lib/current-password.ts";
import { AppError, badRequest, conflict, unauthenticated } from "../../../lib/errors.ts";
import { emailChangeConfirmationMail } from "../../../lib/mail/templates/email-change.ts";
import { recipientLanguage } from "../../../i18n/server-i18n.ts";
import { languageColumns } from "../../../i18n/user-language.ts";
import { emitEvent } from "../../../lib/outbox/outbox-events.ts";
import { bumpCounter, waitForCounter, waitWords } from "../../../lib/rate-counter.ts";
import { safeError } from "../../../lib/safe-error.ts";
import { EMAIL_TAKEN, emailInUse } from "./email-in-use.ts";
import { newEmailChangeToken } from "./email-change-token.ts";

/** Each request mails someone: a ceiling per user keeps the form from being used to flood an inbox. */
export const EMAIL_CHANGE_REQUESTS_PER_HOUR = 5;
const HOUR_MS = 60 * 60 * 1000;

const SAME_EMAIL = "This is already your sign-in email.";
const requestsKey = (userId: string) => `email-change-requests:${userId}`;

/**
 * Asks to change the user's sign-in email: after the current password, mails a single-use link (valid an
 * hour) to the new address and records the request, replacing an unconfirmed earlier one; the outbox then
 * tells the current address. Nothing about the account changes here, so a mistyped address locks no one out.
 *
 * The link is mailed before the request is stored, straight from here rather than through the outbox: the
 * token exists in clear only in this call and in the mail. A mail that fails leaves nothing behind (503); a
 * request that fails to be stored after its mail leaves a link that says it is unknown.
 */
export async function requestEmailChange(options: {
  deps: Pick<AppDeps, "database" | "mailer" | "env" | "logger">;
  userId: string;
  input: EmailChangeRequestBody;
  /** When the session asking began: what confirms an account without a password (confirmIdentity). */
  sessionStartedAt: Date | null;
  now: Date;
}): Promise<PendingEmailChange> {
  const { deps, userId, input, now } = options;
  const db = deps.database.db;
  const rateLimit = deps.env.rateLimit;
  const [user] = await db
    .select({ email: users.email, name: users.name, ...languageColumns })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw unauthenticated();
  if (input.newEmail === user.email) throw badRequest(SAME_EMAIL, { newEmail: SAME_EMAIL });
  await confirmIdentity({
    db,
    userId,
    password: input.currentPassword,
    sessionStartedAt: options.sessionStartedAt,
    rateLimit,
    now: now.getTime(),
  });
  if (await emailInUse({ db, email: input.newEmail, exceptUserId: userId })) {
    throw conflict(EMAIL_TAKEN, { newEmail: EMAIL_TAKEN });
  }
  const requests = { now: now.getTime(), windowMs: HOUR_MS };
  if (rateLimit) {
    const waitMs = await waitForCounter(db, requestsKey(userId), { ...requests, max: EMAIL_CHANGE_REQUESTS_PER_HOUR });
    if (waitMs > 0) {
      const message = `Too many email changes asked for. Try again in ${waitWords(waitMs)}.`;
      throw new AppError("rate-limited", 429, message, undefined, { retryAfterSeconds: Math.ceil(waitMs / 1000) });
    }
  }

  const { token, tokenHash } = newEmailChangeToken();
  const link = deps.env.baseUrl + paths.confirmEmail({ token });
  const mail = emailChangeConfirmationMail({
    language: recipientLanguage(user),
    name: user.name,
    newEmail: input.newEmail,
    link,
    validMinutes: EMAIL_CHANGE_VALID_MINUTES,
  });
  await deps.mailer.send({ to: input.newEmail, ...mail, secretLink: true }).catch((error: unknown) => {
    deps.logger.error({ err: safeError(error) }, "email change confirmation could not be sent");
    throw new AppError(
      "mail-unavailable",
      503,
      "The confirmation mail could not be sent. Nothing was changed; please try again in a few minutes.",
    );
  });

  const expiresAt = new Date(now.getTime() + EMAIL_CHANGE_VALID_MINUTES * 60_000);
  await db.transaction(async (tx) => {
    await tx.delete(emailChanges).where(and(eq(emailChanges.userId, userId), isNull(emailChanges.confirmedAt)));
    const [row] = await tx
      .insert(emailChanges)
      .values({ userId, previousEmail: user.email, newEmail: input.newEmail, tokenHash, createdAt: now, expiresAt })
      .returning({ id: emailChanges.id });
    await emitEvent({ db: tx, kind: "account.email-change-requested", payload: { emailChangeId: row!.id } });
  });
  if (rateLimit) await bumpCounter(db, requestsKey(userId), requests);
  return { newEmail: input.newEmail, expiresAt: expiresAt.toISOString() };
}
