import {
  findPublishProblems,
  type Job,
  type JobFields,
  type JobPatch,
  jobConsistencyProblems,
} from "@stint/shared/jobs";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { jobs } from "../../db/schema/index.ts";
import { badRequest } from "../../lib/errors.ts";
import { jobDerivedColumns } from "./job-derived-columns.ts";
import { jobDto, jobFieldsOf } from "./job-dto.ts";
import { loadJob, loadOwnJob } from "./load-job.ts";

/**
 * Applies the changed fields of a job the company owns. The rules that span fields are checked on the job
 * as it would be afterwards, and a published job must stay publishable: a change that would unpublish it by
 * the back door is refused (close it first). The row is locked so that a concurrent publish cannot slip
 * between the check and the write.
 */
export async function updateJob(options: { db: Db; companyId: string; jobId: string; patch: JobPatch }): Promise<Job> {
  const { companyId, jobId, patch } = options;
  await options.db.transaction(async (tx) => {
    const current = await loadOwnJob({ db: tx, companyId, jobId, forUpdate: true });
    if (Object.keys(patch).length === 0) return;
    const next: JobFields = { ...jobFieldsOf(current), ...patch };

    const problems = jobConsistencyProblems(next);
    if (Object.keys(problems).length > 0) throw badRequest("Some fields need your attention.", problems);
    if (current.status === "published") {
      const missing = findPublishProblems(next);
      // A deadline that passed on its own is no reason to refuse an unrelated edit.
      if (patch.deadline === undefined) delete missing.deadline;
      if (Object.keys(missing).length > 0) {
        throw badRequest("A published job must stay complete: fix these fields or close the job first.", missing);
      }
    }
    await tx
      .update(jobs)
      .set({ ...next, ...jobDerivedColumns(next, current.companyName), updatedAt: new Date() })
      .where(eq(jobs.id, jobId));
  });
  const row = await loadJob({ db: options.db, jobId });
  return jobDto(row!);
}
