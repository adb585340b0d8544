import type pg from "pg";
import type { Database } from "../../db/client.ts";
import type { Logger } from "../logger.ts";

/** The channel migration 0022's trigger notifies on commit, with the account id as payload. */
export const LIVE_CHANNEL = "live_events";

const RECONNECT_FIRST_MS = 250;
const RECONNECT_MAX_MS = 10_000;

export type LiveListener = { start: () => Promise<void>; stop: () => Promise<void> };

/**
 * Hears every commit that published live events, from any API process, and names the account. On the
 * embedded database the database itself calls back (every connection is this process). On PostgreSQL one
 * connection of its own per process (a pooled one would go back to the pool, LISTEN and all): when it drops,
 * it connects again with backoff and then `onReconnect` has every account read again, since notifications
 * sent meanwhile are lost while the events are not.
 */
export function createLiveListener(options: {
  database: Database;
  logger: Logger;
  onAccount: (accountId: string) => void;
  onReconnect: () => void;
}): LiveListener {
  const { database, logger, onAccount, onReconnect } = options;
  let started: Promise<void> | null = null;
  let stopped = false;
  let client: pg.Client | null = null;
  let timer: NodeJS.Timeout | undefined;
  let delay = RECONNECT_FIRST_MS;

  const connect = async (): Promise<void> => {
    const newClient = database.dedicatedClient!();
    const dropped = (error?: Error) => {
      if (client !== newClient) return;
      client = null;
      void newClient.end().catch(() => undefined);
      if (stopped) return;
      logger.warn({ err: error, retryInMs: delay }, "live: listener connection lost; reconnecting");
      schedule();
    };
    newClient.on("error", dropped);
    newClient.on("end", () => dropped());
    newClient.on("notification", (message) => {
      if (message.channel === LIVE_CHANNEL && message.payload) onAccount(message.payload);
    });
    client = newClient;
    try {
      await newClient.connect();
      await newClient.query(`LISTEN ${LIVE_CHANNEL}`);
    } catch (error) {
      dropped(error as Error);
      return;
    }
    delay = RECONNECT_FIRST_MS;
  };

  const schedule = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      void connect().then(() => {
        if (client) onReconnect();
      });
    }, delay);
    timer.unref();
    delay = Math.min(delay * 2, RECONNECT_MAX_MS);
  };

  return {
    start() {
      started ??= database.listen
        ? database.listen(LIVE_CHANNEL, (payload) => {
            if (!stopped) onAccount(payload);
          })
        : connect();
      return started;
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      const current = client;
      client = null;
      await current?.end().catch(() => undefined);
    },
  };
}
