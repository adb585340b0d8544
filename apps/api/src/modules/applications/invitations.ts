import type {
  ApplicationDetail,
  Invitation,
  InvitationAccept,
  InvitationCreate,
  InvitationDecline,
  InvitationListQuery,
  InvitationPage,
  InvitationSettings,
  InvitationStatus,
} from "@stint/shared/applications";
import { and, count, desc, eq, inArray, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { isUniqueViolation } from "../../db/db-errors.ts";
import { applications, invitations, students } from "../../db/schema/index.ts";
import { conflict, notFound } from "../../lib/errors.ts";
import { decodeIdCursor } from "../../lib/http/cursor.ts";
import { isUuid } from "../../lib/http/id-param.ts";
import { emitEvent } from "../../lib/outbox/outbox-events.ts";
import { canViewStudent } from "../access/view-student.ts";
import { loadOwnJob } from "../jobs/load-job.ts";
import { notify } from "../notifications/notify.ts";
import { invitationDeclinedTitle, invitedTitle } from "./application-messages.ts";
import { createApplication } from "./create-application.ts";
import { getApplication } from "./get-application.ts";
import { invitationDto, selectInvitations } from "./invitation-dto.ts";
import { afterCursor, pageOf } from "./keyset.ts";
import { type Party, todayUtc } from "./party.ts";

export const invitationNotFound = () => notFound("This invitation");
const studentNotFound = () => notFound("This student");

/**
 * A company invites a student to apply to one of its published jobs, with a message. The student must be
 * open to offers (one the company cannot see at all is a 404; one it can see through an application but
 * who is not open to offers is a 409) and take invitations (the student's setting: 409 when off). At most
 * one open invitation per job and student (409, also when two arrive at once: a unique index), and none
 * once the student has applied to the job. The student is told.
 */
export async function createInvitation(options: {
  db: Db;
  companyId: string;
  input: InvitationCreate;
}): Promise<Invitation> {
  const { db, companyId, input } = options;
  const invitationId = await db.transaction(async (tx) => {
    // Locked, so the job cannot close between this check and the invitation.
    const job = await loadOwnJob({ db: tx, companyId, jobId: input.jobId, forUpdate: true });
    if (job.status !== "published") throw conflict("Only a published job can take invitations.");
    if (job.deadline !== null && job.deadline < todayUtc()) {
      throw conflict(`The application deadline of this job passed on ${job.deadline}: move it to invite anyone.`);
    }
    const [student] = await tx
      .select({ openToOffers: students.openToOffers })
      .from(students)
      .where(eq(students.id, input.studentId));
    if (!student) throw studentNotFound();
    if (!student.openToOffers) {
      const viewer = { userId: companyId, email: "", role: "company" as const, accountId: companyId };
      const visible = await canViewStudent({ db: tx, viewer, studentId: input.studentId, resource: "profile" });
      if (!visible) throw studentNotFound();
      throw conflict("This student is not open to offers at the moment, so they cannot be invited.");
    }
    const [applied] = await tx
      .select({ id: applications.id })
      .from(applications)
      .where(and(eq(applications.jobId, job.id), eq(applications.studentId, input.studentId)))
      .limit(1);
    if (applied) throw conflict("This student has already applied to this job.");

    let id: string;
    try {
      id = await tx.transaction(async (savepoint) => {
        const [row] = await savepoint
          .insert(invitations)
          .values({ jobId: job.id, companyId, studentId: input.studentId, message: input.message })
          .returning({ id: invitations.id });
        return row!.id;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict("This student already has an open invitation to this job.");
      throw error;
    }
    await notify(tx, {
      recipientId: input.studentId,
      kind: "invitation.created",
      title: invitedTitle(job.companyName, job.title),
      body: input.message,
      link: { type: "invitation", id },
    });
    // The invitation's message opens (or joins) the pair's conversation (modules/conversations).
    await emitEvent({ db: tx, kind: "invitation.created", payload: { invitationId: id } });
    return id;
  });
  return getInvitation({ db, party: { role: "company", accountId: companyId, userId: companyId }, invitationId });
}

/** An invitation for the student invited or the company that invited; anyone else gets 404. */
export async function getInvitation(options: { db: Db; party: Party; invitationId: string }): Promise<Invitation> {
  const { db, party, invitationId } = options;
  if (!isUuid(invitationId)) throw invitationNotFound();
  const [row] = await selectInvitations(db).where(eq(invitations.id, invitationId));
  const own = party.role === "student" ? row?.studentId === party.accountId : row?.companyId === party.accountId;
  if (!row || !own) throw invitationNotFound();
  return invitationDto(row);
}

/** A student's invitations or a company's (all, or one of its jobs'), newest first. */
export async function listInvitations(options: {
  db: Db;
  party: Party;
  query: InvitationListQuery;
}): Promise<InvitationPage> {
  const { db, party, query } = options;
  const cursorId = decodeIdCursor(query.cursor);
  const conditions: SQL[] = [partyInvitations(party)];
  if (query.jobId !== undefined) {
    if (party.role === "company") await loadOwnJob({ db, companyId: party.accountId, jobId: query.jobId });
    if (!isUuid(query.jobId)) return { items: [], total: 0, nextCursor: null };
    conditions.push(eq(invitations.jobId, query.jobId));
  }
  if (query.status) conditions.push(inArray(invitations.status, query.status as InvitationStatus[]));
  const where = and(...conditions);
  const [rows, [totalRow]] = await Promise.all([
    selectInvitations(db)
      .where(cursorId ? and(where, afterCursor(invitations, cursorId)) : where)
      .orderBy(desc(invitations.createdAt), desc(invitations.id))
      .limit(query.limit + 1),
    db.select({ n: count() }).from(invitations).where(where),
  ]);
  return pageOf(rows, query.limit, totalRow?.n ?? 0, invitationDto);
}

const partyInvitations = (party: Party) =>
  party.role === "student" ? eq(invitations.studentId, party.accountId) : eq(invitations.companyId, party.accountId);

/** The account export: every invitation the student got or the company sent, newest first. One query. */
export async function exportInvitations(options: { db: Db; party: Party }): Promise<Invitation[]> {
  const rows = await selectInvitations(options.db)
    .where(partyInvitations(options.party))
    .orderBy(desc(invitations.createdAt), desc(invitations.id));
  return rows.map(invitationDto);
}

/** The student's open invitation, locked; 404 for anyone else's, 409 once answered. */
async function loadOpenInvitation(tx: Db, studentId: string, invitationId: string) {
  const [row] = isUuid(invitationId)
    ? await tx
        .select({
          id: invitations.id,
          studentId: invitations.studentId,
          companyId: invitations.companyId,
          jobId: invitations.jobId,
          status: invitations.status,
        })
        .from(invitations)
        .where(eq(invitations.id, invitationId))
        .for("update")
    : [];
  if (!row || row.studentId !== studentId) throw invitationNotFound();
  if (row.status !== "open") throw conflict(`This invitation was already ${row.status}.`);
  return row;
}

/**
 * The student accepts: the application is made with the CV they choose (their primary one by default) under
 * the usual rules (the job must still take applications), the invitation is answered, the two are matched,
 * and the company is told; all in one transaction.
 */
export async function acceptInvitation(options: {
  db: Db;
  studentId: string;
  invitationId: string;
  input: InvitationAccept;
}): Promise<ApplicationDetail> {
  const { db, studentId, invitationId, input } = options;
  const applicationId = await db.transaction(async (tx) => {
    const invitation = await loadOpenInvitation(tx, studentId, invitationId);
    return createApplication(tx, { studentId, jobId: invitation.jobId, cvId: input.cvId, note: input.note });
  });
  return getApplication({ db, party: { role: "student", accountId: studentId, userId: studentId }, applicationId });
}

/** The student declines, with an optional reason; the company is told. */
export async function declineInvitation(options: {
  db: Db;
  studentId: string;
  invitationId: string;
  input: InvitationDecline;
}): Promise<Invitation> {
  const { db, studentId, invitationId, input } = options;
  await db.transaction(async (tx) => {
    const invitation = await loadOpenInvitation(tx, studentId, invitationId);
    await tx
      .update(invitations)
      .set({ status: "declined", declineReason: input.reason ?? null, respondedAt: new Date() })
      .where(eq(invitations.id, invitation.id));
    const [row] = await selectInvitations(tx).where(eq(invitations.id, invitation.id));
    await notify(tx, {
      recipientId: invitation.companyId,
      kind: "invitation.declined",
      title: invitationDeclinedTitle(row!.studentName, row!.jobTitle),
      ...(input.reason ? { body: input.reason } : {}),
      link: { type: "invitation", id: invitation.id },
    });
  });
  return getInvitation({ db, party: { role: "student", accountId: studentId, userId: studentId }, invitationId });
}

/**
 * The invitation setting of earlier clients: since issue 30 it is the student's one "open to offers" setting
 * (`openToOffers` on the account), read and written here under its old name.
 */
export async function getInvitationSettings(options: { db: Db; studentId: string }): Promise<InvitationSettings> {
  const [row] = await options.db
    .select({ openToOffers: students.openToOffers })
    .from(students)
    .where(eq(students.id, options.studentId));
  return { acceptsInvitations: row?.openToOffers ?? false };
}

/** Off: companies no longer find the student nor invite them; open invitations stay for the student to answer. */
export async function updateInvitationSettings(options: {
  db: Db;
  studentId: string;
  input: InvitationSettings;
}): Promise<InvitationSettings> {
  await options.db
    .update(students)
    .set({ openToOffers: options.input.acceptsInvitations, updatedAt: new Date() })
    .where(eq(students.id, options.studentId));
  return getInvitationSettings(options);
}

/** What opens a conversation from an invitation (modules/conversations' outbox handler); null once it is gone. */
export async function findInvitationOpening(options: { db: Db; invitationId: string }): Promise<{
  companyId: string;
  studentId: string;
  jobId: string;
  message: string;
  createdAt: Date;
} | null> {
  const [row] = await options.db
    .select({
      companyId: invitations.companyId,
      studentId: invitations.studentId,
      jobId: invitations.jobId,
      message: invitations.message,
      createdAt: invitations.createdAt,
    })
    .from(invitations)
    .where(eq(invitations.id, options.invitationId));
  return row ?? null;
}
