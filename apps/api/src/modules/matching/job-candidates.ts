import type { Candidate, CandidateScope, CandidateStatus } from "@stint/shared";
import { and, desc, eq, inArray, isNull, or } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { applications, cvs, invitations, matches, students } from "../../db/schema/index.ts";
import { overdueSql } from "../applications/application-dto.ts";
import { type StudentEntry, studentEntryColumns, studentEntryOf } from "./index/student-entries.ts";

type CandidateRelations = Pick<Candidate, "application" | "invitation" | "matched">;

/**
 * A student related to a job, with the CV that speaks for them there and where they stand (`overdue`: their
 * application is open and the company has not moved it for OVERDUE_AFTER_DAYS days).
 */
export type RelatedCandidate = { entry: StudentEntry; status: CandidateStatus; overdue: boolean };

/**
 * The students related to a job, for the `applicants` and `all` scopes: applicants with the CV they applied
 * with (their primary CV if that one is gone), and for `all` also the students invited without (yet) an
 * application, with their primary CV. Scored like everyone else, but never left out for a low match:
 * someone who applied is always listed.
 */
export async function loadJobCandidates(
  db: Db,
  options: { jobId: string; scope: Exclude<CandidateScope, "invitable">; today: string },
): Promise<RelatedCandidate[]> {
  const { jobId, today } = options;
  const applicants = await db
    .select({ ...studentEntryColumns, status: applications.status, overdue: overdueSql })
    .from(applications)
    .innerJoin(students, eq(students.id, applications.studentId))
    .innerJoin(
      cvs,
      or(
        eq(cvs.id, applications.cvId),
        and(isNull(applications.cvId), eq(cvs.studentId, applications.studentId), eq(cvs.isPrimary, true)),
      ),
    )
    .where(eq(applications.jobId, jobId));
  const related: RelatedCandidate[] = applicants.map(({ status, overdue, ...row }) => ({
    entry: studentEntryOf(row, today).entry,
    status,
    overdue: Boolean(overdue),
  }));
  if (options.scope === "applicants") return related;

  const applied = new Set(related.map((candidate) => candidate.entry.studentId));
  const invitees = await db
    .selectDistinctOn([invitations.studentId], { ...studentEntryColumns, status: invitations.status })
    .from(invitations)
    .innerJoin(students, eq(students.id, invitations.studentId))
    .innerJoin(cvs, and(eq(cvs.studentId, invitations.studentId), eq(cvs.isPrimary, true)))
    .where(and(eq(invitations.jobId, jobId), isNull(invitations.applicationId)))
    .orderBy(invitations.studentId, desc(invitations.createdAt));
  for (const { status, ...row } of invitees) {
    if (applied.has(row.studentId)) continue;
    related.push({
      entry: studentEntryOf(row, today).entry,
      status: status === "declined" ? "declined" : "invited",
      overdue: false,
    });
  }
  return related;
}

/**
 * What each of `studentIds` has to do with the job: their application, their latest open or declined
 * invitation, and their match while it is on.
 */
export async function relationsOf(
  db: Db,
  options: { jobId: string; studentIds: string[] },
): Promise<Map<string, CandidateRelations>> {
  const { jobId, studentIds } = options;
  const relations = new Map<string, CandidateRelations>(
    studentIds.map((id) => [id, { application: null, invitation: null, matched: null }]),
  );
  if (studentIds.length === 0) return relations;
  const [applied, invited, matched] = await Promise.all([
    db
      .select({
        studentId: applications.studentId,
        id: applications.id,
        status: applications.status,
        overdue: overdueSql,
      })
      .from(applications)
      .where(and(eq(applications.jobId, jobId), inArray(applications.studentId, studentIds))),
    db
      .selectDistinctOn([invitations.studentId], {
        studentId: invitations.studentId,
        id: invitations.id,
        status: invitations.status,
      })
      .from(invitations)
      .where(
        and(
          eq(invitations.jobId, jobId),
          inArray(invitations.studentId, studentIds),
          isNull(invitations.applicationId),
        ),
      )
      .orderBy(invitations.studentId, desc(invitations.createdAt)),
    db
      .select({ studentId: matches.studentId, id: matches.id, since: matches.createdAt })
      .from(matches)
      .where(and(eq(matches.jobId, jobId), inArray(matches.studentId, studentIds), isNull(matches.endedAt))),
  ]);
  for (const { studentId, ...application } of applied) relations.get(studentId)!.application = application;
  for (const { studentId, ...invitation } of invited) {
    if (!relations.get(studentId)!.application) relations.get(studentId)!.invitation = invitation;
  }
  for (const { studentId, id, since } of matched)
    relations.get(studentId)!.matched = { id, since: since.toISOString() };
  return relations;
}
