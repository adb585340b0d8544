import { createReadStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Database } from "../../db/client.ts";
import type { FileStorage } from "../../lib/storage/file-storage.ts";
import { type Manifest, filePartPath } from "./archive-manifest.ts";
import { BackupError, describeError } from "./backup-error.ts";
import { tablesWithUserRows } from "./database-tables.ts";
import { loadDatabase } from "./load-database.ts";
import { unpackAndCheck } from "./read-archive.ts";
import { codeSchemaVersion, compareWithCode, databaseSchemaVersion, migrateTo } from "./schema-version.ts";

export type RestoreSummary = { manifest: Manifest; migratedFrom: number | null };

/**
 * Restores an archive of createBackup into an EMPTY deployment (no user rows, no stored files), with no
 * server running on it. In order: unpack and check every checksum; refuse an archive of a newer schema than
 * this code; make the target's schema the archive's (an older archive: its migrations only); load every row
 * and put every file in ONE database transaction, which commits last; then run the migrations that came
 * after the archive. Whatever fails before the commit leaves the database as it was and removes the files
 * already put.
 */
export async function restoreBackup(options: {
  database: Database;
  storage: FileStorage;
  file: string;
  log?: (line: string) => void;
  /** Where the archive is unpacked (it needs that much free space); the system's temporary folder by default. */
  workDir?: string;
}): Promise<RestoreSummary> {
  const { database, storage, log = () => undefined } = options;
  const file = path.resolve(options.file);
  const dir = await mkdtemp(path.join(options.workDir ?? tmpdir(), "stint-restore-"));
  try {
    log(`Checking ${file}…`);
    const { manifest, files } = await unpackAndCheck(file, dir);
    const code = codeSchemaVersion();
    const archive = manifest.schema;
    if (compareWithCode(archive) === "newer") {
      throw new BackupError(
        `The archive's schema (${archive.migrations} migrations, last ${archive.lastTag}) is newer than this code's ` +
          `(${code.migrations}, last ${code.lastTag}): restore it with the version that made it (${manifest.appVersion ?? "unknown"}) or a later one.`,
      );
    }
    await assertEmptyTarget(database, storage, archive.migrations);
    if ((await databaseSchemaVersion(database)).migrations < archive.migrations) {
      await migrateTo(database, archive.migrations);
    }

    log("Loading the rows and the files…");
    const put: string[] = [];
    try {
      await database.db.transaction(async (tx) => {
        await loadDatabase(tx, dir, manifest, log);
        for (const entry of files) {
          await storage.put(entry.key, createReadStream(path.join(dir, filePartPath(entry.key))), {
            contentType: entry.contentType,
          });
          put.push(entry.key);
        }
      });
    } catch (error) {
      for (const key of put) await storage.delete(key).catch(() => undefined);
      const reason = error instanceof BackupError ? error.message : describeError(error);
      throw new BackupError(
        `The restore stopped: ${reason}\nNothing was committed to the database and the ${put.length} files put ` +
          "so far were removed again (check that the storage is empty). Fix the cause and run the restore again.",
      );
    }

    const migratedFrom = archive.migrations < code.migrations ? archive.migrations : null;
    if (migratedFrom !== null) {
      log(`Migrating from the archive's schema (${archive.lastTag}) to this code's (${code.lastTag})…`);
      try {
        await database.migrate();
      } catch (error) {
        throw new BackupError(
          `Every row and file is restored, at the archive's schema (${archive.lastTag}), but the later migrations ` +
            `failed: ${describeError(error)}\nStarting the server runs them again; if they fail there too, report it.`,
        );
      }
    }
    return { manifest, migratedFrom };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Refuses a target with user data, stored files, or a schema past the archive's (it cannot go back). */
async function assertEmptyTarget(database: Database, storage: FileStorage, archiveMigrations: number) {
  const target = await databaseSchemaVersion(database);
  if (target.unknown) {
    throw new BackupError("The target database has migrations this code does not know: restore with that code.");
  }
  if (target.migrations > 0) {
    const tables = await tablesWithUserRows(database.db);
    if (tables.length > 0) {
      throw new BackupError(
        `The target database is not empty (rows in ${tables.slice(0, 5).join(", ")}${tables.length > 5 ? ", …" : ""}). ` +
          "A restore goes into an empty deployment only: a new PostgreSQL database or an empty data folder.",
      );
    }
  }
  for await (const stored of storage.list()) {
    throw new BackupError(
      `The target storage is not empty (it holds ${stored.key}, and maybe more). A restore goes into an empty ` +
        "deployment only: an empty bucket or an empty files folder.",
    );
  }
  if (target.migrations > archiveMigrations) {
    throw new BackupError(
      `The target database is already migrated further (${target.migrations} migrations) than the archive ` +
        `(${archiveMigrations}), and a schema cannot go back: restore an older archive into a database with no ` +
        "schema at all (a new PostgreSQL database, or an empty data folder), and the restore migrates it.",
    );
  }
}
