import { type MyFiles, USER_QUOTA_BYTES } from "@stint/shared/files";
import { desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { files } from "../../db/schema/index.ts";
import { fileDto } from "./file-dto.ts";
import { removesAtSql } from "./unattached-files.ts";

/**
 * The user's files, newest first, with how much of the quota they use; an upload nothing uses says when it
 * will be removed.
 */
export async function listFiles(options: { db: Db; ownerId: string }): Promise<MyFiles> {
  const { db, ownerId } = options;
  const rows = await db
    .select({ file: files, removesAt: removesAtSql })
    .from(files)
    .where(eq(files.ownerId, ownerId))
    .orderBy(desc(files.createdAt), desc(files.id));
  return {
    items: rows.map(({ file, removesAt }) => ({
      ...fileDto(file),
      removesAt: removesAt ? new Date(removesAt).toISOString() : null,
    })),
    usedBytes: rows.reduce((sum, row) => sum + row.file.size, 0),
    quotaBytes: USER_QUOTA_BYTES,
  };
}
