import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { students } from "../../db/schema/index.ts";

/**
 * PRODUCT §4: a company may open a student's CV (and its PDF, and the student's avatar) when the student
 * applied to one of its jobs with it, accepted its invitation, or is open to offers. Applications and
 * invitations arrive with the matching issue and extend this one function; until then openness is the rule.
 */
export async function isStudentVisibleToCompany(db: Db, options: { studentId: string; companyId: string }) {
  const [row] = await db
    .select({ openToOffers: students.openToOffers })
    .from(students)
    .where(eq(students.id, options.studentId))
    .limit(1);
  return row?.openToOffers === true;
}
