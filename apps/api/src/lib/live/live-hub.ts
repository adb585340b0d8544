import type { Db } from "../../db/client.ts";
import type { Logger } from "../logger.ts";
import { type LiveCursor, type StoredLiveEvent, isAfter, readLiveEvents } from "./live-cursor.ts";

/** Open streams per account: a few tabs and devices, and a bound on what one account can hold of a process. */
export const MAX_STREAMS_PER_ACCOUNT = 10;

/** A read that found events held back by an older transaction tries again after this, doubling up to the max. */
const HELD_RETRY_MS = 50;
const HELD_RETRY_MAX_MS = 2_000;

export type LiveStream = {
  /** Takes the events in order; the hub moves the stream's cursor past them. */
  deliver: (events: StoredLiveEvent[]) => void;
  /** Ends the stream (the process stops). */
  close: () => void;
  /** Says the stream is alive, so that proxies and the browser keep it open. */
  ping: () => void;
};

type Subscriber = { cursor: LiveCursor; stream: LiveStream };

/** One account's open streams in this process, and its read under way: a burst of notifications costs one read. */
type Group = {
  subscribers: Set<Subscriber>;
  reading: boolean;
  again: boolean;
  retry: NodeJS.Timeout | undefined;
  retryMs: number;
};

/**
 * The live streams this process holds, by account. A notification for an account (lib/live/live-listener.ts)
 * wakes its group, which reads the account's events once from the earliest cursor among its streams and gives
 * each stream what lies after its own. The table is the truth: a wake-up that was lost (a dropped listener)
 * is made good by waking every group, and a stream's first read is its catch-up.
 */
export class LiveHub {
  private readonly groups = new Map<string, Group>();
  private stopped = false;

  private readonly options: { db: Db; logger: Logger };

  constructor(options: { db: Db; logger: Logger }) {
    this.options = options;
  }

  /** How many streams are open. */
  get size(): number {
    let size = 0;
    for (const group of this.groups.values()) size += group.subscribers.size;
    return size;
  }

  /**
   * Adds a stream at `cursor` and sends it what it missed; returns how to remove it, or null when the
   * account has its maximum of streams or the process is stopping.
   */
  subscribe(accountId: string, cursor: LiveCursor, stream: LiveStream): (() => void) | null {
    if (this.stopped) return null;
    let group = this.groups.get(accountId);
    if (!group) {
      group = { subscribers: new Set(), reading: false, again: false, retry: undefined, retryMs: HELD_RETRY_MS };
      this.groups.set(accountId, group);
    }
    if (group.subscribers.size >= MAX_STREAMS_PER_ACCOUNT) return null;
    const subscriber: Subscriber = { cursor, stream };
    group.subscribers.add(subscriber);
    this.wake(accountId);
    return () => {
      const current = this.groups.get(accountId);
      if (!current?.subscribers.delete(subscriber) || current.subscribers.size > 0) return;
      clearTimeout(current.retry);
      this.groups.delete(accountId);
    };
  }

  /** Something was published for the account: its streams read what is new. */
  wake(accountId: string): void {
    const group = this.groups.get(accountId);
    if (!group || this.stopped) return;
    if (group.reading) {
      group.again = true;
      return;
    }
    clearTimeout(group.retry);
    group.retry = undefined;
    group.reading = true;
    void this.drain(accountId, group).finally(() => {
      group.reading = false;
      // A wake-up between the last read and here.
      if (group.again) this.wake(accountId);
    });
  }

  /** Every account with a stream here reads again (after the listener reconnected: notifications may be lost). */
  wakeAll(): void {
    for (const accountId of this.groups.keys()) this.wake(accountId);
  }

  /** Every stream open in this process, for the heartbeat. */
  *streams(): Iterable<LiveStream> {
    for (const group of this.groups.values()) for (const { stream } of group.subscribers) yield stream;
  }

  /** Ends every stream and takes no more (the process is stopping). */
  stop(): void {
    this.stopped = true;
    for (const group of this.groups.values()) {
      clearTimeout(group.retry);
      for (const { stream } of group.subscribers) stream.close();
    }
    this.groups.clear();
  }

  private async drain(accountId: string, group: Group): Promise<void> {
    do {
      group.again = false;
      if (group.subscribers.size === 0 || this.stopped) return;
      let from: LiveCursor | null = null;
      for (const { cursor } of group.subscribers) if (!from || isAfter(from, cursor)) from = cursor;
      let read;
      try {
        read = await readLiveEvents(this.options.db, accountId, from!);
      } catch (error) {
        // The database is away: try again later, as for a held event; nothing is lost (the table is the truth).
        this.options.logger.warn({ err: error }, "live: reading events failed");
        group.again = false;
        this.retryLater(accountId, group);
        return;
      }
      for (const subscriber of group.subscribers) {
        const fresh = read.events.filter((event) => isAfter(event, subscriber.cursor));
        if (fresh.length === 0) continue;
        const last = fresh.at(-1)!;
        subscriber.cursor = { txid: last.txid, seq: last.seq };
        subscriber.stream.deliver(fresh);
      }
      if (read.full) group.again = true;
      else if (read.held) this.retryLater(accountId, group);
      else group.retryMs = HELD_RETRY_MS;
    } while (group.again);
  }

  private retryLater(accountId: string, group: Group) {
    if (this.stopped) return;
    clearTimeout(group.retry);
    group.retry = setTimeout(() => this.wake(accountId), group.retryMs);
    group.retry.unref();
    group.retryMs = Math.min(group.retryMs * 2, HELD_RETRY_MAX_MS);
  }
}
