import { type MyFiles, USER_QUOTA_BYTES } from "@stint/shared";
import { desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { files } from "../../db/schema/index.ts";
import { fileDto } from "./file-dto.ts";

/** The user's files, newest first, with how much of the quota they use. */
export async function listFiles(options: { db: Db; ownerId: string }): Promise<MyFiles> {
  const { db, ownerId } = options;
  const rows = await db
    .select()
    .from(files)
    .where(eq(files.ownerId, ownerId))
    .orderBy(desc(files.createdAt), desc(files.id));
  return {
    items: rows.map(fileDto),
    usedBytes: rows.reduce((sum, row) => sum + row.size, 0),
    quotaBytes: USER_QUOTA_BYTES,
  };
}
