import type { SavedJobMark } from "@stint/shared/saved-jobs";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { savedJobs } from "../../db/schema/index.ts";
import { isUuid } from "../../lib/http/id-param.ts";
import { jobNotFound, loadJob } from "../jobs/load-job.ts";

/**
 * Saves a job the student may see (published or closed; a draft is 404 like a missing job). Saving it again
 * changes nothing and answers the first save's time, so a double click or a retry is harmless.
 */
export async function saveJob(options: { db: Db; studentId: string; jobId: string }): Promise<SavedJobMark> {
  const { db, studentId, jobId } = options;
  const job = await loadJob({ db, jobId });
  if (!job || job.status === "draft") throw jobNotFound();
  // A no-op update on conflict returns the kept row in the same statement, also under two concurrent saves.
  const [row] = await db
    .insert(savedJobs)
    .values({ studentId, jobId })
    .onConflictDoUpdate({ target: [savedJobs.studentId, savedJobs.jobId], set: { studentId } })
    .returning({ savedAt: savedJobs.savedAt });
  return { jobId, savedAt: row!.savedAt.toISOString() };
}

/** Unsaves a job; one that is not saved (or does not exist) is already unsaved. */
export async function unsaveJob(options: { db: Db; studentId: string; jobId: string }): Promise<void> {
  const { db, studentId, jobId } = options;
  if (!isUuid(jobId)) return;
  await db.delete(savedJobs).where(and(eq(savedJobs.studentId, studentId), eq(savedJobs.jobId, jobId)));
}
