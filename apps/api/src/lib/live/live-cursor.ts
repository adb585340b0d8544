import type { LiveEvent } from "@stint/shared/live-events";
import { and, eq, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { liveEvents } from "../../db/schema/index.ts";

/**
 * Where a tab stands in its account's events. Events go out in (txid, seq) order, and only once every
 * transaction older than theirs has ended (txid below the reading snapshot's xmin): a transaction that commits
 * later has a txid at least that xmin, so it always sorts after everything already sent, and a tab that
 * resumes from the last event it saw misses nothing. Sequence order alone would not do: seq values are taken
 * before commit, so seq 9 can commit after seq 10 went out. The tab names its place by the seq only
 * (Last-Event-ID); the server looks up that event's txid.
 */
export type LiveCursor = { txid: number; seq: number };

export type StoredLiveEvent = { seq: number; txid: number; event: LiveEvent };

/** Events per read; a read that fills it is followed by another at once. */
export const LIVE_READ_LIMIT = 200;

/** How long events are kept: a tab closed longer than this starts afresh (its screens reload anyway). */
export const LIVE_RETENTION_HOURS = 24;

/**
 * A first connect (no id yet) also gets the account's events of this long before: the page read what it shows a
 * moment before its stream opened, and an event committed in between would otherwise be missed.
 */
export const FIRST_CONNECT_LOOKBACK_SECONDS = 30;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** The oldest transaction still running, as this statement's snapshot sees it. */
const XMIN = sql`pg_snapshot_xmin(pg_current_snapshot())::text::bigint`;

export const isAfter = (event: LiveCursor, cursor: LiveCursor) =>
  event.txid > cursor.txid || (event.txid === cursor.txid && event.seq > cursor.seq);

/**
 * The place of a tab that resumes after the event `afterSeq` of the account; with none, "now" (everything
 * committed before is behind it; what commits later comes), less the lookback above. An id
 * that is not the account's (pruned, or made up) starts from the oldest event kept: a repeat tells a tab to
 * refresh what it shows again, which is harmless, while a gap would leave it wrong.
 */
export async function cursorFor(db: Db, accountId: string, afterSeq: number | null): Promise<LiveCursor> {
  if (afterSeq !== null) {
    const [row] = await db
      .select({ txid: liveEvents.txid })
      .from(liveEvents)
      .where(and(eq(liveEvents.accountId, accountId), eq(liveEvents.seq, afterSeq)));
    return row ? { txid: row.txid, seq: afterSeq } : { txid: 0, seq: 0 };
  }
  const [row] = rowsOf<{ xmin: string; txid: string | null; seq: string | null }>(
    await db.execute(sql`select ${XMIN} as xmin, recent.txid, recent.seq from (select 1) as one
      left join lateral (
        select ${liveEvents.txid} as txid, ${liveEvents.seq} as seq from ${liveEvents}
        where ${liveEvents.accountId} = ${accountId}
          and ${liveEvents.createdAt} > now() - make_interval(secs => ${FIRST_CONNECT_LOOKBACK_SECONDS})
        order by ${liveEvents.txid}, ${liveEvents.seq} limit 1
      ) as recent on true`),
  );
  const now = { txid: Number(row!.xmin), seq: 0 };
  if (row!.txid === null) return now;
  // Just before the first recent event (or "now", if that is earlier: it sorts before every event not yet sent).
  const recent = { txid: Number(row!.txid), seq: Number(row!.seq) - 1 };
  return isAfter(recent, now) ? now : recent;
}

type ReadRow = { events: [seq: number, txid: number, event: LiveEvent][]; held: boolean };

/**
 * The account's events after `cursor` that may go out now, in order, and whether later ones exist that must
 * wait for an older transaction to end (the caller reads again shortly). One statement, one snapshot.
 */
export async function readLiveEvents(
  db: Db,
  accountId: string,
  cursor: LiveCursor,
): Promise<{ events: StoredLiveEvent[]; held: boolean; full: boolean }> {
  const [row] = rowsOf<ReadRow>(
    await db.execute(sql`select coalesce((
        select json_agg(json_build_array(seq, txid, event) order by txid, seq) from (
          select ${liveEvents.seq} as seq, ${liveEvents.txid} as txid, ${liveEvents.event} as event
          from ${liveEvents}
          where ${liveEvents.accountId} = ${accountId} and ${liveEvents.txid} < ${XMIN}
            and (${liveEvents.txid} > ${cursor.txid} or (${liveEvents.txid} = ${cursor.txid} and ${liveEvents.seq} > ${cursor.seq}))
          order by ${liveEvents.txid}, ${liveEvents.seq}
          limit ${LIVE_READ_LIMIT}
        ) as next
      ), '[]'::json) as events,
      exists(select 1 from ${liveEvents} where ${liveEvents.accountId} = ${accountId} and ${liveEvents.txid} >= ${XMIN}) as held`),
  );
  const events = row!.events.map(([seq, txid, event]) => ({ seq: Number(seq), txid: Number(txid), event }));
  return { events, held: row!.held, full: events.length === LIVE_READ_LIMIT };
}

/** Deletes events older than the retention; runs with the time sweep. */
export async function pruneLiveEvents(db: Db): Promise<number> {
  const deleted = await db
    .delete(liveEvents)
    .where(lt(liveEvents.createdAt, sql`now() - make_interval(hours => ${LIVE_RETENTION_HOURS})`))
    .returning({ seq: liveEvents.seq });
  return deleted.length;
}
