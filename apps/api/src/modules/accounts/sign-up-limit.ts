import type { Context } from "hono";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/errors.ts";
import { clientIp } from "../../lib/http/client-ip.ts";
import { bumpCounter, waitWords } from "../../lib/rate-counter.ts";

/** Sign-ups one client address may make in an hour: a family or a class signs up, a script does not. */
export const SIGN_UPS_PER_HOUR = 10;
const WINDOW_MS = 60 * 60 * 1000;

/** How long a sign-up takes at least, taken address or not (a new one spends most of it hashing). */
export const SIGN_UP_FLOOR_MS = 900;

/** Counts the sign-up against its address; 429 with Retry-After past the limit. */
export async function limitSignUps(c: Context, options: { db: Db; proxyHeader: string | undefined }) {
  const now = Date.now();
  const key = `sign-ups:address:${clientIp(c, options.proxyHeader)}`;
  const count = await bumpCounter(options.db, key, { now, windowMs: WINDOW_MS });
  if (count <= SIGN_UPS_PER_HOUR) return;
  throw new AppError(
    "rate-limited",
    429,
    `Too many sign-ups from your network. Try again in ${waitWords(WINDOW_MS)}.`,
    undefined,
    { retryAfterSeconds: WINDOW_MS / 1000 },
  );
}
