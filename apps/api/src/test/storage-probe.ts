import { readdir } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import type { FileStorage } from "../lib/storage/file-storage.ts";
import type { TestApp } from "./test-app.ts";
import type { TestS3Server } from "./s3-server.ts";

/** What a test needs to see in storage, whichever driver the app uses. */
export function storageProbe(t: TestApp, s3: TestS3Server | undefined) {
  const root = path.join(t.dataDir, "files");
  return {
    /** The stored objects of one owner. */
    async keysOf(ownerId: string): Promise<string[]> {
      if (s3) return s3.listKeys(`${ownerId}/`);
      const names = await readdir(path.join(root, ownerId)).catch(() => []);
      return names.map((name) => `${ownerId}/${name}`).sort();
    },
    /** Half-written files: local temporary files, or S3 multipart uploads never completed nor aborted. */
    async leftovers(): Promise<string[]> {
      if (s3) return s3.pendingUploads();
      return readdir(path.join(root, ".tmp"));
    },
  };
}

/**
 * Wraps the app's storage so a test sees how far each body got: `consumed` counts the bytes the driver has
 * taken from the body so far, and `settled` resolves when a `put` ends, either way.
 */
export function watchPuts(storage: FileStorage) {
  const original = storage.put.bind(storage);
  const waiters: { bytes: number; resolve: () => void }[] = [];
  const watch = {
    consumed: 0,
    puts: [] as Promise<unknown>[],
    /** Resolves once the driver has taken `bytes` bytes in all. */
    reached: (bytes: number) =>
      new Promise<void>((resolve) => {
        if (watch.consumed >= bytes) resolve();
        else waiters.push({ bytes, resolve });
      }),
    restore: () => {
      storage.put = original;
    },
  };
  storage.put = (key, body, options) => {
    const counted = Readable.from(
      (async function* () {
        for await (const chunk of body) {
          watch.consumed += (chunk as Buffer).length;
          for (const waiter of waiters.filter((w) => watch.consumed >= w.bytes)) waiter.resolve();
          yield chunk as Buffer;
        }
      })(),
      { objectMode: false },
    );
    const put = original(key, counted, options);
    watch.puts.push(put.catch(() => undefined));
    return put;
  };
  return watch;
}
