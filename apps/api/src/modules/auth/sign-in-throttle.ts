import { createHash } from "node:crypto";
import type { Db } from "../../db/client.ts";
import { bumpCounter, clearCounter, releaseCounter, reserveCounter, waitWords } from "../../lib/rate-counter.ts";

/**
 * Failed sign-ins, counted per account and per client address separately (issue 14): a campus behind one
 * address must not lock everyone out after five typos, and one account must not be guessed at from many
 * addresses. An account is keyed by its email's hash whether or not it exists, so the answer never tells.
 */
export const ACCOUNT_FAILURES = 5;
export const ADDRESS_FAILURES = 50;
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;

const accountKey = (email: string) =>
  `sign-in-failures:account:${createHash("sha256").update(email.trim().toLowerCase()).digest("hex")}`;
const addressKey = (address: string) => `sign-in-failures:address:${address}`;

export type Lockout = { message: string; retryAfterSeconds: number };

type Attempt = { email: string; address: string; now: number };

/**
 * Counts a sign-in against its account and its address before the password is checked, each count taken and
 * compared in one statement, so that guesses sent together (from one process or several) cannot all pass on
 * the same count (issue 30). Either a lockout (the attempt counted nowhere) or the attempt let through, whose
 * counts `settleSignIn` keeps or gives back once the answer is known.
 */
export async function reserveSignIn(db: Db, attempt: Attempt): Promise<Lockout | null> {
  const window = { now: attempt.now, windowMs: FAILURE_WINDOW_MS };
  const keys = [accountKey(attempt.email), addressKey(attempt.address)];
  const account = await reserveCounter(db, keys[0]!, { ...window, max: ACCOUNT_FAILURES });
  const address = await reserveCounter(db, keys[1]!, { ...window, max: ADDRESS_FAILURES });
  if (account.allowed && address.allowed) return null;
  // A refused attempt checked no password: it must not use up the address's budget for other accounts.
  for (const key of keys) await releaseCounter(db, key);
  const waitMs = Math.max(account.waitMs, address.waitMs);
  return {
    message: `Too many failed sign-ins. Try again in ${waitWords(waitMs)}, or reset your password.`,
    retryAfterSeconds: Math.ceil(waitMs / 1000),
  };
}

/**
 * A wrong password (401) keeps both counts; a successful sign-in clears its account's count and gives back
 * the address's; any other answer (bad input) checked no password and gives both back.
 */
export async function settleSignIn(db: Db, attempt: Omit<Attempt, "now">, status: number) {
  if (status === 401) return;
  if (status >= 200 && status < 300) await clearCounter(db, accountKey(attempt.email));
  else await releaseCounter(db, accountKey(attempt.email));
  await releaseCounter(db, addressKey(attempt.address));
}

/** Counts a failure against both (for tests that fill a counter without signing in). */
export async function countFailure(db: Db, options: Attempt) {
  const window = { now: options.now, windowMs: FAILURE_WINDOW_MS };
  await bumpCounter(db, accountKey(options.email), window);
  await bumpCounter(db, addressKey(options.address), window);
}
