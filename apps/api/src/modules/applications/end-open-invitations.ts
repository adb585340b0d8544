import type { InvitationEndReason } from "@stint/shared/applications";
import { and, eq, inArray, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { invitations, jobs } from "../../db/schema/index.ts";
import { notify } from "../notifications/notify.ts";
import { said, selector } from "../../i18n/said.ts";

/** The invited student's notification that an invitation ended before they answered it. */
export const invitationEndedTitle = (reason: InvitationEndReason, company: string, job: string) =>
  said("notifications:invitation.ended", { reason: selector(reason), company, job });

/**
 * Ends every open invitation `where` selects (status `ended`, with why) and tells each invited student, in
 * the transaction of what ends them: closing or deleting the job, or the company deleting its account. A
 * closed job's invitations stay to be read (the notification opens them); a deleted job's or company's go
 * with it right after, so their notification opens nothing. Locked first, so an answer given meanwhile
 * either came first (the invitation is no longer open) or waits and finds it ended.
 */
export async function endOpenInvitations(tx: Db, options: { where: SQL; reason: InvitationEndReason }) {
  const open = await tx
    .select({
      id: invitations.id,
      studentId: invitations.studentId,
      jobTitle: jobs.title,
      companyName: jobs.companyName,
    })
    .from(invitations)
    .innerJoin(jobs, eq(jobs.id, invitations.jobId))
    .where(and(options.where, eq(invitations.status, "open")))
    .for("update", { of: invitations });
  if (open.length === 0) return 0;
  await tx
    .update(invitations)
    .set({ status: "ended", endReason: options.reason, respondedAt: new Date() })
    .where(
      inArray(
        invitations.id,
        open.map((row) => row.id),
      ),
    );
  const kept = options.reason === "job-closed";
  for (const row of open) {
    await notify(tx, {
      recipientId: row.studentId,
      kind: "invitation.ended",
      title: invitationEndedTitle(options.reason, row.companyName, row.jobTitle),
      ...(kept ? { link: { type: "invitation" as const, id: row.id } } : {}),
    });
  }
  return open.length;
}
