import type { ApplicationStatus } from "@stint/shared/application-statuses";
import type { Candidate, CandidateScope, CandidateStatus } from "@stint/shared/matching";
import type { InvitationStatus } from "@stint/shared/applications";
import { and, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import { unionAll } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import { isOneOf } from "../../db/sql-helpers.ts";
import { applications, cvs, invitations, matches, students } from "../../db/schema/index.ts";
import { overdueSql } from "../applications/application-dto.ts";
import { type StudentEntry, studentEntryColumns, studentOf } from "./index/student-entries.ts";

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
 *
 * Which CVs, and where each student stands, is read every time; the CVs themselves, prepared for the engine,
 * come from a cache while they and their students are unchanged (see entriesOf).
 */
export async function loadJobCandidates(
  db: Db,
  options: { jobId: string; scope: Exclude<CandidateScope, "invitable">; today: string },
): Promise<RelatedCandidate[]> {
  const { jobId, today } = options;
  const applicants = await db
    .select({ ...versionColumns, status: applications.status, overdue: overdueSql })
    .from(applications)
    .innerJoin(students, eq(students.id, applications.studentId))
    // The CV by its key (an OR of the two cases here would look up both for every applicant).
    .innerJoin(
      cvs,
      sql`${cvs.id} = coalesce(${applications.cvId}, (select p.id from cvs p where p.student_id = ${applications.studentId} and p.is_primary))`,
    )
    .where(eq(applications.jobId, jobId));
  const invitees =
    options.scope === "applicants"
      ? []
      : await db
          .selectDistinctOn([invitations.studentId], { ...versionColumns, status: invitations.status })
          .from(invitations)
          .innerJoin(students, eq(students.id, invitations.studentId))
          .innerJoin(cvs, and(eq(cvs.studentId, invitations.studentId), eq(cvs.isPrimary, true)))
          .where(and(eq(invitations.jobId, jobId), isNull(invitations.applicationId)))
          .orderBy(invitations.studentId, desc(invitations.createdAt));
  const entries = await entriesOf(db, [...applicants, ...invitees], today);

  // (A CV deleted between the two reads is left out, as it would be a moment later.)
  const related: RelatedCandidate[] = applicants.flatMap(({ cvId, status, overdue }) => {
    const entry = entries.get(cvId);
    return entry ? [{ entry, status, overdue: Boolean(overdue) }] : [];
  });
  const applied = new Set(applicants.map((row) => row.studentId));
  for (const { cvId, studentId, status } of invitees) {
    const entry = entries.get(cvId);
    if (applied.has(studentId) || !entry) continue;
    related.push({ entry, status: status === "declined" ? "declined" : "invited", overdue: false });
  }
  return related;
}

/** What says whether a kept entry is still right: the CV's last change and its student's. */
const versionColumns = {
  cvId: cvs.id,
  studentId: students.id,
  cvUpdatedAt: cvs.updatedAt,
  studentUpdatedAt: students.updatedAt,
};
type Versioned = { cvId: string; cvUpdatedAt: Date; studentUpdatedAt: Date };
const versionOf = (cvUpdatedAt: Date, studentUpdatedAt: Date) =>
  `${cvUpdatedAt.getTime()} ${studentUpdatedAt.getTime()}`;

/** How many prepared CVs a process keeps (a few kilobytes each); the least recently used go first. */
const ENTRY_CACHE_SIZE = 20_000;
const entryCache = new Map<string, { version: string; entry: StudentEntry }>();

/**
 * The entries (CVs prepared for the engine, with what the company's filters ask about) of the given CVs.
 * Reading a thousand CVs and preparing them was most of the time a job's applicants took to rank, so each
 * process keeps the entries it made, by CV, with the version they were made from: the CV's and its
 * student's `updated_at`, which every change of what an entry holds moves (a CV edit; a profile, address or
 * invitation setting change). A changed or unknown CV is read and prepared again. Nothing is shared between
 * processes (each keeps its own, like its matching index), and an entry made on another day is prepared
 * again for today when it is scored (preparedCvOf).
 */
async function entriesOf(db: Db, rows: readonly Versioned[], today: string): Promise<Map<string, StudentEntry>> {
  const found = new Map<string, StudentEntry>();
  const missing = new Set<string>();
  for (const row of rows) {
    const kept = entryCache.get(row.cvId);
    if (kept && kept.version === versionOf(row.cvUpdatedAt, row.studentUpdatedAt)) {
      // Most recently used last.
      entryCache.delete(row.cvId);
      entryCache.set(row.cvId, kept);
      found.set(row.cvId, kept.entry);
    } else {
      missing.add(row.cvId);
    }
  }
  if (missing.size > 0) {
    const loaded = await db
      .select({ ...studentEntryColumns, studentUpdatedAt: students.updatedAt })
      .from(cvs)
      .innerJoin(students, eq(students.id, cvs.studentId))
      .where(inArray(cvs.id, [...missing]));
    for (const { studentUpdatedAt, ...row } of loaded) {
      const entry = studentOf(row, today);
      found.set(row.id, entry);
      entryCache.delete(row.id);
      entryCache.set(row.id, { version: versionOf(row.updatedAt, studentUpdatedAt), entry });
    }
    for (const cvId of entryCache.keys()) {
      if (entryCache.size <= ENTRY_CACHE_SIZE) break;
      entryCache.delete(cvId);
    }
  }
  return found;
}

/**
 * What each of `studentIds` has to do with the job: their application, their latest open or declined
 * invitation, and their match while it is on. One query (a ranking's page asks it on every request).
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
  const rows = await unionAll(
    db
      .select({
        kind: sql<RelationKind>`'application'`.as("kind"),
        studentId: applications.studentId,
        id: applications.id,
        status: sql<string>`${applications.status}`.as("status"),
        overdue: sql<boolean>`${overdueSql}`.as("overdue"),
        at: applications.createdAt,
      })
      .from(applications)
      .where(and(eq(applications.jobId, jobId), isOneOf(applications.studentId, studentIds))),
    db
      .select({
        kind: sql<RelationKind>`'invitation'`,
        studentId: invitations.studentId,
        id: invitations.id,
        status: sql<string>`${invitations.status}`,
        overdue: sql<boolean>`false`,
        at: invitations.createdAt,
      })
      .from(invitations)
      .where(
        and(
          eq(invitations.jobId, jobId),
          isOneOf(invitations.studentId, studentIds),
          isNull(invitations.applicationId),
        ),
      ),
    db
      .select({
        kind: sql<RelationKind>`'match'`,
        studentId: matches.studentId,
        id: matches.id,
        status: sql<string>`null`,
        overdue: sql<boolean>`false`,
        at: matches.createdAt,
      })
      .from(matches)
      .where(and(eq(matches.jobId, jobId), isOneOf(matches.studentId, studentIds), isNull(matches.endedAt))),
  );
  // The latest invitation counts; an application replaces it.
  const latestInvitation = new Map<string, { id: string; status: string; at: Date }>();
  for (const { kind, studentId, id, status, overdue, at } of rows) {
    if (studentId === null) continue; // only the asked students' rows: never a deleted student's
    const relation = relations.get(studentId)!;
    if (kind === "application") {
      relation.application = { id, status: status as ApplicationStatus, overdue: Boolean(overdue) };
    } else if (kind === "match") {
      relation.matched = { id, since: new Date(at).toISOString() };
    } else {
      const latest = latestInvitation.get(studentId);
      if (!latest || new Date(at) > latest.at) latestInvitation.set(studentId, { id, status, at: new Date(at) });
    }
  }
  for (const [studentId, { id, status }] of latestInvitation) {
    const relation = relations.get(studentId)!;
    if (!relation.application) relation.invitation = { id, status: status as InvitationStatus };
  }
  return relations;
}

type RelationKind = "application" | "invitation" | "match";
