import type { EmailConfirmationSent } from "@stint/shared/email-confirmation";
import { eq } from "drizzle-orm";
import type { AppDeps } from "../../../app-deps.ts";
import { users } from "../../../db/schema/index.ts";
import { AppError, conflict, unauthenticated } from "../../../lib/errors.ts";
import { bumpCounter, waitForCounter, waitWords } from "../../../lib/rate-counter.ts";
import { safeError } from "../../../lib/safe-error.ts";
import { mailConfirmationLink } from "./confirmation-link.ts";

/** Each request mails someone: a ceiling per user keeps the button from being used to flood an inbox. */
export const CONFIRMATION_MAILS_PER_HOUR = 5;
const HOUR_MS = 60 * 60 * 1000;

/**
 * Mails a new confirmation link to the signed-in user whose email is not confirmed yet; the earlier link stops
 * working. The attempt is counted before the mail goes out, so parallel clicks cannot pass the ceiling.
 */
export async function resendConfirmation(options: {
  deps: Pick<AppDeps, "database" | "mailer" | "env" | "logger">;
  userId: string;
  now: Date;
}): Promise<EmailConfirmationSent> {
  const { deps, userId, now } = options;
  const db = deps.database.db;
  const [user] = await db
    .select({ id: users.id, email: users.email, name: users.name, must: users.mustConfirmEmail })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw unauthenticated();
  if (!user.must) throw conflict("Your email is confirmed already.");
  if (deps.env.rateLimit) {
    const key = `email-confirmation-mails:${userId}`;
    const window = { now: now.getTime(), windowMs: HOUR_MS };
    if ((await bumpCounter(db, key, window)) > CONFIRMATION_MAILS_PER_HOUR) {
      const waitMs = await waitForCounter(db, key, { ...window, max: CONFIRMATION_MAILS_PER_HOUR });
      throw new AppError(
        "rate-limited",
        429,
        `Too many confirmation mails asked for. Try again in ${waitWords(waitMs)}.`,
        undefined,
        { retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) },
      );
    }
  }
  try {
    const { expiresAt } = await mailConfirmationLink({ db, mailer: deps.mailer, baseUrl: deps.env.baseUrl, user, now });
    return { sentTo: user.email, expiresAt: expiresAt.toISOString() };
  } catch (error) {
    deps.logger.error({ err: safeError(error) }, "email confirmation mail could not be sent");
    throw new AppError("mail-unavailable", 503, "The mail could not be sent. Please try again in a few minutes.");
  }
}
