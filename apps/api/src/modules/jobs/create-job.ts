import { findPublishProblems, type Job, type JobCreate, jobCreateSchema } from "@stint/shared/jobs";
import type { Db } from "../../db/client.ts";
import { jobs } from "../../db/schema/index.ts";
import { badRequest } from "../../lib/errors.ts";
import { emitEvent } from "../../lib/outbox/outbox-events.ts";
import { fieldErrors } from "../../lib/http/router.ts";
import { companyNameOf, jobDerivedColumns } from "./job-derived-columns.ts";
import { jobDto } from "./job-dto.ts";
import { loadJob } from "./load-job.ts";

export const NOT_PUBLISHABLE = "This job cannot be published yet: some fields need your attention.";

/**
 * Saves a new job of the company as a draft, or publishes it at once when asked and complete. An incomplete
 * job asked to be published is refused whole (400 listing what is missing), not saved as a draft: the
 * company asked for a published job and should know it did not get one.
 */
export async function createJob(options: { db: Db; companyId: string; input: JobCreate }): Promise<Job> {
  const { db, companyId } = options;
  const parsed = jobCreateSchema.safeParse(options.input);
  if (!parsed.success) throw badRequest("Some fields need your attention.", fieldErrors(parsed.error));
  const { publish, ...fields } = parsed.data;
  if (publish) {
    const problems = findPublishProblems(fields);
    if (Object.keys(problems).length > 0) throw badRequest(NOT_PUBLISHABLE, problems);
  }
  const now = new Date();
  const inserted = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(jobs)
      .values({
        ...fields,
        ...jobDerivedColumns(fields, companyNameOf(companyId)),
        companyId,
        status: publish ? "published" : "draft",
        createdAt: now,
        updatedAt: now,
        publishedAt: publish ? now : null,
      })
      .returning({ id: jobs.id });
    // Published at once: saved searches (job alerts) hear of it as of any publication (change-job-status.ts).
    if (publish) await emitEvent({ db: tx, kind: "job.published", payload: { jobId: row!.id } });
    return row;
  });
  const row = await loadJob({ db, jobId: inserted!.id });
  return jobDto(row!);
}
