import { createHash } from "node:crypto";
import type { Db } from "../../db/client.ts";
import { bumpCounter, clearCounter, waitForCounter, waitWords } from "../../lib/rate-counter.ts";

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

/** Why and how long to wait while the account or the address has too many recent failures; null otherwise. */
export async function lockoutOf(
  db: Db,
  options: { email: string; address: string; now: number },
): Promise<Lockout | null> {
  const window = { now: options.now, windowMs: FAILURE_WINDOW_MS };
  const waitMs = Math.max(
    await waitForCounter(db, accountKey(options.email), { ...window, max: ACCOUNT_FAILURES }),
    await waitForCounter(db, addressKey(options.address), { ...window, max: ADDRESS_FAILURES }),
  );
  if (waitMs === 0) return null;
  return {
    message: `Too many failed sign-ins. Try again in ${waitWords(waitMs)}, or reset your password.`,
    retryAfterSeconds: Math.ceil(waitMs / 1000),
  };
}

/** Counts a failure against both. */
export async function countFailure(db: Db, options: { email: string; address: string; now: number }) {
  const window = { now: options.now, windowMs: FAILURE_WINDOW_MS };
  await bumpCounter(db, accountKey(options.email), window);
  await bumpCounter(db, addressKey(options.address), window);
}

/** A successful sign-in clears its account's count (not the address's). */
export async function clearAccountFailures(db: Db, email: string) {
  await clearCounter(db, accountKey(email));
}
