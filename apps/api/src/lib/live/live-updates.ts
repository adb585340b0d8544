import type { Database } from "../../db/client.ts";
import type { Logger } from "../logger.ts";
import { type LiveCursor, cursorFor } from "./live-cursor.ts";
import { eventStream } from "./event-stream.ts";
import { LiveHub } from "./live-hub.ts";
import { createLiveListener } from "./live-listener.ts";

/** A comment line this often keeps idle streams open through proxies that close quiet connections (~30-60 s). */
export const HEARTBEAT_MS = 25_000;

export type LiveUpdates = {
  /**
   * The body of a new stream of the account's events after `afterSeq` (or from now), or null when the account
   * has its maximum of streams open or the process is stopping.
   */
  open: (accountId: string, afterSeq: number | null) => Promise<ReadableStream<Uint8Array> | null>;
  /** How many streams this process holds. */
  readonly size: number;
  /** Ends every stream and the listener: first in a shutdown, so that open streams do not hold it up. */
  stop: () => Promise<void>;
};

/**
 * This process's side of live updates (decision 026): one listener, one hub of streams, one heartbeat, all
 * started with the first stream, so that a process (or test app) nobody subscribes to holds no connection.
 */
export function createLiveUpdates(options: { database: Database; logger: Logger }): LiveUpdates {
  const logger = options.logger.child({ component: "live" });
  const hub = new LiveHub({ db: options.database.db, logger });
  const listener = createLiveListener({
    database: options.database,
    logger,
    onAccount: (accountId) => hub.wake(accountId),
    onReconnect: () => hub.wakeAll(),
  });
  let heartbeat: NodeJS.Timeout | undefined;
  const start = () => {
    if (!heartbeat) {
      heartbeat = setInterval(() => {
        for (const stream of hub.streams()) stream.ping();
      }, HEARTBEAT_MS);
      heartbeat.unref();
    }
    return listener.start();
  };
  return {
    async open(accountId, afterSeq) {
      await start();
      const cursor: LiveCursor = await cursorFor(options.database.db, accountId, afterSeq);
      let unsubscribe: (() => void) | null = null;
      const { body, stream } = eventStream(() => unsubscribe?.());
      unsubscribe = hub.subscribe(accountId, cursor, stream);
      if (!unsubscribe) {
        await body.cancel();
        return null;
      }
      return body;
    },
    get size() {
      return hub.size;
    },
    async stop() {
      clearInterval(heartbeat);
      hub.stop();
      await listener.stop();
    },
  };
}
