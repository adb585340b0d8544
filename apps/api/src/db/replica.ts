import { AsyncLocalStorage } from "node:async_hooks";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import type { Logger } from "../lib/logger.ts";
import { createOutageLog, type OutageLog } from "../lib/outage-log.ts";
import type { Db } from "./client.ts";
import { DatabaseUnavailableError, isDatabaseUnavailable, markDatabaseError } from "./db-errors.ts";
import { parseLsn } from "./replica-lsn.ts";
import * as schema from "./schema/index.ts";

/** What one request read from (lib/http/read-routing.ts keeps one per request, for its Stint-Read-From header). */
export type ReadUsage = { replica: boolean; fellBack: boolean };

const usageOfRequest = new AsyncLocalStorage<ReadUsage>();

/** Runs a request's handlers with `usage` counting which server their replica reads were answered by. */
export function trackReads<T>(usage: ReadUsage, run: () => Promise<T>): Promise<T> {
  return usageOfRequest.run(usage, run);
}

/**
 * A PostgreSQL streaming replica for the heavy, lag-tolerant reads (public job search and pages, rankings;
 * decision 034). Its WAL position is polled on a timer, so that deciding whether it may answer a request costs
 * no query: `serves(lsn)`.
 */
export type ReadReplica = {
  /**
   * Reads on the replica. A statement the replica cannot run (down, refusing connections, a conflict with
   * recovery) runs on the primary instead, and the replica counts as down until its next position poll
   * answers. Read-only transactions run on one replica connection; the standby refuses writes (SQLSTATE 25006).
   */
  db: Db;
  /** Whether the replica answers now and has replayed the WAL up to `lsn` (null: any position will do). */
  serves: (lsn: bigint | null) => boolean;
  /** The replica's replay lag as last polled, in ms (0 while it has replayed everything it received). */
  lagMs: () => number;
  /** The primary's WAL position now (after a commit: what a replica must have replayed to show it), or null. */
  primaryPosition: () => Promise<bigint | null>;
  /** For metrics: whether it serves, its lag, and how many statements fell back to the primary. */
  stats: () => { up: boolean; lagMs: number; fallbacks: number };
  poolUse: () => { total: number; idle: number; waiting: number };
  close: () => Promise<void>;
};

/** How often the replica's replay position is read: a write shows on the replica within about this much more. */
const POLL_EVERY_MS = 150;
/** A position older than this (the poll hangs) no longer vouches for the replica. */
const POSITION_STALE_MS = 2_000;
/** The poll's own connection gives up soon: a replica that does not answer is down for the reads. */
const POLL_TIMEOUT_MS = 1_000;

const positionQuery = `select pg_last_wal_replay_lsn()::text as replayed,
  case when pg_last_wal_receive_lsn() = pg_last_wal_replay_lsn() then 0
    else coalesce(extract(epoch from now() - pg_last_xact_replay_timestamp()) * 1000, 0) end as lag_ms`;

/**
 * Opens the replica's side: `pool` is the replica's (made and observed as the primary's, db/client.ts),
 * `primary` the primary's pool, which answers when the replica cannot.
 */
export function openReplica(options: {
  url: string;
  pool: pg.Pool;
  primary: pg.Pool;
  logger?: Logger | undefined;
  pollEveryMs?: number;
}): ReadReplica {
  const { pool, primary } = options;
  const pollEveryMs = options.pollEveryMs ?? POLL_EVERY_MS;
  const outage: OutageLog | null = options.logger ? createOutageLog(options.logger, "read replica") : null;
  let replayed: bigint | null = null;
  let lag = 0;
  let polledAt = 0;
  let up = false;
  let fallbacks = 0;
  let closed = false;

  const serving = () => up && Date.now() - polledAt < POSITION_STALE_MS;
  const down = (error: unknown) => {
    up = false;
    // Once per outage (lib/outage-log.ts), whatever the cause: reads go to the primary meanwhile, nothing fails.
    outage?.failed(new DatabaseUnavailableError(error));
  };

  const reads = new ReplicaReadsPool(pool, primary, serving, (error) => {
    fallbacks += 1;
    down(error);
  });
  // Drizzle calls only `query` and `connect` on a pool (see ReplicaReadsPool).
  const db = drizzle(reads as unknown as pg.Pool, { schema }) as unknown as Db;

  // A connection of its own, not observed: a poll every 150 ms is not a statement anyone asked for.
  let client: pg.Client | null = null;
  let timer: NodeJS.Timeout | undefined;
  const poll = async () => {
    try {
      if (!client) {
        const fresh = new pg.Client({
          connectionString: options.url,
          connectionTimeoutMillis: POLL_TIMEOUT_MS,
          query_timeout: POLL_TIMEOUT_MS,
        });
        fresh.on("error", () => undefined);
        client = fresh;
        await fresh.connect();
      }
      const { rows } = await client.query<{ replayed: string | null; lag_ms: string | number }>(positionQuery);
      const position = parseLsn(rows[0]?.replayed);
      // No replay position: not a standby (promoted, or the primary itself): its data may have left the primary's.
      if (position === null) throw new Error("DATABASE_REPLICA_URL is not a streaming replica (no replay position)");
      replayed = position;
      lag = Math.max(0, Math.round(Number(rows[0]!.lag_ms)));
      polledAt = Date.now();
      if (!up) outage?.succeeded();
      up = true;
    } catch (error) {
      const broken = client;
      client = null;
      void broken?.end().catch(() => undefined);
      down(error);
    }
    if (!closed) timer = setTimeout(() => void poll(), pollEveryMs).unref();
  };
  void poll();

  return {
    db,
    serves: (lsn) => serving() && (lsn === null || (replayed !== null && replayed >= lsn)),
    lagMs: () => lag,
    primaryPosition: async () => {
      const { rows } = await primary.query<{ lsn: string }>("select pg_current_wal_insert_lsn()::text as lsn");
      return parseLsn(rows[0]?.lsn);
    },
    stats: () => ({ up: serving(), lagMs: lag, fallbacks }),
    poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: async () => {
      closed = true;
      clearTimeout(timer);
      await client?.end().catch(() => undefined);
      await pool.end();
    },
  };
}

/**
 * What drizzle runs the replica's statements on: the replica's pool, or the primary's when the replica does not
 * serve or fails a statement for a reason of its own. Safe to run again on the primary because only reads come
 * here. Named *Pool so that drizzle checks a connection out of it for a transaction (a read-only one, as the
 * typo correction's, which sets its planner options for the transaction: the standby refuses any write).
 */
class ReplicaReadsPool {
  private readonly replica: pg.Pool;
  private readonly primary: pg.Pool;
  private readonly serving: () => boolean;
  private readonly fellBack: (error: unknown) => void;

  constructor(replica: pg.Pool, primary: pg.Pool, serving: () => boolean, fellBack: (error: unknown) => void) {
    this.replica = replica;
    this.primary = primary;
    this.serving = serving;
    this.fellBack = fellBack;
  }

  query(...args: unknown[]): Promise<unknown> {
    const run = (pool: pg.Pool) => (pool.query as (...given: unknown[]) => Promise<unknown>).apply(pool, args);
    const usage = usageOfRequest.getStore();
    if (!this.serving()) {
      if (usage) usage.fellBack = true;
      return run(this.primary);
    }
    return run(this.replica).then(
      (result) => {
        if (usage) usage.replica = true;
        return result;
      },
      (error: unknown) => {
        if (!isReplicaFault(error)) throw error;
        this.fellBack(error);
        if (usage) usage.fellBack = true;
        return run(this.primary);
      },
    );
  }

  /** A connection for a transaction: the replica's, or the primary's when the replica cannot give one. */
  async connect(): Promise<pg.PoolClient> {
    const usage = usageOfRequest.getStore();
    if (this.serving()) {
      try {
        const client = await this.replica.connect();
        if (usage) usage.replica = true;
        return client;
      } catch (error) {
        if (!isReplicaFault(error)) throw error;
        this.fellBack(error);
      }
    }
    if (usage) usage.fellBack = true;
    return this.primary.connect();
  }
}

/**
 * Failures the primary would not have: the replica is down or refuses connections (as db-errors.ts tells an
 * outage, but for a statement timeout, which the primary would run into as well), or it cancelled the read
 * because replaying the primary's WAL needed the rows (a conflict with recovery, SQLSTATE 40001 or 40P01).
 */
function isReplicaFault(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === "57014") return false;
  if (code === "40P01" || (code === "40001" && /conflict with recovery/i.test(String((error as Error).message)))) {
    return true;
  }
  // Whatever the replica's pool fails with came through its connection: a bare socket error is the replica's.
  return isDatabaseUnavailable(markDatabaseError(error));
}
