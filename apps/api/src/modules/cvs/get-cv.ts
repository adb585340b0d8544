import type { Cv } from "@stint/shared";
import type { Db } from "../../db/client.ts";
import type { Viewer } from "../../lib/http/viewer.ts";
import { canViewStudent } from "../access/view-student.ts";
import { cvDto } from "./cv-dto.ts";
import { cvNotFound, loadCv } from "./load-cv.ts";

/**
 * A CV for whoever the access policy lets see it (modules/access). Everyone else, other students included,
 * gets 404: whether a CV exists is not theirs to know.
 */
export async function getCv(options: { db: Db; viewer: Viewer; cvId: string }): Promise<Cv> {
  const { db, viewer } = options;
  const row = await loadCv({ db, cvId: options.cvId });
  const cv = { cvId: options.cvId };
  if (!row || !(await canViewStudent({ db, viewer, studentId: row.studentId, resource: "cv", cv }))) throw cvNotFound();
  return cvDto(row, viewer.userId);
}
