import type { Cv } from "@stint/shared/cvs";
import type { Db } from "../../db/client.ts";
import type { Viewer } from "../../lib/http/viewer.ts";
import { findStudentRelations } from "../access/view-student.ts";
import { studentAccessAllows } from "../access/student-access-policy.ts";
import { cvStudent } from "./cv-student.ts";
import { cvDto } from "./cv-dto.ts";
import { cvNotFound, loadCv } from "./load-cv.ts";

/**
 * A CV for whoever the access policy lets see it (modules/access). Everyone else, other students included,
 * gets 404: whether a CV exists is not theirs to know.
 */
export async function getCv(options: { db: Db; viewer: Viewer; cvId: string }): Promise<Cv> {
  const { db, viewer } = options;
  const row = await loadCv({ db, cvId: options.cvId });
  if (!row) throw cvNotFound();
  const relations = await findStudentRelations({ db, viewer, studentId: row.studentId, cv: { cvId: options.cvId } });
  if (!studentAccessAllows(relations, "cv")) throw cvNotFound();
  const dto = cvDto(row, viewer.userId);
  if (relations.includes("self")) return dto;
  // A company opening a CV is told whose it is, as far as the policy shows it the student.
  const student = await cvStudent({
    db,
    studentId: row.studentId,
    profile: studentAccessAllows(relations, "profile"),
    avatar: studentAccessAllows(relations, "avatar"),
  });
  return student ? { ...dto, student } : dto;
}
