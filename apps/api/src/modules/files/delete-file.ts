import { and, eq } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.ts";
import type { Db } from "../../db/client.ts";
import { files } from "../../db/schema/index.ts";
import { isUuid } from "../../lib/http/id-param.ts";

export type DeleteFileDeps = Pick<AppDeps, "database" | "storage" | "logger">;

/**
 * Deletes one of the owner's files (CVs, avatars and logos pointing at it lose it through their foreign
 * keys). The bytes go while the row's deletion is still uncommitted: storage that cannot remove them
 * (read-only, unreachable) rejects with `storage-unavailable`, which rolls the row back, so the owner is told
 * and keeps a whole file rather than a 204 and bytes left behind (issue 30). False when the owner has no
 * such file.
 */
export async function deleteFile(options: { deps: DeleteFileDeps; ownerId: string; fileId: string }): Promise<boolean> {
  const { deps, ownerId, fileId } = options;
  if (!isUuid(fileId)) return false;
  return deps.database.db.transaction(async (tx) => {
    const [row] = await tx
      .delete(files)
      .where(and(eq(files.id, fileId), eq(files.ownerId, ownerId)))
      .returning({ storageKey: files.storageKey });
    if (!row) return false;
    await deps.storage.delete(row.storageKey);
    return true;
  });
}

/**
 * Removes stored bytes whose rows are gone (a deleted account's, swept uploads'), where rows go first, in
 * bulk. A failure leaves bytes without a row, logged with their key, which the upload debris sweep removes
 * once the storage works again (reconcile-storage.ts): never a row whose file cannot be fetched.
 */
export async function deleteStoredObjects(options: {
  deps: Pick<AppDeps, "storage" | "logger">;
  keys: readonly string[];
}): Promise<void> {
  const { deps, keys } = options;
  for (const storageKey of keys) {
    try {
      await deps.storage.delete(storageKey);
    } catch (error) {
      deps.logger.error({ err: error, storageKey }, "could not delete a stored file whose row is gone");
    }
  }
}

/** Every stored object of a user, to delete after the user (whose rows cascade). */
export async function storageKeysOf(options: { db: Db; ownerId: string }): Promise<string[]> {
  const { db, ownerId } = options;
  const rows = await db.select({ storageKey: files.storageKey }).from(files).where(eq(files.ownerId, ownerId));
  return rows.map((row) => row.storageKey);
}
