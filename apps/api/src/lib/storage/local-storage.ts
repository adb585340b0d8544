import { randomUUID } from "node:crypto";
import { mkdir, open, readdir, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { fileError } from "../errors.ts";
import type { FileStorage } from "./file-storage.ts";
import { storageFault } from "./storage-faults.ts";
import { assertStorageKey } from "./storage-key.ts";

const TEMP_DIR = ".tmp";

/**
 * Files on local disk under `root`. A body is written to a temporary file in the same file system, flushed
 * to disk and only then renamed to its key, so a key never shows a partial file; on any failure the
 * temporary file is removed. Suits one process (or several sharing one disk); S3 is the scaling path.
 */
export async function createLocalStorage(options: { root: string }): Promise<FileStorage> {
  const root = path.resolve(options.root);
  const tempDir = path.join(root, TEMP_DIR);
  await mkdir(tempDir, { recursive: true });
  const fileOf = (key: string) => {
    assertStorageKey(key);
    return path.join(root, ...key.split("/"));
  };

  return {
    kind: "local",

    async put(key, body, { signal }) {
      const file = fileOf(key);
      const temp = path.join(tempDir, `${randomUUID()}.part`);
      try {
        const handle = await open(temp, "wx", 0o600);
        // `flush` fsyncs before the handle closes: the rename below must never publish unwritten bytes.
        await pipeline(body, handle.createWriteStream({ flush: true }), ...(signal ? [{ signal }] : []));
        await mkdir(path.dirname(file), { recursive: true });
        await rename(temp, file);
      } catch (error) {
        body.destroy();
        await rm(temp, { force: true });
        // A full disk or read-only storage is a named fault (507, 503), not a 500.
        throw storageFault(error) ?? error;
      }
      await syncDirectory(path.dirname(file));
    },

    async get(key) {
      let handle;
      try {
        handle = await open(fileOf(key), "r");
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") throw fileError("object-not-found", 404);
        throw storageFault(error) ?? error;
      }
      try {
        const { size } = await handle.stat();
        return { body: handle.createReadStream() as Readable, size };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },

    async *list() {
      for await (const entry of walk(root, [])) yield entry;
    },

    async removeTemporaryFiles(olderThan) {
      let removed = 0;
      for (const name of await readdir(tempDir).catch(() => [])) {
        const file = path.join(tempDir, name);
        const info = await stat(file).catch(() => null);
        if (!info || info.mtime >= olderThan) continue;
        await rm(file, { force: true });
        removed += 1;
      }
      return removed;
    },

    async delete(key) {
      // Read-only storage is a named fault (503): the caller keeps the file's row (modules/files/delete-file).
      await rm(fileOf(key), { force: true }).catch((error: unknown) => {
        throw storageFault(error) ?? error;
      });
    },

    async close() {},
  };
}

/** Makes a rename durable; a platform that cannot open folders (Windows) keeps its own guarantees. */
async function syncDirectory(dir: string) {
  try {
    const handle = await open(dir, "r");
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  } catch {
    // best effort
  }
}

/** The files under `dir` as storage keys (their path below the root), skipping the temporary folder. */
async function* walk(dir: string, segments: string[]): AsyncGenerator<{ key: string; writtenAt: Date }> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    if (segments.length === 0 && entry.name === TEMP_DIR) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      yield* walk(full, [...segments, entry.name]);
    } else if (entry.isFile()) {
      const info = await stat(full).catch(() => null);
      if (info) yield { key: [...segments, entry.name].join("/"), writtenAt: info.mtime };
    }
  }
}
