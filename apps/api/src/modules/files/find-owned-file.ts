import type { FilePurpose } from "@stint/shared";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { files } from "../../db/schema/index.ts";

export type FileRow = typeof files.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True when `id` can be a file id; anything else would make PostgreSQL fail on the uuid column. */
export const isFileId = (id: string) => UUID.test(id);

/**
 * The file when it belongs to `ownerId` and was uploaded for `purpose`, else null: a CV may point only at its
 * student's own `cv` file, an account only at its own avatar or logo.
 */
export async function findOwnedFile(
  db: Db,
  options: { ownerId: string; fileId: string; purpose: FilePurpose },
): Promise<FileRow | null> {
  if (!isFileId(options.fileId)) return null;
  const [row] = await db
    .select()
    .from(files)
    .where(and(eq(files.id, options.fileId), eq(files.ownerId, options.ownerId), eq(files.purpose, options.purpose)))
    .limit(1);
  return row ?? null;
}

export async function findFile(db: Db, fileId: string): Promise<FileRow | null> {
  if (!isFileId(fileId)) return null;
  const [row] = await db.select().from(files).where(eq(files.id, fileId)).limit(1);
  return row ?? null;
}
