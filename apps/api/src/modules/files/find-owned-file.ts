import type { FilePurpose } from "@stint/shared/files";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { files } from "../../db/schema/index.ts";
import { isUuid } from "../../lib/http/id-param.ts";

export type FileRow = typeof files.$inferSelect;

/**
 * The file when it belongs to `ownerId` and was uploaded for `purpose`, else null: a CV may point only at its
 * student's own `cv` file, an account only at its own avatar or logo.
 */
export async function findOwnedFile(options: {
  db: Db;
  ownerId: string;
  fileId: string;
  purpose: FilePurpose;
}): Promise<FileRow | null> {
  const { db, ownerId, fileId, purpose } = options;
  if (!isUuid(fileId)) return null;
  const [row] = await db
    .select()
    .from(files)
    .where(and(eq(files.id, fileId), eq(files.ownerId, ownerId), eq(files.purpose, purpose)))
    .limit(1);
  return row ?? null;
}

export async function findFile(options: { db: Db; fileId: string }): Promise<FileRow | null> {
  const { db, fileId } = options;
  if (!isUuid(fileId)) return null;
  const [row] = await db.select().from(files).where(eq(files.id, fileId)).limit(1);
  return row ?? null;
}
