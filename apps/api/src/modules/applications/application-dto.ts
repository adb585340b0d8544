import {
  type Application,
  type ApplicationEvent,
  type JobRef,
  OVERDUE_AFTER_DAYS,
  REMOVED_STUDENT_NAME,
  type StudentRef,
} from "@stint/shared/applications";
import {
  type ApplicationStatus,
  companyMovesFrom,
  isOpenApplicationStatus,
  OPEN_APPLICATION_STATUSES,
} from "@stint/shared/application-statuses";
import { type OfferStatus } from "@stint/shared/offers";
import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import {
  applicationEvents,
  applications,
  companyVerifications,
  cvs,
  jobs,
  matches,
  offers,
  type RemovedJob,
  students,
} from "../../db/schema/index.ts";
import { fileUrlOrNull } from "../../lib/file-url.ts";
import { offerColumns, offerDto } from "./offer-dto.ts";
import type { Party } from "./party.ts";

/** Open, and not moved by the company since it was made or since its last move for OVERDUE_AFTER_DAYS days. */
export const overdueSql = sql<boolean>`(${inArray(applications.status, [...OPEN_APPLICATION_STATUSES])} and coalesce(${applications.companyActedAt}, ${applications.createdAt}) < now() - make_interval(days => ${OVERDUE_AFTER_DAYS}))`;

/** The job as lists of applications, invitations and matches show it (from the job row and its company copy). */
export const jobRefColumns = {
  jobId: jobs.id,
  jobTitle: jobs.title,
  jobStatus: jobs.status,
  jobCompanyId: jobs.companyId,
  jobCompanyName: jobs.companyName,
  // The badge (issue 37): a primary-key probe per row of the page.
  jobCompanyVerified: sql<boolean>`exists (select 1 from ${companyVerifications} where ${companyVerifications.companyId} = ${jobs.companyId} and ${companyVerifications.state} = 'verified')`,
  jobStartDate: jobs.startDate,
  jobDeadline: jobs.deadline,
};
export const studentRefColumns = {
  studentId: students.id,
  studentName: students.name,
  studentAvatarFileId: students.avatarFileId,
};

type JobRefRow = {
  [K in keyof typeof jobRefColumns]: (typeof jobRefColumns)[K] extends SQL<infer T>
    ? T | null
    : (typeof jobRefColumns)[K] extends { _: { data: infer D } }
      ? D | null
      : never;
};
type StudentRefRow = { [K in keyof typeof studentRefColumns]: (typeof studentRefColumns)[K]["_"]["data"] | null };

/** The job from its row, or, once its company deleted its account, as the application kept it (`removed`). */
export const jobRef = (row: JobRefRow, removedJob?: RemovedJob | null): JobRef => {
  if (row.jobId === null && removedJob) {
    const { id, title, companyId, companyName, startDate, deadline } = removedJob;
    return {
      id,
      title,
      status: "closed",
      companyId,
      companyName,
      companyVerified: false,
      startDate,
      deadline,
      removed: true,
    };
  }
  return {
    id: row.jobId!,
    title: row.jobTitle!,
    status: row.jobStatus!,
    companyId: row.jobCompanyId!,
    companyName: row.jobCompanyName!,
    // A left join's missing job reads as null: no badge.
    companyVerified: row.jobCompanyVerified === true,
    startDate: row.jobStartDate,
    deadline: row.jobDeadline,
    removed: false,
  };
};

/** The student, or, once they deleted their account, nobody named (decision 022). */
export const studentRef = (row: StudentRefRow): StudentRef =>
  row.studentId === null
    ? { id: null, name: REMOVED_STUDENT_NAME, avatarUrl: null, removed: true }
    : {
        id: row.studentId,
        name: row.studentName!,
        avatarUrl: fileUrlOrNull(row.studentAvatarFileId),
        removed: false,
      };

const applicationColumns = {
  id: applications.id,
  companyId: applications.companyId,
  status: applications.status,
  note: applications.note,
  reasonCode: applications.reasonCode,
  reasonText: applications.reasonText,
  invitationId: applications.invitationId,
  createdAt: applications.createdAt,
  updatedAt: applications.updatedAt,
  cvId: applications.cvId,
  cvTitle: cvs.title,
  matchId: matches.id,
  removedJob: applications.removedJob,
  overdue: overdueSql,
  ...offerColumns,
  ...jobRefColumns,
  ...studentRefColumns,
};

/**
 * Applications with their job, student, CV, match and offer: the one query every application response reads.
 * The job and the student are left joins: an application outlives a deleted company's job and a deleted student.
 */
export const selectApplications = (db: Db) =>
  db
    .select(applicationColumns)
    .from(applications)
    .leftJoin(jobs, eq(jobs.id, applications.jobId))
    .leftJoin(students, eq(students.id, applications.studentId))
    .leftJoin(cvs, eq(cvs.id, applications.cvId))
    .leftJoin(matches, and(eq(matches.jobId, applications.jobId), eq(matches.studentId, applications.studentId)))
    .leftJoin(offers, eq(offers.applicationId, applications.id));

export type ApplicationRow = Awaited<ReturnType<ReturnType<typeof selectApplications>["execute"]>>[number];

/** What a party may do next with an application in `status` (hired: once its offer is accepted). */
export function allowedMoves(
  party: Party,
  status: ApplicationStatus,
  offerStatus: OfferStatus | null,
): ApplicationStatus[] {
  if (party.role === "company") return companyMovesFrom(status, offerStatus);
  return isOpenApplicationStatus(status) ? ["withdrawn"] : [];
}

export function applicationDto(row: ApplicationRow, party: Party): Application {
  const offer = offerDto(row, row.status);
  return {
    id: row.id,
    status: row.status,
    note: row.note,
    job: jobRef(row, row.removedJob),
    student: studentRef(row),
    cv: row.cvId && row.cvTitle !== null ? { id: row.cvId, title: row.cvTitle } : null,
    reasonCode: row.reasonCode,
    reasonText: row.reasonText,
    invitationId: row.invitationId,
    matchId: row.matchId,
    offer,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    ...(party.role === "company" ? { overdue: row.overdue } : {}),
    allowedMoves: allowedMoves(party, row.status, offer?.status ?? null),
  };
}

/** A status change as both sides see it: who made it by role, never by user. */
export function applicationEventDto(row: typeof applicationEvents.$inferSelect): ApplicationEvent {
  return {
    id: row.id,
    fromStatus: row.fromStatus,
    toStatus: row.toStatus,
    by: row.actorRole,
    reasonCode: row.reasonCode,
    reasonText: row.reasonText,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function loadApplicationEvents(db: Db, applicationId: string): Promise<ApplicationEvent[]> {
  const rows = await db
    .select()
    .from(applicationEvents)
    .where(eq(applicationEvents.applicationId, applicationId))
    .orderBy(applicationEvents.id);
  return rows.map(applicationEventDto);
}
