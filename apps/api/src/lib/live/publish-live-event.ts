import type { LiveEvent } from "@stint/shared/live-events";
import type { Db } from "../../db/client.ts";
import { liveEvents } from "../../db/schema/index.ts";

/**
 * Tells each account's open tabs about a change. Call it with the transaction of the change: the event is
 * delivered on commit (a trigger notifies every API process), and never for a change that rolled back.
 */
export async function publishLiveEvent(tx: Db, accountIds: readonly string[], event: LiveEvent): Promise<void> {
  if (accountIds.length === 0) return;
  await tx.insert(liveEvents).values([...new Set(accountIds)].map((accountId) => ({ accountId, event })));
}

/** Tells each account its own event (one statement for many, as a digest run writes them). */
export async function publishLiveEventsEach(
  tx: Db,
  entries: readonly { accountId: string; event: LiveEvent }[],
): Promise<void> {
  if (entries.length === 0) return;
  await tx.insert(liveEvents).values([...entries]);
}
