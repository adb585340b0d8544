import { eq } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.ts";
import { users } from "../../db/schema/index.ts";
import { deleteStoredObjects, storageKeysOf } from "../files/delete-file.ts";
import { lockOwnerQuota } from "../files/quota.ts";

/**
 * Removes the user; sessions, credentials, the account row and file rows go with it (foreign keys cascade),
 * then the stored bytes of those files. The keys are read under the lock every upload takes to record its
 * file, so an upload finishing meanwhile is either seen here or refused for want of its owner.
 */
export async function deleteAccount(options: {
  deps: Pick<AppDeps, "database" | "storage" | "logger">;
  userId: string;
}): Promise<void> {
  const { deps, userId } = options;
  const keys = await deps.database.db.transaction(async (tx) => {
    await lockOwnerQuota({ db: tx, ownerId: userId });
    const storageKeys = await storageKeysOf({ db: tx, ownerId: userId });
    await tx.delete(users).where(eq(users.id, userId));
    return storageKeys;
  });
  await deleteStoredObjects({ deps, keys });
}
