import type { Readable } from "node:stream";

/**
 * Where file bytes live: local disk (default) or an S3-compatible bucket. Keys are chosen by the server.
 * A driver never exposes a partial object: `put` makes the key visible only once every byte is stored, and
 * leaves nothing behind when the body fails or is aborted.
 */
export interface FileStorage {
  /** For logs and tests: which driver this is. */
  readonly kind: "local" | "s3";
  /**
   * Stores the whole body under `key`; rejects (storing nothing) if the body errors or `signal` aborts. It
   * settles only after that clean-up, so a caller that sees the rejection may rely on nothing being left.
   */
  put(key: string, body: Readable, options: { contentType: string; signal?: AbortSignal }): Promise<void>;
  /** The bytes under `key`, streamed; rejects with AppError `object-not-found` when there are none. */
  get(key: string): Promise<{ body: Readable; size: number }>;
  /**
   * Every stored key with when it was written, in no particular order: what start-up reconciles with the
   * files table (modules/files/reconcile-storage.ts).
   */
  list(): AsyncIterable<{ key: string; writtenAt: Date }>;
  /**
   * Removes the temporary files of uploads last written to before `olderThan`: what a process killed
   * mid-upload leaves (modules/files/reconcile-storage.ts sweeps them). Returns how many it removed; a driver
   * without temporary files (S3 aborts a failed upload itself) removes none.
   */
  removeTemporaryFiles(olderThan: Date): Promise<number>;
  /**
   * Removes `key`; a missing key is not an error. Storage that cannot remove it now rejects with AppError
   * `storage-unavailable` (or `storage-full`), as `put` does.
   */
  delete(key: string): Promise<void>;
  /** Releases connections (S3 client); called on shutdown. */
  close(): Promise<void>;
}
