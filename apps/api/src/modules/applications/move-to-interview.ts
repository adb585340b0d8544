import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { applicationEvents, applications, jobs } from "../../db/schema/index.ts";
import { notify } from "../notifications/notify.ts";
import { statusChangeTitle } from "./application-messages.ts";
import { refuseChangedMeanwhile } from "./move-application.ts";

/**
 * The student picked an interview time (modules/interviews): an application still at `shortlisted` moves to
 * `interview`, in the caller's transaction, with its history event (by the student, whose pick it was) and
 * the status notification every move sends. One already at `interview` stays (a second interview); the
 * caller checked the status under its lock, and the write is conditional on it all the same.
 */
export async function moveToInterview(
  tx: Db,
  options: { applicationId: string; studentId: string },
): Promise<{ moved: boolean }> {
  const { applicationId, studentId } = options;
  const [current] = await tx
    .select({ status: applications.status, jobTitle: jobs.title })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(and(eq(applications.id, applicationId), eq(applications.studentId, studentId)));
  if (!current || current.status !== "shortlisted") return { moved: false };
  const now = new Date();
  const moved = await tx
    .update(applications)
    .set({ status: "interview", updatedAt: now })
    .where(and(eq(applications.id, applicationId), eq(applications.status, "shortlisted")))
    .returning({ id: applications.id });
  if (moved.length === 0) await refuseChangedMeanwhile(tx, applicationId);
  await tx.insert(applicationEvents).values({
    applicationId,
    fromStatus: "shortlisted",
    toStatus: "interview",
    actorId: studentId,
    actorRole: "student",
  });
  await notify(tx, {
    recipientId: studentId,
    kind: "application.status",
    title: statusChangeTitle(current.jobTitle, "interview", null),
    link: { type: "application", id: applicationId },
  });
  return { moved: true };
}
