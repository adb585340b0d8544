import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, open, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import * as tar from "tar";
import type { Database } from "../../db/client.ts";
import type { FileStorage } from "../../lib/storage/file-storage.ts";
import {
  FILES_INDEX_NAME,
  FORMAT,
  FORMAT_VERSION,
  MANIFEST_NAME,
  type Manifest,
  sha256OfFile,
} from "./archive-manifest.ts";
import { BackupError } from "./backup-error.ts";
import { DeletedSinceSnapshot, FileCopies } from "./copy-files.ts";
import { dumpDatabase, fileRows } from "./dump-database.ts";
import { APP_VERSION } from "../../app-version.ts";
import { databaseSchemaVersion } from "./schema-version.ts";

/** How many snapshots a backup takes before it gives up on files being deleted under it. */
const SNAPSHOT_ATTEMPTS = 5;

export type BackupSummary = { file: string; manifest: Manifest; archiveBytes: number; attempts: number };

/**
 * Writes one archive (tar, gzip) of the database and the stored files it refers to, consistent as of one
 * database snapshot (dump-database.ts): every row the snapshot has, and the bytes of exactly the files its
 * rows name, even those deleted since (copy-files.ts). Parts are gathered in a staging folder beside the
 * output, packed into `<file>.partial-…`, flushed to disk and only then renamed to `file`: a backup that
 * fails or is killed never leaves a file under the name asked for.
 */
export async function createBackup(options: {
  database: Database;
  storage: FileStorage;
  file: string;
  log?: (line: string) => void;
  now?: () => Date;
  /** Tests: runs inside each snapshot before its new files are secured (to delete one at that moment). */
  afterSnapshot?: (attempt: number) => Promise<void>;
}): Promise<BackupSummary> {
  const { database, storage, log = () => undefined, now = () => new Date() } = options;
  const file = path.resolve(options.file);
  if (existsSync(file)) throw new BackupError(`${file} exists already: choose another name, or delete it first.`);
  await mkdir(path.dirname(file), { recursive: true });
  const schema = await databaseSchemaVersion(database);
  if (schema.unknown) {
    throw new BackupError(
      "The database has migrations this code does not know (newer code migrated it): back up with that version.",
    );
  }
  if (schema.migrations === 0) throw new BackupError("The database has no schema yet: there is nothing to back up.");

  const suffix = `${process.pid}-${randomBytes(4).toString("hex")}`;
  const staging = await mkdtemp(path.join(path.dirname(file), `.${path.basename(file)}.staging-`));
  const partial = `${file}.partial-${suffix}`;
  try {
    const copies = new FileCopies(storage, staging);
    log("Copying the stored files…");
    await copies.copyAll(await fileRows(database.db));
    for (let attempt = 1; ; attempt += 1) {
      const createdAt = now().toISOString();
      log(`Dumping the database (snapshot ${attempt})…`);
      let dump;
      try {
        dump = await dumpDatabase(database, staging, async (tx, files) => {
          await options.afterSnapshot?.(attempt);
          await copies.secureInSnapshot(tx, files);
        });
      } catch (error) {
        if (!(error instanceof DeletedSinceSnapshot)) throw error;
        if (attempt >= SNAPSHOT_ATTEMPTS) {
          throw new BackupError(
            `Stored files kept being deleted while the backup secured them (${SNAPSHOT_ATTEMPTS} snapshots): try again at a quieter time.`,
          );
        }
        log("A file was deleted after the snapshot: taking a new one.");
        continue;
      }
      const files = await copies.finish(dump.files);
      const index = path.join(staging, FILES_INDEX_NAME);
      const manifest: Manifest = {
        format: FORMAT,
        formatVersion: FORMAT_VERSION,
        appVersion: APP_VERSION,
        createdAt,
        schema: { migrations: schema.migrations, lastTag: schema.lastTag },
        source: { database: database.kind, storage: storage.kind },
        tables: dump.tables,
        sequences: dump.sequences,
        files: { path: FILES_INDEX_NAME, bytes: (await stat(index)).size, sha256: await sha256OfFile(index), ...files },
      };
      await writeFile(path.join(staging, MANIFEST_NAME), JSON.stringify(manifest, null, 2) + "\n");
      log("Packing the archive…");
      await pack(staging, partial);
      await rename(partial, file);
      return { file, manifest, archiveBytes: (await stat(file)).size, attempts: attempt };
    }
  } finally {
    await rm(staging, { recursive: true, force: true });
    await rm(partial, { force: true });
  }
}

/** tar + gzip of the staging folder, fsynced so the rename that follows never publishes unwritten bytes. */
async function pack(staging: string, target: string): Promise<void> {
  await mkdir(path.join(staging, "files"), { recursive: true });
  await tar.create({ gzip: { level: 6 }, file: target, cwd: staging, portable: true }, [
    MANIFEST_NAME,
    FILES_INDEX_NAME,
    "db",
    "files",
  ]);
  const handle = await open(target, "r+");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
