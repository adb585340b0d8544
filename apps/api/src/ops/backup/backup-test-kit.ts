import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { readEnv } from "../../env.ts";
import type { FileStorage } from "../../lib/storage/file-storage.ts";
import { createStorage } from "../../lib/storage/create-storage.ts";
import { openBlankTestDatabase, openTestDatabase } from "../../test/test-database.ts";
import { queryRows, quoteIdent } from "./database-tables.ts";

/** Test helpers of the backup tests (for *.test.ts files only). */

/** Every row of every public table, generated columns too, as JSON text in a stable order: two equal dumps are equal databases. */
export async function everyRow(database: Database): Promise<Record<string, string[]>> {
  const tables = await queryRows<{ name: string }>(
    database.db,
    sql`select c.relname as "name" from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind = 'r' order by 1`,
  );
  const rows: Record<string, string[]> = {};
  for (const { name } of tables) {
    const table = quoteIdent(name);
    const found = await queryRows<{ row: string }>(
      database.db,
      sql.raw(`select row_to_json(t)::text as "row" from ${table} t`),
    );
    rows[name] = found.map((row) => row.row).sort();
  }
  // Where each sequence stands: a restore that left one behind would hand out ids that collide.
  const sequences = await queryRows<{ row: string }>(
    database.db,
    sql`select sequencename || '=' || coalesce(last_value::text, 'unused') as "row" from pg_sequences where schemaname = 'public'`,
  );
  rows["(sequences)"] = sequences.map((row) => row.row).sort();
  return rows;
}

/** Every stored file's bytes by key. */
export async function everyFile(storage: FileStorage): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  for await (const { key } of storage.list()) {
    const { body } = await storage.get(key);
    const chunks: Buffer[] = [];
    for await (const chunk of body) chunks.push(chunk as Buffer);
    files.set(key, Buffer.concat(chunks));
  }
  return files;
}

export type Target = { database: Database; storage: FileStorage; dataDir: string; close: () => Promise<void> };

/**
 * An empty deployment to restore into: a database (migrated, or with no schema at all when `blank`) and the
 * storage this environment gives (`s3` variables, else a files folder in a new data folder).
 */
export async function emptyTarget(options: { s3?: Record<string, string>; blank?: boolean } = {}): Promise<Target> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "stint-restore-target-"));
  const database = options.blank ? await openBlankTestDatabase() : await openTestDatabase();
  const storage = await createStorage(readEnv({ DATA_DIR: dataDir, ...options.s3 }));
  let closed = false;
  return {
    database,
    storage,
    dataDir,
    close: async () => {
      if (closed) return;
      closed = true;
      await storage.close();
      // A test may have handed the database to an app that closed it already.
      await database.close().catch(() => undefined);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export async function tempFolder(): Promise<{ dir: string; close: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(tmpdir(), "stint-backup-test-"));
  return { dir, close: () => rm(dir, { recursive: true, force: true }) };
}

/** Rows of the files table whose bytes are not stored, and stored bytes no row points to: both empty when consistent. */
export async function filesAgainstRows(target: Pick<Target, "database" | "storage">) {
  const rows = await queryRows<{ key: string; size: string }>(
    target.database.db,
    sql`select storage_key as "key", size::text as "size" from files`,
  );
  const stored = await everyFile(target.storage);
  return {
    rowsWithoutBytes: rows.filter((row) => stored.get(row.key)?.length !== Number(row.size)).map((row) => row.key),
    bytesWithoutRow: [...stored.keys()].filter((key) => !rows.some((row) => row.key === key)),
    rows: rows.length,
  };
}
