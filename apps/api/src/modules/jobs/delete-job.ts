import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { jobs } from "../../db/schema/index.ts";
import { loadOwnJob } from "./load-job.ts";

/**
 * Deletes a job of the company, in any state. This is the one place where the rule "a job with applications
 * is closed, not deleted" belongs: when applications exist (a later issue), check here inside the
 * transaction and answer 409 "This job has applications: close it instead." Until then there is nothing to
 * check, and nothing is pretended.
 */
export async function deleteJob(options: { db: Db; companyId: string; jobId: string }): Promise<void> {
  const { companyId, jobId } = options;
  await options.db.transaction(async (tx) => {
    await loadOwnJob({ db: tx, companyId, jobId, forUpdate: true });
    await tx.delete(jobs).where(eq(jobs.id, jobId));
  });
}
