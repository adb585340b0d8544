import { and, eq, isNotNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { jobs } from "../../db/schema/index.ts";

/**
 * While an operator suspends a company (issue 37) its published jobs are closed and marked: every read that shows
 * jobs to students (the search's rows and index, matching's entries and postings, the caches) follows a job's
 * status through the triggers on "jobs", so nothing else needs to know of suspensions. Not `closeJob`: its open
 * applications stay open for when the company is back, and its invitations are not ended.
 */
export async function withholdCompanyJobs(db: Db, options: { companyId: string; now: Date }): Promise<number> {
  const withheld = await db
    .update(jobs)
    .set({ status: "closed", withheldAt: options.now })
    .where(and(eq(jobs.companyId, options.companyId), eq(jobs.status, "published")))
    .returning({ id: jobs.id });
  return withheld.length;
}

/**
 * Publishes again exactly the jobs the suspension closed, keeping their first publication date: they come back
 * where they were, and job alerts do not announce them as new.
 */
export async function restoreCompanyJobs(db: Db, options: { companyId: string }): Promise<number> {
  const restored = await db
    .update(jobs)
    .set({ status: "published", withheldAt: null })
    .where(and(eq(jobs.companyId, options.companyId), isNotNull(jobs.withheldAt)))
    .returning({ id: jobs.id });
  return restored.length;
}

/** Whether the job is closed because its company is suspended. */
export async function isWithheld(db: Db, jobId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.id, jobId), isNotNull(jobs.withheldAt)));
  return row !== undefined;
}
