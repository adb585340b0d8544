import path from "node:path";
import { openDatabase, type Database } from "../../db/client.ts";
import { isEmptyFolder } from "../../db/open-embedded-database.ts";
import type { Env } from "../../env.ts";
import { createStorage } from "../../lib/storage/create-storage.ts";
import type { FileStorage } from "../../lib/storage/file-storage.ts";
import { BackupError } from "./backup-error.ts";
import { assertEmbeddedFolderFree } from "./embedded-in-use.ts";

export type Deployment = { database: Database; storage: FileStorage; description: string; close: () => Promise<void> };

/**
 * The database and file storage the server would use with this environment (env.ts, create-deps.ts), for the
 * backup and restore commands. PostgreSQL gets no statement timeout: one FETCH or INSERT of a large table may
 * take longer than a request may. Described without secrets (no connection string, no keys).
 */
export async function openDeployment(env: Env, purpose: "backup" | "restore"): Promise<Deployment> {
  const dbDir = path.join(env.dataDir, "db");
  if (!env.databaseUrl) {
    assertEmbeddedFolderFree(dbDir);
    if (purpose === "backup" && (await isEmptyFolder(dbDir))) {
      throw new BackupError(`There is no embedded database in ${dbDir} to back up (set DATA_DIR or DATABASE_URL).`);
    }
  }
  const database = await openDatabase({ databaseUrl: env.databaseUrl, pgliteDir: dbDir, statementTimeoutMs: 0 });
  try {
    const storage = await createStorage(env);
    const description = [
      env.databaseUrl ? "PostgreSQL (DATABASE_URL)" : `the embedded database in ${dbDir}`,
      env.s3 ? `files in the S3 bucket ${env.s3.bucket}` : `files in ${path.join(env.dataDir, "files")}`,
    ].join(", ");
    return {
      database,
      storage,
      description,
      close: async () => {
        await storage.close().catch(() => undefined);
        await database.close();
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}
