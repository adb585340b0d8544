import { getTableColumns, getTableName } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import pg from "pg";
import type { Db } from "./client.ts";
import { rowsByColumns } from "./rows-by-columns.ts";

// node-postgres' own conversion of a parameter to text (arrays, dates, buffers, objects), so that COPY writes
// exactly what a parameterised INSERT would.
import pgUtils from "pg/lib/utils.js";

const { prepareValue } = pgUtils;

/**
 * The PostgreSQL pool behind a Drizzle database, or null on PGlite (and inside a transaction, whose Drizzle
 * object carries no client): COPY needs a connection of its own, which only the pool hands out.
 */
export function postgresPool(db: Db): pg.Pool | null {
  const client = (db as unknown as { $client?: unknown }).$client;
  return client instanceof pg.Pool ? client : null;
}

/** One value in COPY's text format: \N for null, backslash escapes for what would end a field or a row. */
function copyText(value: unknown): string {
  if (value === null || value === undefined) return "\\N";
  const prepared = prepareValue(value);
  if (prepared === null || prepared === undefined) return "\\N";
  const text = Buffer.isBuffer(prepared) ? `\\\\x${prepared.toString("hex")}` : String(prepared);
  return text.replace(/[\\\t\n\r]/g, (char) =>
    char === "\\" ? "\\\\" : char === "\t" ? "\\t" : char === "\n" ? "\\n" : "\\r",
  );
}

/**
 * Writes rows keyed like the Drizzle table with `COPY … FROM STDIN` on `client` (a connection of the pool,
 * in the caller's transaction if it opened one): one statement per set of keys, so that a column a row leaves
 * out keeps its database default, as insert-json-rows.ts does; values go through the column's own mapping
 * (JSON, dates) and node-postgres' text conversion. Generated columns, triggers and constraints work as for
 * an INSERT. Demo data and benchmarks only: values are trusted.
 */
export async function copyRows<T extends PgTable>(options: {
  client: pg.PoolClient | pg.Client;
  table: T;
  /** Another table with the same column names to write into (a staging copy); by default `table`. */
  into?: string;
  rows: readonly T["$inferInsert"][];
}): Promise<void> {
  const { client, table, rows } = options;
  if (rows.length === 0) return;
  const { from } = await import("pg-copy-streams");
  const columns = getTableColumns(table) as Record<
    string,
    { name: string; mapToDriverValue: (value: unknown) => unknown }
  >;
  const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;
  for (const { keys, rows: group } of rowsByColumns(rows as readonly Record<string, unknown>[])) {
    const names = keys.map((key) => quote(columns[key]!.name)).join(", ");
    const stream = client.query(from(`copy ${quote(options.into ?? getTableName(table))} (${names}) from stdin`));
    const done = new Promise<void>((resolve, reject) => {
      stream.on("finish", resolve);
      stream.on("error", reject);
    });
    // A few hundred rows a write: few enough calls, small enough buffers.
    let buffer = "";
    for (const [index, row] of group.entries()) {
      buffer +=
        keys
          .map((key) => {
            const value = row[key];
            return copyText(value === null || value === undefined ? null : columns[key]!.mapToDriverValue(value));
          })
          .join("\t") + "\n";
      if (index % 500 === 499) {
        if (!stream.write(buffer)) await new Promise((resolve) => stream.once("drain", resolve));
        buffer = "";
      }
    }
    stream.end(buffer);
    await done;
  }
}

/**
 * Runs `work` on one connection of `pool` in a transaction (COPY needs a connection of its own; Drizzle's
 * transactions do not hand theirs out).
 */
export async function inCopyTransaction<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query("begin");
    const result = await work(client);
    await client.query("commit");
    return result;
  } catch (error) {
    await client.query("rollback").catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
