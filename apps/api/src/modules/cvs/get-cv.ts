import type { Cv } from "@stint/shared";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { companies } from "../../db/schema/index.ts";
import type { SessionUser } from "../../lib/http/app-env.ts";
import { cvDto } from "./cv-dto.ts";
import { cvNotFound, loadCv } from "./load-cv.ts";
import { isStudentVisibleToCompany } from "./student-visibility.ts";

/**
 * A CV for its student, or for a company the student is visible to (student-visibility.ts). Everyone else,
 * other students included, gets 404: whether a CV exists is not theirs to know.
 */
export async function getCv(options: { db: Db; user: SessionUser; cvId: string }): Promise<Cv> {
  const { db, user } = options;
  const row = await loadCv({ db, cvId: options.cvId });
  if (!row) throw cvNotFound();
  if (row.studentId === user.id) return cvDto(row);
  if (
    (await isCompany(db, user.id)) &&
    (await isStudentVisibleToCompany(db, { studentId: row.studentId, companyId: user.id }))
  ) {
    return cvDto(row);
  }
  throw cvNotFound();
}

// A company's id is its user's id (sign-up), so one primary-key lookup tells the role.
async function isCompany(db: Db, userId: string): Promise<boolean> {
  const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, userId)).limit(1);
  return row !== undefined;
}
