import { findPublishProblems, type Job, type JobStatus } from "@stint/shared/jobs";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { jobs } from "../../db/schema/index.ts";
import { badRequest, conflict } from "../../lib/errors.ts";
import { emitEvent } from "../../lib/outbox/outbox-events.ts";
import { jobDto, jobFieldsOf, type JobRow } from "./job-dto.ts";
import { loadJob, loadOwnJob } from "./load-job.ts";

export type JobTransition = {
  from: JobStatus;
  to: JobStatus;
  /** Why the transition is impossible from each other state (409). */
  refusals: Partial<Record<JobStatus, string>>;
  /** Whether the job must be complete to end in `to`. */
  needsPublishable: boolean;
  /** Another check, in the transaction with the job row locked; throws to refuse. */
  check?: (tx: Db, job: JobRow) => Promise<void>;
  /** What the change ends, in its transaction once the state is written. */
  after?: (tx: Db, job: JobRow) => Promise<void>;
};

/**
 * Moves a job of the company from one state to another. The row is locked while the state is checked and
 * written, so two clicks on "Publish" publish once and the second gets the 409.
 */
export async function changeJobStatus(options: {
  db: Db;
  companyId: string;
  jobId: string;
  transition: JobTransition;
}): Promise<Job> {
  const { companyId, jobId, transition } = options;
  await options.db.transaction(async (tx) => {
    const current = await loadOwnJob({ db: tx, companyId, jobId, forUpdate: true });
    if (current.status !== transition.from)
      throw conflict(transition.refusals[current.status] ?? "This job cannot change to that state now.");
    await transition.check?.(tx, current);
    if (transition.needsPublishable) {
      const problems = findPublishProblems(jobFieldsOf(current));
      if (Object.keys(problems).length > 0) {
        throw badRequest("This job cannot be published yet: some fields need your attention.", problems);
      }
    }
    const now = new Date();
    await tx
      .update(jobs)
      .set({
        status: transition.to,
        updatedAt: now,
        // The first publication date stays when a closed job is reopened: "newest" means newly posted.
        ...(transition.to === "published" && !current.publishedAt ? { publishedAt: now } : {}),
      })
      .where(eq(jobs.id, jobId));
    await transition.after?.(tx, current);
    // Saved searches (job alerts) hear of it; a reopened job too, which an alert told of before is not told again.
    if (transition.to === "published") await emitEvent({ db: tx, kind: "job.published", payload: { jobId } });
  });
  const row = await loadJob({ db: options.db, jobId });
  return jobDto(row!);
}
