import { verifyPassword } from "better-auth/crypto";
import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { authAccounts } from "../db/schema/index.ts";
import { AppError } from "./errors.ts";
import { bumpCounter, clearCounter, waitForCounter, waitWords } from "./rate-counter.ts";

/**
 * Wrong current passwords (changing the email or the password), counted per user like failed sign-ins per
 * account: someone holding a session cannot guess the password behind it faster than someone signing in.
 */
export const CURRENT_PASSWORD_FAILURES = 5;
const FAILURE_WINDOW_MS = 15 * 60 * 1000;

export const WRONG_CURRENT_PASSWORD = "Your current password is not right.";

const failuresKey = (userId: string) => `current-password-failures:${userId}`;

/**
 * Resolves when `password` is the user's sign-in password. Otherwise throws a 400 `wrong-password` with the
 * message on `field`, or, after too many wrong ones (and while `rateLimit` is on), a 429 with Retry-After.
 */
export async function checkCurrentPassword(options: {
  db: Db;
  userId: string;
  password: string;
  rateLimit: boolean;
  now: number;
  field?: string;
}): Promise<void> {
  const { db, userId, password, rateLimit, now } = options;
  const window = { now, windowMs: FAILURE_WINDOW_MS };
  if (rateLimit) {
    const waitMs = await waitForCounter(db, failuresKey(userId), { ...window, max: CURRENT_PASSWORD_FAILURES });
    if (waitMs > 0) {
      throw new AppError(
        "rate-limited",
        429,
        `Too many wrong passwords. Try again in ${waitWords(waitMs)}.`,
        undefined,
        { retryAfterSeconds: Math.ceil(waitMs / 1000) },
      );
    }
  }
  const [credential] = await db
    .select({ hash: authAccounts.password })
    .from(authAccounts)
    .where(and(eq(authAccounts.userId, userId), eq(authAccounts.providerId, "credential")));
  const valid = credential?.hash ? await verifyPassword({ hash: credential.hash, password }) : false;
  if (valid) {
    if (rateLimit) await clearCounter(db, failuresKey(userId));
    return;
  }
  if (rateLimit) await bumpCounter(db, failuresKey(userId), window);
  throw new AppError("wrong-password", 400, WRONG_CURRENT_PASSWORD, {
    [options.field ?? "currentPassword"]: WRONG_CURRENT_PASSWORD,
  });
}
