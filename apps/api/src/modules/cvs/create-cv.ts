import { type Cv, type CvFields, MAX_CVS_PER_STUDENT } from "@stint/shared/cvs";
import { count, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { cvs } from "../../db/schema/index.ts";
import { conflict } from "../../lib/errors.ts";
import { cvDerivedColumns } from "./cv-derived-columns.ts";
import { cvDto } from "./cv-dto.ts";
import { checkCvFile } from "./cv-file.ts";
import { loadCv } from "./load-cv.ts";
import { lockStudentCvs } from "./lock-student-cvs.ts";
import { clearPrimary } from "./move-primary.ts";

export const TOO_MANY_CVS = `You can keep at most ${MAX_CVS_PER_STUDENT} CVs. Delete one you no longer need first.`;

/**
 * Saves a new CV of the student (fields validated by the route). The first CV is primary whatever was sent,
 * so a student with CVs always has exactly one; a later one takes the primary over only when asked.
 */
export async function createCv(options: { db: Db; studentId: string; fields: CvFields }): Promise<Cv> {
  const { studentId, fields } = options;
  const id = await options.db.transaction(async (tx) => {
    await lockStudentCvs({ db: tx, studentId });
    const [existing] = await tx.select({ n: count() }).from(cvs).where(eq(cvs.studentId, studentId));
    const existingCount = existing?.n ?? 0;
    if (existingCount >= MAX_CVS_PER_STUDENT) throw conflict(TOO_MANY_CVS);
    if (fields.fileId !== null) await checkCvFile({ db: tx, studentId, fileId: fields.fileId });

    const isPrimary = existingCount === 0 || fields.isPrimary;
    if (isPrimary) await clearPrimary({ db: tx, studentId });
    const now = new Date();
    const [inserted] = await tx
      .insert(cvs)
      .values({ ...fields, ...cvDerivedColumns(fields), isPrimary, studentId, createdAt: now, updatedAt: now })
      .returning({ id: cvs.id });
    return inserted!.id;
  });
  return cvDto((await loadCv({ db: options.db, cvId: id }))!, studentId);
}
