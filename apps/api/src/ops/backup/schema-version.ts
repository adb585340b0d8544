import { readFileSync } from "node:fs";
import { cp, mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { migrate as migratePostgres } from "drizzle-orm/node-postgres/migrator";
import type { Database } from "../../db/client.ts";
import { MIGRATIONS_FOLDER, readJournal } from "../../db/migration-journal.ts";
import { queryRows } from "./database-tables.ts";

/**
 * The schema version of a database: how many of the journal's migrations it has applied and the tag of the
 * last one (apps/api/src/db/migrations/meta/_journal.json). Drizzle's own table keeps each applied
 * migration's hash and its journal timestamp, not its tag, so the tag is looked up by that timestamp.
 */
export type SchemaVersion = { migrations: number; lastTag: string | null };

/** The version this code's migrations make. */
export function codeSchemaVersion(): SchemaVersion {
  const entries = readJournal();
  return { migrations: entries.length, lastTag: entries.at(-1)?.tag ?? null };
}

/**
 * What the database has applied. A database migrated by newer code has a last migration this code does not
 * know: its tag is reported as null with `unknown: true`, and nothing that writes should go on.
 */
export async function databaseSchemaVersion(database: Database): Promise<SchemaVersion & { unknown: boolean }> {
  const [exists] = await queryRows<{ exists: boolean }>(
    database.db,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as "exists"`,
  );
  if (!exists?.exists) return { migrations: 0, lastTag: null, unknown: false };
  const [row] = await queryRows<{ count: number; last: string | null }>(
    database.db,
    sql`select count(*)::int as "count", max(created_at)::text as "last" from drizzle.__drizzle_migrations`,
  );
  if (!row || row.count === 0 || row.last === null) return { migrations: 0, lastTag: null, unknown: false };
  const entry = readJournal().find((candidate) => String(candidate.when) === row.last);
  return { migrations: row.count, lastTag: entry?.tag ?? null, unknown: !entry || entry.idx + 1 !== row.count };
}

/** Whether `archive` is a version this code can load: a prefix of this code's journal. */
export function compareWithCode(archive: SchemaVersion): "same" | "older" | "newer" {
  const entries = readJournal();
  if (archive.migrations > entries.length) return "newer";
  const entry = entries[archive.migrations - 1];
  if (archive.migrations > 0 && entry?.tag !== archive.lastTag) return "newer";
  return archive.migrations === entries.length ? "same" : "older";
}

/**
 * Applies the first `count` migrations of this code's journal, no more: the schema an older archive was made
 * at, so that its rows load as they were dumped and the later migrations then carry them forward as they
 * would have carried the live database. Drizzle reads a folder, so it is given a copy with a shorter journal.
 */
export async function migrateTo(database: Database, count: number): Promise<void> {
  const entries = readJournal().slice(0, count);
  const folder = await mkdtemp(path.join(tmpdir(), "stint-migrations-"));
  try {
    await mkdir(path.join(folder, "meta"));
    for (const entry of entries) {
      await cp(path.join(MIGRATIONS_FOLDER, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
    }
    const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, "meta/_journal.json"), "utf8")) as object;
    await writeFile(path.join(folder, "meta/_journal.json"), JSON.stringify({ ...journal, entries }));
    // Both migrators take the drizzle instance of their driver, which `database.db` is under its shared type.
    if (database.kind === "pglite") await migratePglite(database.db as never, { migrationsFolder: folder });
    else await migratePostgres(database.db as never, { migrationsFolder: folder });
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
