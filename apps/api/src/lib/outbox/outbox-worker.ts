import { and, asc, eq, isNull, lte, sql } from "drizzle-orm";
import type { Database, Db } from "../../db/client.ts";
import { outboxEvents } from "../../db/schema/index.ts";
import type { Logger } from "../logger.ts";
import { createOutageLog } from "../outage-log.ts";
import type { OutboxEventKind, OutboxEventPayloads } from "./outbox-events.ts";

export type OutboxHandler<K extends OutboxEventKind> = (options: {
  /** The transaction that marks the event done: what the handler writes commits with that mark, or not at all. */
  db: Db;
  payload: OutboxEventPayloads[K];
  event: { id: number; attempts: number; createdAt: Date };
}) => Promise<void>;
export type OutboxHandlers = { [K in OutboxEventKind]?: OutboxHandler<K> };

export type OutboxWorker = {
  /** Begins handling events: at once when one is written (embedded database), else every `pollMs`. */
  start: () => Promise<void>;
  /** Finishes the event in hand and stops. */
  stop: () => Promise<void>;
  /** Handles every event that is due now, in this process; resolves with how many it took. For tests and tools. */
  drain: () => Promise<number>;
};

const DEFAULT_POLL_MS = 1_000;
const DEFAULT_MAX_ATTEMPTS = 10;
const MAX_BACKOFF_SECONDS = 15 * 60;

/** Seconds before the next try after `attempts` failed ones: 2, 4, 8 … up to a quarter of an hour. */
export const backoffSeconds = (attempts: number) => Math.min(MAX_BACKOFF_SECONDS, 2 ** attempts);

/**
 * Carries out outbox events, one transaction each: the event row is locked with `FOR UPDATE SKIP LOCKED`,
 * so any number of processes can run a worker on one database and each event is handled by one of them;
 * the handler runs in that transaction and the event is marked done in it. A failure rolls the handler's
 * writes back and schedules another try with exponential backoff; after `maxAttempts` the event is marked
 * failed and logged (kind, id and error code only: never the payload).
 */
export function createOutboxWorker(options: {
  database: Database;
  logger: Logger;
  handlers: OutboxHandlers;
  pollMs?: number;
  maxAttempts?: number;
}): OutboxWorker {
  const { database, handlers } = options;
  const db = database.db;
  const logger = options.logger.child({ component: "outbox" });
  const pollMs = options.pollMs ?? DEFAULT_POLL_MS;
  const maxAttempts = options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;

  // One event at a time per process: the loop and drain() take turns.
  let turn: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(work: () => Promise<T>): Promise<T> => {
    const result = turn.then(work);
    turn = result.catch(() => undefined);
    return result;
  };

  /** Handles the next due event; false when there was none. */
  const handleNext = async (): Promise<boolean> => {
    let claimed: { id: number; kind: string; attempts: number } | undefined;
    try {
      await db.transaction(async (tx) => {
        const [event] = await tx
          .select()
          .from(outboxEvents)
          .where(
            and(
              isNull(outboxEvents.processedAt),
              isNull(outboxEvents.failedAt),
              lte(outboxEvents.runAfter, sql`now()`),
            ),
          )
          .orderBy(asc(outboxEvents.runAfter), asc(outboxEvents.id))
          .limit(1)
          .for("update", { skipLocked: true });
        if (!event) return;
        claimed = event;
        const handler = handlers[event.kind as OutboxEventKind] as OutboxHandler<OutboxEventKind> | undefined;
        if (!handler) throw new OutboxError("no-handler");
        await handler({
          db: tx,
          payload: event.payload as OutboxEventPayloads[OutboxEventKind],
          event: { id: event.id, attempts: event.attempts, createdAt: event.createdAt },
        });
        await tx
          .update(outboxEvents)
          .set({ processedAt: sql`now()`, attempts: event.attempts + 1 })
          .where(eq(outboxEvents.id, event.id));
      });
    } catch (error) {
      if (!claimed) throw error;
      await recordFailure(claimed, error);
    }
    return claimed !== undefined;
  };

  const recordFailure = async (event: { id: number; kind: string; attempts: number }, error: unknown) => {
    const attempts = event.attempts + 1;
    const code = errorCode(error);
    const givenUp = attempts >= maxAttempts || code === "no-handler";
    await db
      .update(outboxEvents)
      .set({
        attempts,
        lastError: code,
        ...(givenUp
          ? { failedAt: sql`now()` }
          : { runAfter: sql`now() + make_interval(secs => ${backoffSeconds(attempts)})` }),
      })
      .where(eq(outboxEvents.id, event.id));
    const fields = { eventId: event.id, kind: event.kind, attempts, error: code };
    if (givenUp) logger.error(fields, "outbox event failed for good");
    else logger.warn(fields, "outbox event failed; will retry");
  };

  let running = false;
  let loop: Promise<void> | undefined;
  let wake: (() => void) | undefined;
  const sleep = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, pollMs);
      function done() {
        clearTimeout(timer);
        wake = undefined;
        resolve();
      }
      wake = done;
    });

  // The database away (a restart, a failover) is one line when it goes and one when it is back.
  const outage = createOutageLog(logger, "outbox");
  const run = async () => {
    while (running) {
      let handled = false;
      try {
        handled = await inTurn(handleNext);
        outage.succeeded();
      } catch (error) {
        // Try again at the next poll.
        outage.failed(error);
      }
      if (!handled && running) await sleep();
    }
  };

  return {
    async start() {
      if (running) return;
      running = true;
      if (database.listen) await database.listen("outbox_events", () => wake?.());
      loop = run();
    },
    async stop() {
      running = false;
      wake?.();
      await loop;
    },
    drain: () =>
      inTurn(async () => {
        let count = 0;
        while (await handleNext()) count += 1;
        return count;
      }),
  };
}

class OutboxError extends Error {
  readonly code: string;
  constructor(code: string) {
    super(code);
    this.code = code;
  }
}

/** A stable, value-free description of an error: its code (an AppError's, a database SQLSTATE) or its name. */
function errorCode(error: unknown): string {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && code) return code;
  }
  return error instanceof Error ? error.name : "unknown";
}
