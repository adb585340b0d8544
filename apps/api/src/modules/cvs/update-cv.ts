import { type Cv, type CvFields, type CvPatch, cvConsistencyProblems } from "@stint/shared/cvs";
import { eq } from "drizzle-orm";
import { cvs } from "../../db/schema/index.ts";
import { badRequest } from "../../lib/errors.ts";
import { cvDerivedColumns } from "./cv-derived-columns.ts";
import { cvDto, cvFieldsOf } from "./cv-dto.ts";
import { checkCvFile, type CvFileDeps, deleteUnusedCvFiles, filesNoLongerUsed } from "./cv-file.ts";
import { loadCv, loadOwnCv } from "./load-cv.ts";
import { lockStudentCvs } from "./lock-student-cvs.ts";
import { clearPrimary } from "./move-primary.ts";

const NEEDS_ATTENTION = "Some fields need your attention.";
export const KEEP_ONE_PRIMARY = "Make another CV primary instead.";

/**
 * Applies the changed fields of the student's own CV. Rules that span fields are checked on the CV as it
 * would be afterwards (an `availableTo` alone is compared with the stored `availableFrom`). `isPrimary: true`
 * moves the primary here; unsetting it on the primary is refused, as there is always exactly one. A PDF the
 * change detaches is deleted once no CV of the student uses it.
 */
export async function updateCv(options: {
  deps: CvFileDeps;
  studentId: string;
  cvId: string;
  patch: CvPatch;
}): Promise<Cv> {
  const { deps, studentId, cvId, patch } = options;
  const db = deps.database.db;
  const released = await db.transaction(async (tx) => {
    await lockStudentCvs({ db: tx, studentId });
    const current = await loadOwnCv({ db: tx, studentId, cvId, forUpdate: true });
    if (Object.keys(patch).length === 0) return [];
    const next: CvFields = { ...cvFieldsOf(current), ...patch };

    const problems = cvConsistencyProblems(next);
    if (current.isPrimary && patch.isPrimary === false) problems.isPrimary = KEEP_ONE_PRIMARY;
    if (Object.keys(problems).length > 0) throw badRequest(NEEDS_ATTENTION, problems);
    const fileChanged = patch.fileId !== undefined && patch.fileId !== current.fileId;
    if (fileChanged && next.fileId !== null) await checkCvFile({ db: tx, studentId, fileId: next.fileId });

    if (next.isPrimary && !current.isPrimary) await clearPrimary({ db: tx, studentId, exceptCvId: cvId });
    await tx
      .update(cvs)
      .set({ ...next, ...cvDerivedColumns(next), updatedAt: new Date() })
      .where(eq(cvs.id, cvId));
    return fileChanged ? filesNoLongerUsed({ db: tx, studentId, fileIds: [current.fileId] }) : [];
  });
  await deleteUnusedCvFiles({ deps, studentId, fileIds: released });
  return cvDto((await loadCv({ db, cvId }))!, studentId);
}
