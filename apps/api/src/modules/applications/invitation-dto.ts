import type { Invitation } from "@stint/shared/applications";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { invitations, jobs, students } from "../../db/schema/index.ts";
import { jobRef, jobRefColumns, studentRef, studentRefColumns } from "./application-dto.ts";

const invitationColumns = {
  id: invitations.id,
  companyId: invitations.companyId,
  status: invitations.status,
  message: invitations.message,
  declineReason: invitations.declineReason,
  endReason: invitations.endReason,
  applicationId: invitations.applicationId,
  createdAt: invitations.createdAt,
  respondedAt: invitations.respondedAt,
  ...jobRefColumns,
  ...studentRefColumns,
};

export const selectInvitations = (db: Db) =>
  db
    .select(invitationColumns)
    .from(invitations)
    .innerJoin(jobs, eq(jobs.id, invitations.jobId))
    .innerJoin(students, eq(students.id, invitations.studentId));

export type InvitationRow = Awaited<ReturnType<ReturnType<typeof selectInvitations>["execute"]>>[number];

export function invitationDto(row: InvitationRow): Invitation {
  return {
    id: row.id,
    status: row.status,
    message: row.message,
    declineReason: row.declineReason,
    endReason: row.endReason,
    job: jobRef(row),
    student: studentRef(row),
    applicationId: row.applicationId,
    createdAt: row.createdAt.toISOString(),
    respondedAt: row.respondedAt?.toISOString() ?? null,
  };
}
