import { RECENT_SIGN_IN_MINUTES, RECENT_SIGN_IN_REQUIRED, type SignInMethods } from "@stint/shared/account-security";
import { verifyPassword } from "better-auth/crypto";
import { and, eq } from "drizzle-orm";
import type { Context } from "hono";
import type { Db } from "../db/client.ts";
import { authAccounts } from "../db/schema/index.ts";
import type { Auth } from "./auth.ts";
import { AppError, badRequest } from "./errors.ts";
import type { AppEnv } from "./http/app-env.ts";
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

const RECENT_SIGN_IN_MS = RECENT_SIGN_IN_MINUTES * 60 * 1000;
export const ENTER_CURRENT_PASSWORD = "Enter your current password.";

/** How the user signs in: a password, which universities, and until when this session counts as recent. */
export async function signInMethods(options: {
  db: Db;
  userId: string;
  sessionStartedAt: Date | null;
}): Promise<SignInMethods> {
  const rows = await options.db
    .select({ providerId: authAccounts.providerId, password: authAccounts.password })
    .from(authAccounts)
    .where(eq(authAccounts.userId, options.userId));
  const until = options.sessionStartedAt ? new Date(options.sessionStartedAt.getTime() + RECENT_SIGN_IN_MS) : null;
  return {
    password: rows.some((row) => row.providerId === "credential" && row.password !== null),
    universities: rows.filter((row) => row.providerId !== "credential").map((row) => row.providerId),
    recentSignInUntil: until?.toISOString() ?? null,
  };
}

/** When the session this request came with began, checked in the database (never the cookie cache); null without one. */
export async function sessionStartedAt(c: Context<AppEnv>, auth: Auth): Promise<Date | null> {
  const session = await auth.api.getSession({
    headers: c.req.raw.headers,
    query: { disableCookieCache: true, disableRefresh: true },
  });
  return session ? new Date(session.session.createdAt) : null;
}

/**
 * Confirms that whoever holds the session is the account's owner before a change that could lock them out: the
 * current password for an account that has one (checkCurrentPassword, counted the same), and for one that signs
 * in through a university only (decision 036), a sign-in within RECENT_SIGN_IN_MINUTES (GitHub's "sudo mode"):
 * older, a 403 `recent-sign-in-required`, and the web sends them through the university again. Never the password
 * of an account that has one skipped for a recent session: a borrowed laptop's session is recent too.
 */
export async function confirmIdentity(options: {
  db: Db;
  userId: string;
  password: string | undefined;
  sessionStartedAt: Date | null;
  rateLimit: boolean;
  now: number;
  field?: string;
}): Promise<void> {
  const field = options.field ?? "currentPassword";
  const methods = await signInMethods(options);
  if (methods.password) {
    if (options.password === undefined) throw badRequest(ENTER_CURRENT_PASSWORD, { [field]: ENTER_CURRENT_PASSWORD });
    return checkCurrentPassword({ ...options, password: options.password, field });
  }
  const started = options.sessionStartedAt?.getTime();
  if (started !== undefined && options.now - started <= RECENT_SIGN_IN_MS) return;
  throw new AppError(
    RECENT_SIGN_IN_REQUIRED,
    403,
    `Sign in with your university again to confirm it is you: your sign-in must be less than ${RECENT_SIGN_IN_MINUTES} minutes old.`,
  );
}
