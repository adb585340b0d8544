import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/node-postgres";
import { migrate as migratePostgres } from "drizzle-orm/node-postgres/migrator";
import { MIGRATIONS_FOLDER } from "./migration-journal.ts";
import { assertNoSkippedMigrations } from "./skipped-migrations.ts";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import pg from "pg";
import { markDatabaseError } from "./db-errors.ts";
import { installNamedStatements } from "./pglite-named-statements.ts";
import { observePglite, observePool, observePostgresClient } from "./observed-drivers.ts";
import { installDrizzleParsers } from "./pglite-parsers.ts";
import { openReplica, type ReadReplica } from "./replica.ts";
import type { Logger } from "../lib/logger.ts";
import * as schema from "./schema/index.ts";

export type Schema = typeof schema;
/** One database type for both drivers; services never know which one they run on. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database = {
  db: Db;
  kind: "pglite" | "postgres";
  migrate: () => Promise<void>;
  ping: () => Promise<boolean>;
  close: () => Promise<void>;
  /**
   * Calls `onPayload` for every NOTIFY on `channel`, from the statement whose commit sent it. Only the
   * embedded database, where every connection is this process; null on PostgreSQL (a pooled connection
   * cannot hold a LISTEN, and a lost one would miss notifications silently).
   */
  listen: ((channel: string, onPayload: (payload: string) => void) => Promise<void>) | null;
  /**
   * PostgreSQL: a new connection outside the pool, with the pool's time limits but no statement timeout, for
   * what holds a session for long (lib/live LISTENs on one). Its owner connects, watches and ends it. Null on
   * the embedded database (use `listen`).
   */
  dedicatedClient: (() => pg.Client) | null;
  /** PostgreSQL: the pool's connections, open, idle, and the checkouts waiting for one (metrics); null on PGlite. */
  poolUse: (() => { total: number; idle: number; waiting: number }) | null;
  /** PostgreSQL with DATABASE_REPLICA_URL: the read replica for lag-tolerant reads (replica.ts); else null. */
  replica: ReadReplica | null;
};

/**
 * PostgreSQL time limits (decision 012), so that no request waits on a database that does not answer: a
 * connection (new, or a free one of the pool's 10) within 10 s, a statement within 30 s (the server cancels
 * it: SQLSTATE 57014), and an answer within 35 s even from a server that is gone without closing the socket
 * (a network partition; the client gives up and drops the connection). Each is a 503 with Retry-After
 * (lib/http/error-handler.ts). Keep-alive probes find dead idle connections.
 */
const CONNECT_TIMEOUT_MS = 10_000;
const STATEMENT_TIMEOUT_MS = 30_000;
const QUERY_TIMEOUT_MARGIN_MS = 5_000;
const KEEPALIVE_DELAY_MS = 10_000;
/**
 * The embedded database's buffer pool: half of initdb's 128 MB. PostgreSQL touches all of it at start, and with
 * 128 MB the WebAssembly memory outgrows its first 128 MB: an idle server with the demo data kept ~550 MB
 * resident against ~340 MB with 64 MB (issue 13). Pages it does not hold are read from the operating system's
 * file cache. A deployment that outgrows this runs PostgreSQL.
 */
const PGLITE_SHARED_BUFFERS = "64MB";

/** A health check answers within this even when connecting would take the full connect timeout. */
const PING_TIMEOUT_MS = 2_000;

/**
 * Opens PostgreSQL when a URL is given, otherwise the embedded PGlite database in `dataDir`
 * (or in memory when `dataDir` is "memory://").
 */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  pgliteDir?: string;
  /** A dump of an initialised data folder to start from (tests start from a migrated template this way). */
  pgliteLoadDataDir?: Blob;
  /** PGlite's buffer pool instead of PGLITE_SHARED_BUFFERS: tests' small databases start sooner with less. */
  pgliteSharedBuffers?: string;
  /** PostgreSQL: how long one statement may run (default 30 s); 0 for none, as bulk seeding needs. */
  statementTimeoutMs?: number;
  /** PostgreSQL: a streaming read replica of `databaseUrl` (DATABASE_REPLICA_URL). */
  replicaUrl?: string | undefined;
  /** Where the replica's outages are told (once each). */
  logger?: Logger;
}): Promise<Database> {
  if (options.databaseUrl) {
    const timeouts = options.statementTimeoutMs ?? STATEMENT_TIMEOUT_MS;
    const pool = postgresPool(options.databaseUrl, { timeouts, connectTimeoutMs: CONNECT_TIMEOUT_MS });
    const db = drizzlePostgres(pool, { schema }) as unknown as Db;
    // The replica's pool is made as the primary's (time limits, observed, its faults marked) but gives up
    // connecting sooner: its reads go to the primary meanwhile (replica.ts).
    const replica = options.replicaUrl
      ? openReplica({
          url: options.replicaUrl,
          pool: postgresPool(options.replicaUrl, { timeouts, connectTimeoutMs: REPLICA_CONNECT_TIMEOUT_MS }),
          primary: pool,
          logger: options.logger,
        })
      : null;
    return {
      db,
      kind: "postgres",
      // On a connection of its own, without the statement timeout: a migration may rewrite a large table.
      migrate: async () => {
        const client = new pg.Client({
          connectionString: options.databaseUrl,
          connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
          keepAlive: true,
        });
        client.on("error", () => undefined);
        observePostgresClient(client);
        await client.connect();
        try {
          await migratePostgres(drizzlePostgres(client), { migrationsFolder: MIGRATIONS_FOLDER });
          await assertNoSkippedMigrations(drizzlePostgres(client) as unknown as Db);
        } finally {
          await client.end();
        }
      },
      ping: () => ping(db),
      close: async () => {
        await replica?.close();
        await pool.end();
      },
      poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      replica,
      listen: null,
      dedicatedClient: () => {
        const client = new pg.Client({
          connectionString: options.databaseUrl,
          connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
          keepAlive: true,
          keepAliveInitialDelayMillis: KEEPALIVE_DELAY_MS,
        });
        observePostgresClient(client);
        return client;
      },
    };
  }
  const dir = options.pgliteDir ?? "memory://";
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const client = await PGlite.create({
    ...(dir === "memory://" ? {} : { dataDir: dir }),
    ...(options.pgliteLoadDataDir ? { loadDataDir: options.pgliteLoadDataDir } : {}),
    extensions: { pg_trgm },
    startParams: [
      ...PGlite.defaultStartParams,
      ...["-c", `shared_buffers=${options.pgliteSharedBuffers ?? PGLITE_SHARED_BUFFERS}`],
    ],
  });
  installDrizzleParsers(client);
  installNamedStatements(client);
  observePglite(client);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    migrate: async () => {
      await migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_FOLDER });
      await assertNoSkippedMigrations(db);
    },
    ping: () => ping(db),
    close: () => client.close(),
    listen: async (channel, onPayload) => {
      await client.listen(channel, onPayload);
    },
    dedicatedClient: null,
    poolUse: null,
    replica: null,
  };
}

/** How long a request waits to connect to the replica before its reads go to the primary. */
const REPLICA_CONNECT_TIMEOUT_MS = 2_000;

/** A node-postgres pool of 10 connections with the time limits above, observed (observed-drivers.ts). */
function postgresPool(url: string, options: { timeouts: number; connectTimeoutMs: number }): pg.Pool {
  const { timeouts } = options;
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: options.connectTimeoutMs,
    keepAlive: true,
    keepAliveInitialDelayMillis: KEEPALIVE_DELAY_MS,
    ...(timeouts > 0 ? { statement_timeout: timeouts, query_timeout: timeouts + QUERY_TIMEOUT_MARGIN_MS } : {}),
  });
  // An idle connection the server drops (a restart, a failover) emits "error" on the pool; unhandled, that
  // would end the process. The pool replaces the connection on the next query, so there is nothing to do.
  pool.on("error", () => undefined);
  // So does a connection checked out for a transaction, which the pool no longer listens to: the statement
  // under way (or the next one) fails with the error instead, and the pool drops the connection on release.
  pool.on("connect", (client) => client.on("error", () => undefined));
  markConnectErrors(pool);
  observePool(pool);
  return pool;
}

async function ping(db: Db): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), PING_TIMEOUT_MS);
  });
  try {
    return await Promise.race([db.execute(sql`select 1`).then(() => true), timedOut]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

type ConnectCallback = (error: Error | undefined, client: pg.PoolClient | undefined, done: () => void) => void;

/**
 * Marks what the pool's connect fails with as the database's (db-errors.ts): a bare socket error there (the
 * server refuses connections) is an outage, while the same error from a mail server or bucket is not. Drizzle
 * connects this way for a transaction, and the pool for every query.
 */
function markConnectErrors(pool: pg.Pool) {
  const connect = pool.connect.bind(pool) as (callback?: ConnectCallback) => Promise<pg.PoolClient> | undefined;
  pool.connect = ((callback?: ConnectCallback) => {
    if (callback) {
      return connect((error, client, done) => callback(error ? markDatabaseError(error) : error, client, done));
    }
    return connect()!.catch((error: unknown) => {
      throw markDatabaseError(error);
    });
  }) as pg.Pool["connect"];
}
