import path from "node:path";
import type { Env } from "../../env.ts";
import type { FileStorage } from "./file-storage.ts";
import { createLocalStorage } from "./local-storage.ts";
import { createS3Storage } from "./s3-storage.ts";

/** S3 when a bucket is configured, otherwise the disk under DATA_DIR/files. */
export async function createStorage(env: Pick<Env, "dataDir" | "s3">): Promise<FileStorage> {
  if (env.s3) return createS3Storage(env.s3);
  return createLocalStorage({ root: path.join(env.dataDir, "files") });
}
