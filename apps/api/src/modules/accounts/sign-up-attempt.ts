import type { Db } from "../../db/client.ts";
import { emitEvent } from "../../lib/outbox/outbox-events.ts";
import { bumpCounter } from "../../lib/rate-counter.ts";

/** At most one notice a day per account: attempts by a script must not flood its owner's mailbox. */
const NOTICE_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * A sign-up with an address that has an account: its owner learns of it by mail (issue 15), at most once a
 * day, so that someone who forgot they have an account finds it, and someone probing addresses is noticed.
 */
export async function tellOwnerOfSignUpAttempt(db: Db, userId: string): Promise<void> {
  const attempts = await bumpCounter(db, `sign-up-attempts:user:${userId}`, {
    now: Date.now(),
    windowMs: NOTICE_WINDOW_MS,
  });
  if (attempts === 1) await emitEvent({ db, kind: "account.sign-up-attempted", payload: { userId } });
}
