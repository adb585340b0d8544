import { and, inArray, lt, sql } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.ts";
import { files } from "../../db/schema/index.ts";
import { deleteStoredObjects } from "./delete-file.ts";
import { UNATTACHED_FILE_HOURS, unattachedSql } from "./unattached-files.ts";

const BATCH = 200;

/**
 * Removes uploads nothing has used for UNATTACHED_FILE_HOURS (issue 14): they no longer count against their
 * owner's quota. Rows first, claimed with FOR UPDATE SKIP LOCKED so several processes share the work, then
 * the bytes (a failure there leaves unreachable bytes, logged, never a row without its file). Returns how
 * many it removed.
 */
export async function sweepUnattachedFiles(options: {
  deps: Pick<AppDeps, "database" | "storage" | "logger">;
  now: Date;
}): Promise<number> {
  const { deps, now } = options;
  const cutoff = new Date(now.getTime() - UNATTACHED_FILE_HOURS * 3_600_000);
  let removed = 0;
  for (;;) {
    const keys = await deps.database.db.transaction(async (tx) => {
      const claimed = tx
        .select({ id: files.id })
        .from(files)
        .where(and(lt(files.createdAt, cutoff), unattachedSql))
        .limit(BATCH)
        .for("update", { skipLocked: true });
      const rows = await tx
        .delete(files)
        .where(and(inArray(files.id, claimed), sql`${unattachedSql}`))
        .returning({ storageKey: files.storageKey });
      return rows.map((row) => row.storageKey);
    });
    await deleteStoredObjects({ deps, keys });
    removed += keys.length;
    if (keys.length < BATCH) return removed;
  }
}
