import type { ApplicationsRejectOpen, ApplicationsRejectOpenResult } from "@stint/shared/applications";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { applications } from "../../db/schema/index.ts";
import { closeJob } from "../jobs/close-job.ts";
import { jobDealings } from "./job-dealings.ts";
import { loadOwnJob } from "../jobs/load-job.ts";
import { statusChangeTitle } from "./application-messages.ts";
import { endOpenApplications } from "./end-open-applications.ts";

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
    const reasonText = input.reasonText ?? null;
    const rejected = await endOpenApplications(tx, {
      where: eq(applications.jobId, job.id),
      to: "rejected",
      actor: { id: companyId, role: "company" },
      reasonCode: input.reasonCode,
      reasonText,
      notice: (row) => ({
        recipientId: row.studentId,
        kind: "application.status",
        title: statusChangeTitle(job.title, "rejected", input.reasonCode),
        ...(reasonText ? { body: reasonText } : {}),
      }),
    });
    let status = job.status;
    if (input.closeJob && job.status === "published") {
      status = (await closeJob({ db: tx, companyId, jobId: job.id, dealings: jobDealings })).status;
    }
    return { rejected: rejected.length, job: { id: job.id, status } };
  });
}
