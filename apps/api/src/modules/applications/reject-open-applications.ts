import {
  type ApplicationsRejectOpen,
  type ApplicationsRejectOpenResult,
  OPEN_APPLICATION_STATUSES,
} from "@stint/shared";
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { applicationEvents, applications } from "../../db/schema/index.ts";
import { closeJob } from "../jobs/close-job.ts";
import { loadOwnJob } from "../jobs/load-job.ts";
import { notify } from "../notifications/notify.ts";
import { statusChangeTitle } from "./application-messages.ts";
import { endMatch } from "./matches-write.ts";
import { endOffer } from "./offer-writes.ts";

/**
 * The company rejects every open application of one of its jobs with one reason, each with its history
 * event and its student's notification, and with `closeJob` closes the (published) job in the same
 * transaction, so a job is never closed with applicants left waiting. The job row is locked first: no
 * application arrives meanwhile (applying share-locks it), and the open ones are locked before they move.
 */
export async function rejectOpenApplications(options: {
  db: Db;
  companyId: string;
  input: ApplicationsRejectOpen;
}): Promise<ApplicationsRejectOpenResult> {
  const { db, companyId, input } = options;
  return db.transaction(async (tx) => {
    const job = await loadOwnJob({ db: tx, companyId, jobId: input.jobId, forUpdate: true });
    const open = await tx
      .select({ id: applications.id, status: applications.status, studentId: applications.studentId })
      .from(applications)
      .where(and(eq(applications.jobId, job.id), inArray(applications.status, [...OPEN_APPLICATION_STATUSES])))
      .for("update");
    const reasonText = input.reasonText ?? null;
    if (open.length > 0) {
      const now = new Date();
      await tx
        .update(applications)
        .set({ status: "rejected", reasonCode: input.reasonCode, reasonText, updatedAt: now, companyActedAt: now })
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
          toStatus: "rejected" as const,
          actorId: companyId,
          actorRole: "company" as const,
          reasonCode: input.reasonCode,
          reasonText,
        })),
      );
      for (const row of open) {
        await notify(tx, {
          recipientId: row.studentId,
          kind: "application.status",
          title: statusChangeTitle(job.title, "rejected", input.reasonCode),
          ...(reasonText ? { body: reasonText } : {}),
          link: { type: "application", id: row.id },
        });
        await endMatch(tx, { jobId: job.id, studentId: row.studentId });
        await endOffer(tx, row.id, { status: "withdrawn" });
      }
    }
    let status = job.status;
    if (input.closeJob && job.status === "published") {
      status = (await closeJob({ db: tx, companyId, jobId: job.id })).status;
    }
    return { rejected: open.length, job: { id: job.id, status } };
  });
}
