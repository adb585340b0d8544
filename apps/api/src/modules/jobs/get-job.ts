import type { Job } from "@stint/shared";
import type { Db } from "../../db/client.ts";
import type { SessionUser } from "../../lib/http/app-env.ts";
import { jobDto } from "./job-dto.ts";
import { jobNotFound, loadJob } from "./load-job.ts";

/**
 * A job as a signed-in user may see it: published and closed jobs for everyone (a closed job's link keeps
 * working and says it is closed), a draft for its own company only. A company's id is its user's id, so
 * ownership needs no account lookup.
 */
export async function getJob(options: { db: Db; user: SessionUser; jobId: string }): Promise<Job> {
  const row = await loadJob({ db: options.db, jobId: options.jobId });
  if (!row || (row.status === "draft" && row.companyId !== options.user.id)) throw jobNotFound();
  return jobDto(row);
}
