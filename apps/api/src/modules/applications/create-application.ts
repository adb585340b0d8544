import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { applicationEvents, applications, cvs, invitations, jobs, students } from "../../db/schema/index.ts";
import { isUniqueViolation } from "../../db/db-errors.ts";
import { conflict, notFound } from "../../lib/errors.ts";
import { isUuid } from "../../lib/http/id-param.ts";
import { notify } from "../notifications/notify.ts";
import { appliedTitle, invitationAcceptedTitle } from "./application-messages.ts";
import { openMatch } from "./matches-write.ts";
import { todayUtc } from "./party.ts";

const ALREADY_APPLIED = "You have already applied to this job.";

/**
 * A student's application to a published job, in the caller's transaction: the job must take applications
 * (published, deadline not passed), the CV must be the student's (their primary one when none is named),
 * and there must be no earlier application to the job. The job row is share-locked, so closing or deleting
 * the job waits for this to commit and then sees the application.
 *
 * When the student has an open invitation to the job, applying accepts it: the application answers the
 * invitation and the two are matched (PRODUCT §5). Otherwise the company is told of the new application.
 */
export async function createApplication(
  tx: Db,
  input: { studentId: string; jobId: string; cvId?: string | undefined; note?: string | null | undefined },
): Promise<string> {
  const { studentId, jobId } = input;
  const [job] = isUuid(jobId)
    ? await tx
        .select({
          id: jobs.id,
          companyId: jobs.companyId,
          companyName: jobs.companyName,
          status: jobs.status,
          title: jobs.title,
          startDate: jobs.startDate,
          deadline: jobs.deadline,
        })
        .from(jobs)
        .where(eq(jobs.id, jobId))
        .for("share")
    : [];
  if (!job || job.status === "draft") throw notFound("This job");
  if (job.status === "closed") throw conflict("This job is closed and takes no more applications.");
  if (job.deadline !== null && job.deadline < todayUtc()) {
    throw conflict(`The application deadline of this job passed on ${job.deadline}.`);
  }

  const cvId = await chooseCv(tx, studentId, input.cvId);
  const [earlier] = await tx
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.jobId, jobId), eq(applications.studentId, studentId)))
    .limit(1);
  if (earlier) throw conflict(ALREADY_APPLIED);
  const [invitation] = await tx
    .select({ id: invitations.id })
    .from(invitations)
    .where(and(eq(invitations.jobId, jobId), eq(invitations.studentId, studentId), eq(invitations.status, "open")))
    .for("update");
  const [student] = await tx.select({ name: students.name }).from(students).where(eq(students.id, studentId));

  let applicationId: string;
  try {
    // A savepoint, so that losing a race to a concurrent application is a 409, not an aborted transaction.
    applicationId = await tx.transaction(async (savepoint) => {
      const [row] = await savepoint
        .insert(applications)
        .values({
          jobId,
          companyId: job.companyId,
          studentId,
          cvId,
          note: input.note ?? null,
          invitationId: invitation?.id ?? null,
        })
        .returning({ id: applications.id });
      return row!.id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(ALREADY_APPLIED);
    throw error;
  }
  await tx
    .insert(applicationEvents)
    .values({ applicationId, fromStatus: null, toStatus: "applied", actorId: studentId, actorRole: "student" });

  const studentName = student?.name ?? "A student";
  if (invitation) {
    const accepted = await tx
      .update(invitations)
      .set({ status: "accepted", respondedAt: new Date(), applicationId })
      .where(and(eq(invitations.id, invitation.id), eq(invitations.status, "open")))
      .returning({ id: invitations.id });
    if (accepted.length === 0) throw conflict("This invitation was answered meanwhile.");
    await notify(tx, {
      recipientId: job.companyId,
      kind: "invitation.accepted",
      title: invitationAcceptedTitle(studentName, job.title),
      link: { type: "application", id: applicationId },
    });
    await openMatch(tx, {
      jobId,
      jobTitle: job.title,
      companyId: job.companyId,
      companyName: job.companyName,
      studentId,
      studentName,
      applicationId,
      startDate: job.startDate,
      source: "invitation",
    });
  } else {
    await notify(tx, {
      recipientId: job.companyId,
      kind: "application.created",
      title: appliedTitle(studentName, job.title),
      link: { type: "application", id: applicationId },
    });
  }
  return applicationId;
}

/** The named CV when it is the student's (another's answers 404 like a missing one), else their primary CV. */
async function chooseCv(tx: Db, studentId: string, cvId: string | undefined): Promise<string> {
  if (cvId !== undefined) {
    const [cv] = isUuid(cvId)
      ? await tx
          .select({ id: cvs.id })
          .from(cvs)
          .where(and(eq(cvs.id, cvId), eq(cvs.studentId, studentId)))
      : [];
    if (!cv) throw notFound("This CV");
    return cv.id;
  }
  const [primary] = await tx
    .select({ id: cvs.id })
    .from(cvs)
    .where(and(eq(cvs.studentId, studentId), eq(cvs.isPrimary, true)));
  if (!primary) throw conflict("You need a CV to apply: create one first.");
  return primary.id;
}
