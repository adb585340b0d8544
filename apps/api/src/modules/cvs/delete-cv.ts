import { desc, eq } from "drizzle-orm";
import { cvs } from "../../db/schema/index.ts";
import { type CvFileDeps, deleteUnusedCvFiles, filesNoLongerUsed } from "./cv-file.ts";
import { loadOwnCv } from "./load-cv.ts";
import { lockStudentCvs } from "./lock-student-cvs.ts";

/**
 * Deletes the student's own CV. When it was the primary, the most recently edited remaining CV becomes
 * primary in the same transaction, so there is never a moment without one. Its PDF goes too, unless another
 * CV of the student uses it.
 */
export async function deleteCv(options: { deps: CvFileDeps; studentId: string; cvId: string }): Promise<void> {
  const { deps, studentId, cvId } = options;
  const released = await deps.database.db.transaction(async (tx) => {
    await lockStudentCvs({ db: tx, studentId });
    const current = await loadOwnCv({ db: tx, studentId, cvId, forUpdate: true });
    await tx.delete(cvs).where(eq(cvs.id, cvId));
    if (current.isPrimary) {
      const [successor] = await tx
        .select({ id: cvs.id })
        .from(cvs)
        .where(eq(cvs.studentId, studentId))
        .orderBy(desc(cvs.updatedAt), desc(cvs.id))
        .limit(1);
      if (successor) {
        await tx.update(cvs).set({ isPrimary: true }).where(eq(cvs.id, successor.id));
      }
    }
    return filesNoLongerUsed({ db: tx, studentId, fileIds: [current.fileId] });
  });
  await deleteUnusedCvFiles({ deps, studentId, fileIds: released });
}
