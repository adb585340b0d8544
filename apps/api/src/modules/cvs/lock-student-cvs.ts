import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { students } from "../../db/schema/index.ts";

/**
 * Serialises every change to one student's CVs: the student row is locked until the transaction ends. Two
 * requests that each move the primary, a first CV created twice at once, or a create racing the cap all run
 * one after the other instead of both passing their checks. "No key update" is the weakest lock that
 * conflicts with itself: rows elsewhere that reference the student (their foreign-key checks) are not held up.
 */
export async function lockStudentCvs(options: { db: Db; studentId: string }): Promise<void> {
  const { db, studentId } = options;
  await db.select({ id: students.id }).from(students).where(eq(students.id, studentId)).for("no key update");
}
