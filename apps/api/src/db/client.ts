import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/node-postgres";
import { migrate as migratePostgres } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import pg from "pg";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { installDrizzleParsers } from "./pglite-parsers.ts";
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
};

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

/**
 * Opens PostgreSQL when a URL is given, otherwise the embedded PGlite database in `dataDir`
 * (or in memory when `dataDir` is "memory://").
 */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  pgliteDir?: string;
  /** A dump of an initialised data folder to start from (tests start from a migrated template this way). */
  pgliteLoadDataDir?: Blob;
}): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection the server drops (a restart, a failover) emits "error" on the pool; unhandled, that
    // would end the process. The pool replaces the connection on the next query, so there is nothing to do.
    pool.on("error", () => undefined);
    const db = drizzlePostgres(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: "postgres",
      migrate: () => migratePostgres(drizzlePostgres(pool), { migrationsFolder }),
      ping: () => ping(db),
      close: () => pool.end(),
      listen: null,
    };
  }
  const dir = options.pgliteDir ?? "memory://";
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const client = await PGlite.create({
    ...(dir === "memory://" ? {} : { dataDir: dir }),
    ...(options.pgliteLoadDataDir ? { loadDataDir: options.pgliteLoadDataDir } : {}),
    extensions: { pg_trgm },
  });
  installDrizzleParsers(client);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    ping: () => ping(db),
    close: () => client.close(),
    listen: async (channel, onPayload) => {
      await client.listen(channel, onPayload);
    },
  };
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
