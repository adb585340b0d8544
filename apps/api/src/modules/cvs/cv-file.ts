import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { cvs } from "../../db/schema/index.ts";
import { badRequest } from "../../lib/errors.ts";
import { deleteFile, type DeleteFileDeps } from "../files/delete-file.ts";
import { findOwnedFile } from "../files/find-owned-file.ts";

/** What deleting a PDF needs: the files module's dependencies (database, storage, logger). */
export type CvFileDeps = DeleteFileDeps;

export const UPLOAD_AGAIN = "Upload the PDF again.";

/**
 * A CV may point only at a PDF its student uploaded for a CV. Anything else (another user's file, an avatar,
 * a file deleted meanwhile) gets the same answer, so an id says nothing about whose file it is.
 */
export async function checkCvFile(options: { db: Db; studentId: string; fileId: string }): Promise<void> {
  const { db, studentId, fileId } = options;
  const file = await findOwnedFile({ db, ownerId: studentId, fileId, purpose: "cv" });
  if (!file) throw badRequest("Some fields need your attention.", { fileId: UPLOAD_AGAIN });
}

/**
 * Of the PDFs a change detached, those that no CV of the student uses any more. Asked inside the transaction
 * that detached them, while the student's CVs are locked, so no concurrent change of theirs is missed.
 */
export async function filesNoLongerUsed(options: {
  db: Db;
  studentId: string;
  fileIds: (string | null)[];
}): Promise<string[]> {
  const candidates = [...new Set(options.fileIds.filter((id): id is string => id !== null))];
  if (candidates.length === 0) return [];
  const used = await options.db
    .selectDistinct({ fileId: cvs.fileId })
    .from(cvs)
    .where(and(eq(cvs.studentId, options.studentId), inArray(cvs.fileId, candidates)));
  const stillUsed = new Set(used.map((row) => row.fileId));
  return candidates.filter((id) => !stillUsed.has(id));
}

/**
 * Deletes the PDFs no CV uses, after the CV change committed (storage is not part of the transaction). A
 * failure is logged, not raised: the CV change stands, and a file storage could not remove keeps its row
 * (files/delete-file.ts), unattached, for the unattached-files sweep to remove later.
 */
export async function deleteUnusedCvFiles(options: {
  deps: CvFileDeps;
  studentId: string;
  fileIds: string[];
}): Promise<void> {
  const { deps, studentId } = options;
  for (const fileId of options.fileIds) {
    try {
      await deleteFile({ deps, ownerId: studentId, fileId });
    } catch (error) {
      deps.logger.warn({ err: error, fileId }, "could not delete a CV's PDF that no CV uses any more");
    }
  }
}
