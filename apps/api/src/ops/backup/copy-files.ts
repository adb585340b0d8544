import { createHash } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { sql } from "drizzle-orm";
import type { FileStorage } from "../../lib/storage/file-storage.ts";
import { FILES_INDEX_NAME, type FileIndexEntry, filePartPath } from "./archive-manifest.ts";
import { BackupError } from "./backup-error.ts";
import type { SnapshotTx, StoredFileRef } from "./dump-database.ts";

/** A file of the snapshot was deleted after it, before its bytes were secured: take a new snapshot. */
export class DeletedSinceSnapshot extends Error {}

/**
 * The stored files of a backup, copied into `dir/files/<key>`. A key's bytes never change (a new upload gets
 * a new key), so bytes copied at any moment are the bytes of that key. The backup copies every file the
 * database has BEFORE its snapshot (`copyAll`), so that a file deleted after the snapshot is already safe;
 * in the snapshot it then secures the few uploaded in between (`secureInSnapshot`): it locks their rows
 * (FOR KEY SHARE), so that a deletion waits until the backup's transaction ends, and copies them. A row
 * deleted after the snapshot cannot be locked (PostgreSQL answers a serialization failure): the backup takes
 * a new snapshot. Files copied but no longer in the snapshot are dropped (`finish`).
 */
export class FileCopies {
  private readonly copied = new Map<string, { size: number; sha256: string }>();
  private readonly storage: FileStorage;
  private readonly dir: string;

  constructor(storage: FileStorage, dir: string) {
    this.storage = storage;
    this.dir = dir;
  }

  /** Copies each file not copied yet; one deleted meanwhile (bytes gone) is skipped. */
  async copyAll(files: StoredFileRef[]): Promise<void> {
    for (const file of files) {
      if (!this.copied.has(file.key)) await this.copy(file.key);
    }
  }

  /** Inside the snapshot: locks and copies the snapshot's files not copied yet. */
  async secureInSnapshot(tx: SnapshotTx, files: StoredFileRef[]): Promise<void> {
    const missing = files.filter((file) => !this.copied.has(file.key)).map((file) => file.key);
    if (missing.length === 0) return;
    try {
      await tx.execute(sql`select 1 from files where storage_key = any(${sql.param(missing)}::text[]) for key share`);
    } catch (error) {
      if (isSerializationFailure(error)) throw new DeletedSinceSnapshot();
      throw error;
    }
    for (const key of missing) {
      if ((await this.copy(key)) === "missing") {
        throw new BackupError(
          `The file ${key} has a row in the database but no bytes in storage: the deployment is damaged there. ` +
            "Restore that file from another copy, or delete it through the app, then back up again.",
        );
      }
    }
  }

  /** Drops the copies the snapshot does not name, checks sizes and writes the index. */
  async finish(files: StoredFileRef[]): Promise<{ count: number; totalBytes: number }> {
    const keep = new Set(files.map((file) => file.key));
    for (const key of this.copied.keys()) {
      if (!keep.has(key)) await rm(path.join(this.dir, filePartPath(key)), { force: true });
    }
    const index: FileIndexEntry[] = [];
    let totalBytes = 0;
    for (const file of files) {
      const copy = this.copied.get(file.key)!;
      if (copy.size !== file.size) {
        throw new BackupError(`The file ${file.key} has ${copy.size} bytes in storage but its row says ${file.size}.`);
      }
      index.push({ key: file.key, contentType: file.contentType, ...copy });
      totalBytes += copy.size;
    }
    await writeFile(path.join(this.dir, FILES_INDEX_NAME), index.map((entry) => JSON.stringify(entry) + "\n").join(""));
    return { count: index.length, totalBytes };
  }

  private async copy(key: string): Promise<"copied" | "missing"> {
    let object;
    try {
      object = await this.storage.get(key);
    } catch (error) {
      if ((error as { code?: unknown }).code === "object-not-found") return "missing";
      throw error;
    }
    const target = path.join(this.dir, filePartPath(key));
    await mkdir(path.dirname(target), { recursive: true });
    const hash = createHash("sha256");
    let size = 0;
    const count = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        hash.update(chunk);
        size += chunk.length;
        callback(null, chunk);
      },
    });
    await pipeline(object.body, count, createWriteStream(target));
    this.copied.set(key, { size, sha256: hash.digest("hex") });
    return "copied";
  }
}

/** SQLSTATE 40001, which drizzle wraps as the cause of its own error. */
function isSerializationFailure(error: unknown): boolean {
  const codeOf = (value: unknown) => (value as { code?: unknown } | null)?.code;
  return codeOf(error) === "40001" || codeOf((error as { cause?: unknown } | null)?.cause) === "40001";
}
