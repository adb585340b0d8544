import { OPEN_APPLICATION_STATUSES, type OpenApplicationStatus } from "@stint/shared/application-statuses";
import { type RejectReason } from "@stint/shared/applications";
import { and, eq, inArray, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { applicationEvents, applications, jobs, students } from "../../db/schema/index.ts";
import { notify, type NotifyInput } from "../notifications/notify.ts";
import { endMatch, type JobStudentPair } from "./matches-write.ts";
import { endOffer } from "./offer-writes.ts";

/** An open application about to be ended, with what its notification names. */
export type EndingApplication = JobStudentPair & { id: string; status: OpenApplicationStatus };

/**
 * Gives every open application `where` selects one final status in one go: each gets its history event, the
 * other side its notification (`notice`), and a match with the job and an offer on it end. The one path of "no applicant left
 * without an answer": a company rejecting all of a job's applicants (closing it), a company deleting its
 * account, a student deleting theirs. The rows are locked before they move, so a concurrent move either
 * happened first (and is seen here) or finds the application final.
 */
export async function endOpenApplications(
  tx: Db,
  options: {
    where: SQL;
    to: "rejected" | "withdrawn";
    actor: { id: string; role: "company" | "student" };
    reasonCode: RejectReason | null;
    reasonText: string | null;
    notice: (application: EndingApplication) => Omit<NotifyInput, "link">;
  },
): Promise<EndingApplication[]> {
  const open: EndingApplication[] = await tx
    .select({
      id: applications.id,
      status: applications.status,
      // The joined rows' ids: an open application's job and student exist (an account deletion ends its
      // applications before it leaves them without one).
      jobId: jobs.id,
      jobTitle: jobs.title,
      companyId: jobs.companyId,
      companyName: jobs.companyName,
      studentId: students.id,
      studentName: students.name,
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(students, eq(students.id, applications.studentId))
    .where(and(options.where, inArray(applications.status, [...OPEN_APPLICATION_STATUSES])))
    .for("update", { of: applications })
    .then((rows) => rows as EndingApplication[]);
  if (open.length === 0) return open;
  const now = new Date();
  const { to, actor, reasonCode, reasonText } = options;
  await tx
    .update(applications)
    .set({
      status: to,
      reasonCode,
      reasonText,
      updatedAt: now,
      ...(actor.role === "company" ? { companyActedAt: now } : {}),
    })
    .where(
      inArray(
        applications.id,
        open.map((row) => row.id),
      ),
    );
  await tx.insert(applicationEvents).values(
    open.map((row) => ({
      applicationId: row.id,
      fromStatus: row.status,
      toStatus: to,
      actorId: actor.id,
      actorRole: actor.role,
      reasonCode,
      reasonText,
    })),
  );
  for (const row of open) {
    await notify(tx, { ...options.notice(row), link: { type: "application", id: row.id } });
    await endMatch(tx, row);
    // A student leaving declines the offer they hold; a company leaving (or rejecting) withdraws its offer.
    await endOffer(tx, row.id, to === "withdrawn" ? { status: "declined", reason: null } : { status: "withdrawn" });
  }
  return open;
}
