import type { Job } from "@stint/shared/jobs";
import type { Db } from "../../db/client.ts";
import type { Viewer } from "../../lib/http/viewer.ts";
import { jobDto } from "./job-dto.ts";
import type { JobReads } from "./job-reads.ts";
import { jobNotFound, loadJob } from "./load-job.ts";
import { isWithheld } from "./withhold-company-jobs.ts";

/**
 * A job as a signed-in user may see it: published and closed jobs for everyone (a closed job's link keeps
 * working and says it is closed), a draft or a job withheld by a suspension for its own company only. A company's id is its user's id, so
 * ownership needs no account lookup.
 */
export async function getJob(options: { db: Db; reads: JobReads; viewer: Viewer; jobId: string }): Promise<Job> {
  const { db, jobId } = options;
  const row = await options.reads.rows.get(jobId, async () => {
    // A missing job fails the load, so it is not remembered: made-up ids cannot crowd out real ones.
    const found = await loadJob({ db, jobId });
    if (!found) throw jobNotFound();
    return found;
  });
  if (row.status === "draft" && row.companyId !== options.viewer.accountId) throw jobNotFound();
  // A job closed by its company's suspension (issue 37) is gone for everyone else until the company is back.
  if (row.status === "closed" && row.companyId !== options.viewer.accountId && (await isWithheld(db, jobId))) {
    throw jobNotFound();
  }
  return jobDto(row);
}
