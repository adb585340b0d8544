import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { jobs } from "../../db/schema/index.ts";
import { conflict } from "../../lib/errors.ts";
import type { JobDealings } from "./job-dealings.ts";
import { loadOwnJob } from "./load-job.ts";

/**
 * Deletes a job of the company, in any state, unless it has applications: such a job is closed, not
 * deleted (PRODUCT §3), so its applicants keep their history. Checked with the job row locked; applying
 * takes a share lock on it, so no application arrives between the check and the delete.
 */
export async function deleteJob(options: {
  db: Db;
  companyId: string;
  jobId: string;
  dealings: JobDealings;
}): Promise<void> {
  const { companyId, jobId, dealings } = options;
  await options.db.transaction(async (tx) => {
    await loadOwnJob({ db: tx, companyId, jobId, forUpdate: true });
    if (await dealings.hasApplications(tx, jobId)) {
      throw conflict("This job has applications, so it cannot be deleted: close it instead.");
    }
    // Its invitations go with it; the open ones' students are told first.
    await dealings.endOpenInvitations(tx, { jobId, reason: "job-deleted" });
    await tx.delete(jobs).where(eq(jobs.id, jobId));
  });
}
