import type { Context } from "hono";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/errors.ts";
import { clientIp } from "../../lib/http/client-ip.ts";
import { bumpCounter, waitWords } from "../../lib/rate-counter.ts";

/**
 * Sign-ups one client address may make in an hour that are trusted at once: a family or a flat shares an
 * address. Beyond them an account is created all the same, but must confirm its email before it reaches anyone
 * (decision 023): a career fair's hundreds of students on one campus address sign up, a script gains nothing.
 */
export const TRUSTED_SIGN_UPS_PER_HOUR = 10;

/** The hard ceiling per address and hour: a busy fair stays well below it, a flood of rows does not. */
export const SIGN_UPS_PER_HOUR = 500;

const WINDOW_MS = 60 * 60 * 1000;

/** How long a sign-up takes at least, taken address or not (a new one spends most of it hashing). */
export const SIGN_UP_FLOOR_MS = 900;

/** The counter of an address's sign-ups; exported for the tests that fill it. */
export const signUpsKey = (address: string) => `sign-ups:address:${address}`;

export type SignUpTrust = "trusted" | "must-confirm-email";

/**
 * Counts the sign-up against its address: trusted within the budget, to be confirmed by mail beyond it, 429
 * with Retry-After past the ceiling. Without rate limits every sign-up is trusted.
 */
export async function limitSignUps(
  c: Context,
  options: { db: Db; proxyHeader: string | undefined; rateLimit: boolean; now: Date },
): Promise<SignUpTrust> {
  if (!options.rateLimit) return "trusted";
  const key = signUpsKey(clientIp(c, options.proxyHeader));
  const count = await bumpCounter(options.db, key, { now: options.now.getTime(), windowMs: WINDOW_MS });
  if (count <= TRUSTED_SIGN_UPS_PER_HOUR) return "trusted";
  if (count <= SIGN_UPS_PER_HOUR) return "must-confirm-email";
  throw new AppError(
    "rate-limited",
    429,
    `Too many sign-ups from your network. Try again in ${waitWords(WINDOW_MS)}.`,
    undefined,
    { retryAfterSeconds: WINDOW_MS / 1000 },
  );
}
