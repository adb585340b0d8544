import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { students } from "../../db/schema/index.ts";
import type { Viewer } from "../../lib/http/viewer.ts";
import { type StudentRelation, type StudentResource, studentAccessAllows } from "./student-access-policy.ts";

/** The relations between a viewer (or nobody) and a student, read from the database. */
export async function findStudentRelations(options: {
  db: Db;
  viewer: Viewer | null;
  studentId: string;
}): Promise<StudentRelation[]> {
  const { db, viewer, studentId } = options;
  if (!viewer) return [];
  if (viewer.userId === studentId) return ["self"];
  if (viewer.role !== "company") return [];
  const [row] = await db
    .select({ openToOffers: students.openToOffers })
    .from(students)
    .where(eq(students.id, studentId))
    .limit(1);
  return row?.openToOffers ? ["company-while-open-to-offers"] : [];
}

/**
 * Whether `viewer` may see `resource` of the student: the one question cvs, files and accounts ask. A
 * caller answers "no" with a 404, so whether the record exists stays private too.
 */
export async function canViewStudent(options: {
  db: Db;
  viewer: Viewer | null;
  studentId: string;
  resource: StudentResource;
}): Promise<boolean> {
  return studentAccessAllows(await findStudentRelations(options), options.resource);
}
