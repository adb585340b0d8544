import { inArray } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.ts";
import { files } from "../../db/schema/index.ts";
import { createPeriodicTask, type PeriodicTask } from "../../lib/periodic-task.ts";
import { deleteStoredObjects } from "./delete-file.ts";

/** How often each process sweeps: debris goes within this much after its grace period ends. */
export const DEBRIS_SWEEP_EVERY_MS = 15 * 60 * 1000;
const BATCH = 500;

type SweepDeps = Pick<AppDeps, "database" | "storage" | "logger"> & {
  env: Pick<AppDeps["env"], "uploadDebrisGraceMs">;
};

/**
 * What a process killed mid-upload leaves, swept at start and then every DEBRIS_SWEEP_EVERY_MS while it runs
 * (issue 30: a supervisor that restarts at once must not keep the debris until the next start an hour later).
 * Only debris older than the grace period (UPLOAD_DEBRIS_GRACE_MINUTES) goes, so an upload in flight in
 * another process keeps its files. Safe in every process at once: removing a file twice is no error.
 */
export function createUploadDebrisSweep(deps: SweepDeps, options: { everyMs?: number } = {}): PeriodicTask {
  return createPeriodicTask({
    name: "upload-debris-sweep",
    everyMs: options.everyMs ?? DEBRIS_SWEEP_EVERY_MS,
    logger: deps.logger,
    run: () => sweepUploadDebris({ deps, now: new Date() }),
  });
}

/** One sweep: the temporary files of uploads that stopped, then stored bytes without a row. */
export async function sweepUploadDebris(options: { deps: SweepDeps; now: Date }) {
  const { deps, now } = options;
  const olderThan = new Date(now.getTime() - deps.env.uploadDebrisGraceMs);
  const temporaryFiles = await deps.storage.removeTemporaryFiles(olderThan);
  if (temporaryFiles > 0)
    deps.logger.warn({ removed: temporaryFiles }, "removed the temporary files of interrupted uploads");
  const storedWithoutRow = await reconcileStorage({ deps, olderThan });
  return { temporaryFiles, storedWithoutRow };
}

/**
 * Removes stored bytes that no row points to (issue 15): what a process killed between storing an upload
 * and writing its row leaves behind, when written before `olderThan`. Returns how many it removed.
 */
export async function reconcileStorage(options: {
  deps: Pick<AppDeps, "database" | "storage" | "logger">;
  olderThan: Date;
}): Promise<number> {
  const { deps } = options;
  const cutoff = options.olderThan.getTime();
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
