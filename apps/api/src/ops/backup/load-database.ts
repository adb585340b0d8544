import { createReadStream } from "node:fs";
import path from "node:path";
import readline from "node:readline";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import type { Manifest, TablePart } from "./archive-manifest.ts";
import { BackupError } from "./backup-error.ts";
import { SEEDED_BY_MIGRATIONS, quoteIdent, tablesInLoadOrder } from "./database-tables.ts";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Rows per INSERT, and at most this many characters of JSON: big enough to be fast, small for PGlite's memory. */
const BATCH_ROWS = 1_000;
const BATCH_CHARS = 4_000_000;

/**
 * Loads the dumped rows into the (empty, migrated) target inside the caller's transaction, parents before
 * children so every foreign key is checked as rows arrive. The app's own triggers are off meanwhile
 * (`DISABLE TRIGGER USER`, in the transaction, needs only table ownership, where session_replication_role
 * needs a superuser): they would write change-feed rows (matching_changes) that collide with the restored
 * ones and send NOTIFYs about rows that are not news. The restored change feed, outbox and live events are the
 * source's own; servers started afterwards load their indexes from the tables. Sequences are then set where
 * the source's stood, so new rows take ids after the restored ones.
 */
export async function loadDatabase(tx: Tx, dir: string, manifest: Manifest, log: (line: string) => void) {
  const target = new Map((await tablesInLoadOrder(tx)).map((shape) => [shape.name, shape]));
  for (const table of manifest.tables) {
    const shape = target.get(table.name);
    if (!shape || shape.columns.join(",") !== table.columns.join(",")) {
      throw new BackupError(
        `The target's table ${table.name} does not have the archive's columns at the same schema version: ` +
          "the target database was not made by these migrations.",
      );
    }
  }
  const tables = manifest.tables.map((table) => quoteIdent(table.name));
  for (const name of tables) await tx.execute(sql.raw(`alter table ${name} disable trigger user`));
  for (const name of SEEDED_BY_MIGRATIONS) {
    if (target.has(name)) await tx.execute(sql.raw(`delete from ${quoteIdent(name)}`));
  }
  for (const table of manifest.tables) {
    if (table.rows === 0) continue;
    log(`  ${table.name}: ${table.rows} rows`);
    await loadTable(tx, path.join(dir, table.path), table, target.get(table.name)!.identity);
  }
  for (const sequence of manifest.sequences) {
    if (sequence.lastValue === null) continue;
    await tx.execute(
      sql`select setval(format('%I.%I', 'public', ${sequence.name}::text)::regclass, ${sequence.lastValue}::bigint, true)`,
    );
  }
  for (const name of tables) await tx.execute(sql.raw(`alter table ${name} enable trigger user`));
}

async function loadTable(tx: Tx, file: string, table: TablePart, identity: boolean) {
  const columns = table.columns.map(quoteIdent).join(", ");
  // Identity columns are GENERATED ALWAYS: the restored ids must be the source's, which only this allows.
  const insert = `insert into ${quoteIdent(table.name)} (${columns}) ${identity ? "overriding system value " : ""}`;
  const select = `select ${columns} from json_populate_recordset(null::${quoteIdent(table.name)}, `;
  let batch: string[] = [];
  let chars = 0;
  let loaded = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    await tx.execute(sql.join([sql.raw(insert + select), sql`${"[" + batch.join(",") + "]"}::json)`]));
    loaded += batch.length;
    batch = [];
    chars = 0;
  };
  for await (const line of readline.createInterface({ input: createReadStream(file), crlfDelay: Infinity })) {
    if (!line) continue;
    batch.push(line);
    chars += line.length;
    if (batch.length >= BATCH_ROWS || chars >= BATCH_CHARS) await flush();
  }
  await flush();
  if (loaded !== table.rows) {
    throw new BackupError(`The archive's ${table.name} has ${loaded} rows but its manifest says ${table.rows}.`);
  }
}
