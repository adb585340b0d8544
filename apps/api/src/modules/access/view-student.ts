import { and, eq, exists, isNull, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { applications, cvs, invitations, matches, students } from "../../db/schema/index.ts";
import type { Viewer } from "../../lib/http/viewer.ts";
import { type StudentRelation, type StudentResource, studentAccessAllows } from "./student-access-policy.ts";

/**
 * Which of the student's CVs a question is about: a CV by id, or the CV(s) whose PDF is a file. Relations
 * that hold for one CV only (an application made with it) are found only when the question names it.
 */
export type CvSubject = { cvId: string } | { fileId: string };

/** The relations between a viewer (or nobody) and a student, read from the database in one query. */
export async function findStudentRelations(options: {
  db: Db;
  viewer: Viewer | null;
  studentId: string;
  cv?: CvSubject | undefined;
}): Promise<StudentRelation[]> {
  const { db, viewer, studentId, cv } = options;
  if (!viewer) return [];
  if (viewer.userId === studentId) return ["self"];
  if (viewer.role !== "company" || !viewer.accountId) return [];
  const companyId = viewer.accountId;

  const [row] = await db
    .select(relationColumns(db, companyId, cv))
    .from(students)
    .where(eq(students.id, studentId))
    .limit(1);
  return row ? relationsOf(row) : [];
}

/**
 * The relations between a company and the student of a row, as columns of a statement that has `students` in
 * its FROM (an inbox page or a conversation names its students in the page's own statement). Read them back with
 * relationsOf: the same relations as findStudentRelations, without the CV-specific one.
 */
export const studentRelationColumns = (db: Db, companyId: string) => relationColumns(db, companyId, undefined);

// Each relation as a column of a statement over `students` (correlated on students.id).
function relationColumns(db: Db, companyId: string, cv: CvSubject | undefined) {
  const applied = and(eq(applications.companyId, companyId), eq(applications.studentId, students.id));
  const withThisCv: SQL | undefined = cv
    ? "cvId" in cv
      ? eq(applications.cvId, cv.cvId)
      : exists(
          db
            .select({ one: sql`1` })
            .from(cvs)
            .where(and(eq(cvs.id, applications.cvId), eq(cvs.fileId, cv.fileId))),
        )
    : undefined;
  return {
    openToOffers: students.openToOffers,
    appliedTo: exists(
      db
        .select({ one: sql`1` })
        .from(applications)
        .where(applied),
    ),
    appliedWithThisCv: withThisCv
      ? exists(
          db
            .select({ one: sql`1` })
            .from(applications)
            .where(and(applied, withThisCv)),
        )
      : sql<boolean>`false`,
    invitationAccepted: exists(
      db
        .select({ one: sql`1` })
        .from(invitations)
        .where(
          and(
            eq(invitations.companyId, companyId),
            eq(invitations.studentId, students.id),
            eq(invitations.status, "accepted"),
          ),
        ),
    ),
    matched: exists(
      db
        .select({ one: sql`1` })
        .from(matches)
        .where(and(eq(matches.companyId, companyId), eq(matches.studentId, students.id), isNull(matches.endedAt))),
    ),
  };
}

export function relationsOf(row: {
  openToOffers: boolean | null;
  appliedTo: unknown;
  appliedWithThisCv: unknown;
  invitationAccepted: unknown;
  matched: unknown;
}): StudentRelation[] {
  const relations: StudentRelation[] = [];
  if (row.openToOffers) relations.push("company-while-open-to-offers");
  if (row.appliedTo) relations.push("company-applied-to");
  if (row.appliedWithThisCv) relations.push("company-applied-to-with-this-cv");
  if (row.invitationAccepted) relations.push("company-invitation-accepted");
  if (row.matched) relations.push("company-matched");
  return relations;
}

/**
 * Whether `viewer` may see `resource` of the student: the one question cvs, files, accounts and
 * applications ask. Pass `cv` when the question is about one CV or its PDF. A caller answers "no" with a
 * 404, so whether the record exists stays private too.
 */
export async function canViewStudent(options: {
  db: Db;
  viewer: Viewer | null;
  studentId: string;
  resource: StudentResource;
  cv?: CvSubject | undefined;
}): Promise<boolean> {
  return studentAccessAllows(await findStudentRelations(options), options.resource);
}
