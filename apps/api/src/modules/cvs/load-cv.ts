import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { cvs, files } from "../../db/schema/index.ts";
import { notFound } from "../../lib/errors.ts";
import { isUuid } from "../../lib/http/id-param.ts";
import { cvColumns, type CvRow } from "./cv-dto.ts";

export const cvNotFound = () => notFound("This CV");

/**
 * A CV with its PDF's metadata, or null. Ids come from URLs: one that is not a uuid cannot name a CV, so it
 * is "not found" rather than a database error. `forUpdate` locks the CV row (not the file's) until the
 * transaction ends.
 */
export async function loadCv(options: { db: Db; cvId: string; forUpdate?: boolean }): Promise<CvRow | null> {
  const { db, cvId } = options;
  if (!isUuid(cvId)) return null;
  const query = db.select(cvColumns).from(cvs).leftJoin(files, eq(files.id, cvs.fileId)).where(eq(cvs.id, cvId));
  const [row] = await (options.forUpdate ? query.for("update", { of: cvs }) : query);
  return row ?? null;
}

/** The CV when it belongs to `studentId`; anyone else's answers 404 like a missing one. */
export async function loadOwnCv(options: {
  db: Db;
  studentId: string;
  cvId: string;
  forUpdate?: boolean;
}): Promise<CvRow> {
  const row = await loadCv(options);
  if (!row || row.studentId !== options.studentId) throw cvNotFound();
  return row;
}
