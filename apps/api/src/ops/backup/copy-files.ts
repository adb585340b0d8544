import { createHash } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import type { FileStorage } from "../../lib/storage/file-storage.ts";
import { FILES_INDEX_NAME, type FileIndexEntry, filePartPath } from "./archive-manifest.ts";
import { queryRows } from "./database-tables.ts";
import type { StoredFileRef } from "./dump-database.ts";

/** A file of the snapshot whose bytes were deleted after it: the backup starts again from a new snapshot. */
export class DeletedSinceSnapshot extends Error {}

/**
 * Copies the bytes of every file the snapshot's rows refer to into `dir/files/<key>`, with their checksums in
 * `dir/files.ndjson`. A file uploaded after the snapshot has no row in it and is not copied. A file deleted
 * after the snapshot may be gone from storage already (the app deletes the bytes while the row's deletion
 * commits, or right after); that is told apart from damage by asking for the row NOW, waiting on any
 * deletion in flight (FOR SHARE): no row means it was deleted since, and the caller takes a new snapshot.
 * A row whose bytes are missing for good is a damaged deployment, and the backup fails naming the file.
 */
export async function copyFiles(options: {
  database: Database;
  storage: FileStorage;
  files: StoredFileRef[];
  dir: string;
}): Promise<{ count: number; totalBytes: number }> {
  const { database, storage, files, dir } = options;
  const index: FileIndexEntry[] = [];
  let totalBytes = 0;
  for (const file of files) {
    const target = path.join(dir, filePartPath(file.key));
    await mkdir(path.dirname(target), { recursive: true });
    const copied = await copyOne(storage, file.key, target);
    if (copied === "missing") {
      if (!(await rowStillThere(database, file.key))) throw new DeletedSinceSnapshot(file.key);
      // The deletion rolled back (its storage refused): the bytes may be back, or were never gone.
      const again = await copyOne(storage, file.key, target);
      if (again === "missing") {
        throw new Error(
          `The file ${file.key} has a row in the database but no bytes in storage: the deployment is damaged there. ` +
            "Restore that file from another copy, or delete it through the app, then back up again.",
        );
      }
      index.push({ key: file.key, contentType: file.contentType, ...again });
    } else {
      index.push({ key: file.key, contentType: file.contentType, ...copied });
    }
    const last = index.at(-1)!;
    if (last.size !== file.size) {
      throw new Error(`The file ${file.key} has ${last.size} bytes in storage but its row says ${file.size}.`);
    }
    totalBytes += last.size;
  }
  await writeFile(path.join(dir, FILES_INDEX_NAME), index.map((entry) => JSON.stringify(entry) + "\n").join(""));
  return { count: index.length, totalBytes };
}

async function copyOne(storage: FileStorage, key: string, target: string) {
  let object;
  try {
    object = await storage.get(key);
  } catch (error) {
    if ((error as { code?: unknown }).code === "object-not-found") return "missing" as const;
    throw error;
  }
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
  return { size, sha256: hash.digest("hex") };
}

async function rowStillThere(database: Database, key: string): Promise<boolean> {
  // FOR SHARE waits for a transaction that is deleting the row, then sees whether it committed.
  const rows = await queryRows(database.db, sql`select 1 from files where storage_key = ${key} for share`);
  return rows.length > 0;
}
