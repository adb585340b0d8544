import { inArray } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.ts";
import { files } from "../../db/schema/index.ts";
import { deleteStoredObjects } from "./delete-file.ts";

/** Longer than any upload takes between its bytes being stored and its row being written. */
export const ORPHAN_GRACE_MS = 60 * 60 * 1000;
const BATCH = 500;

/**
 * Removes stored bytes that no row points to (issue 15): what a process killed between storing an upload
 * and writing its row leaves behind. Only bytes older than the grace period go, so an upload in flight in
 * another process keeps its file. Run once at start, in the background. Returns how many it removed.
 */
export async function reconcileStorage(options: {
  deps: Pick<AppDeps, "database" | "storage" | "logger">;
  now: Date;
}): Promise<number> {
  const { deps, now } = options;
  const cutoff = now.getTime() - ORPHAN_GRACE_MS;
  let removed = 0;
  let batch: string[] = [];
  const flush = async () => {
    if (batch.length === 0) return;
    const known = await deps.database.db
      .select({ key: files.storageKey })
      .from(files)
      .where(inArray(files.storageKey, batch));
    const kept = new Set(known.map((row) => row.key));
    const orphans = batch.filter((key) => !kept.has(key));
    await deleteStoredObjects({ deps, keys: orphans });
    removed += orphans.length;
    batch = [];
  };
  for await (const { key, writtenAt } of deps.storage.list()) {
    if (writtenAt.getTime() >= cutoff) continue;
    batch.push(key);
    if (batch.length >= BATCH) await flush();
  }
  await flush();
  if (removed > 0) deps.logger.warn({ removed }, "removed stored files without a row (left by an interrupted upload)");
  return removed;
}
