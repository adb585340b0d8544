import { createHash } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { once } from "node:events";
import { sql } from "drizzle-orm";
import type { Database, Db } from "../../db/client.ts";
import type { Manifest, TablePart } from "./archive-manifest.ts";
import { queryRows, quoteIdent, sequenceStates, tablesInLoadOrder } from "./database-tables.ts";

const FETCH_ROWS = 2_000;

export type StoredFileRef = { key: string; size: number; contentType: string };
export type SnapshotTx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export type DatabaseDump = {
  tables: TablePart[];
  sequences: Manifest["sequences"];
  /** Every stored file a dumped row refers to (the files table as of the snapshot). */
  files: StoredFileRef[];
};

/** The files table's rows, as the given transaction (or the database now) sees them. */
export async function fileRows(db: Pick<Db, "execute">): Promise<StoredFileRef[]> {
  const rows = await queryRows<{ key: string; size: string; contentType: string }>(
    db,
    sql`select storage_key as "key", size::text as "size", content_type as "contentType" from files`,
  );
  return rows.map((row) => ({ ...row, size: Number(row.size) }));
}

/**
 * Writes every table of the public schema to `dir/db/<table>.ndjson` from ONE snapshot: a REPEATABLE READ
 * transaction, so each table is as it was at the same instant and every foreign key holds across them, while
 * the server goes on writing (PostgreSQL). It reads the files table first and hands those rows to
 * `withFiles` inside the snapshot, before dumping (copy-files.ts secures their bytes there). Rows come
 * through a cursor, a few thousand at a time, so a large table is never held in memory. Generated columns
 * are left out: a restore recomputes them. The transaction writes nothing (it is not READ ONLY only because
 * `withFiles` may lock rows, FOR KEY SHARE).
 */
export async function dumpDatabase(
  database: Database,
  dir: string,
  withFiles: (tx: SnapshotTx, files: StoredFileRef[]) => Promise<void>,
): Promise<DatabaseDump> {
  await mkdir(path.join(dir, "db"), { recursive: true });
  return database.db.transaction(
    async (tx) => {
      // The first statement fixes the snapshot: the files' rows are the instant every table is dumped at.
      const files = await fileRows(tx);
      await withFiles(tx, files);
      const tables: TablePart[] = [];
      for (const shape of await tablesInLoadOrder(tx)) {
        const part = `db/${shape.name}.ndjson`;
        const columns = shape.columns.map(quoteIdent).join(", ");
        await tx.execute(
          sql.raw(
            `declare backup_rows no scroll cursor for select row_to_json(r)::text as "row" from (select ${columns} from ${quoteIdent(shape.name)}) r`,
          ),
        );
        const written = await writeLines(path.join(dir, part), async () => {
          const rows = await queryRows<{ row: string }>(tx, sql.raw(`fetch ${FETCH_ROWS} from backup_rows`));
          return rows.map((row) => oneLine(row.row));
        });
        await tx.execute(sql.raw("close backup_rows"));
        tables.push({ name: shape.name, columns: shape.columns, path: part, ...written });
      }
      // Sequences are not transactional: read now they are at least as far as any dumped row's id.
      const sequences = await sequenceStates(tx);
      return { tables, sequences, files };
    },
    { isolationLevel: "repeatable read" },
  );
}
/** row_to_json keeps a `json` column's own line breaks; a line per row needs them gone (JSON allows it). */
function oneLine(row: string): string {
  return row.includes("\n") ? JSON.stringify(JSON.parse(row)) : row;
}

/** Writes the lines `next` gives until it gives none; counts them and hashes what was written. */
async function writeLines(file: string, next: () => Promise<string[]>) {
  const out = createWriteStream(file);
  const hash = createHash("sha256");
  let rows = 0;
  let bytes = 0;
  try {
    for (let lines = await next(); lines.length > 0; lines = await next()) {
      const chunk = Buffer.from(lines.join("\n") + "\n");
      hash.update(chunk);
      bytes += chunk.length;
      rows += lines.length;
      if (!out.write(chunk)) await once(out, "drain");
    }
  } finally {
    out.end();
    await once(out, "close");
  }
  return { rows, bytes, sha256: hash.digest("hex") };
}
