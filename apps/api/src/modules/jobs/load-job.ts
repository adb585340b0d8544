import type { Job } from "@stint/shared/jobs";
import { desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { companies, jobs } from "../../db/schema/index.ts";
import { notFound } from "../../lib/errors.ts";
import { isUuid } from "../../lib/http/id-param.ts";
import { jobColumns, jobDto, type JobRow } from "./job-dto.ts";
import { preparedPerDb } from "../../db/prepared-per-db.ts";

export const jobNotFound = () => notFound("This job");

const jobWithCompany = (db: Db) =>
  db.select(jobColumns).from(jobs).innerJoin(companies, eq(companies.id, jobs.companyId));

// The job detail page's query: the most frequent one after search.
const jobById = preparedPerDb((db) =>
  jobWithCompany(db)
    .where(eq(jobs.id, sql.placeholder("jobId")))
    .prepare("load_job"),
);

/** A job with its company, or null. `forUpdate` locks the row for the rest of the transaction. */
export async function loadJob(options: { db: Db; jobId: string; forUpdate?: boolean }): Promise<JobRow | null> {
  const { db, jobId } = options;
  if (!isUuid(jobId)) return null;
  const [row] = options.forUpdate
    ? await jobWithCompany(db).where(eq(jobs.id, jobId)).for("update", { of: jobs })
    : await jobById(db).execute({ jobId });
  return row ?? null;
}

/**
 * The job when it belongs to `companyId`. Another company's job answers 404 like a missing one: whether a
 * job id exists is none of its business.
 */
export async function loadOwnJob(options: {
  db: Db;
  companyId: string;
  jobId: string;
  forUpdate?: boolean;
}): Promise<JobRow> {
  const row = await loadJob(options);
  if (!row || row.companyId !== options.companyId) throw jobNotFound();
  return row;
}

/** A filter by one of the company's jobs: another company's job, or none, is the same 404 as `loadOwnJob`. */
export async function checkOwnJob(options: { db: Db; companyId: string; jobId: string }): Promise<void> {
  await loadOwnJob(options);
}

/** The account export: every job of the company, whatever its state, newest first. One query. */
export async function exportJobs(options: { db: Db; companyId: string }): Promise<Job[]> {
  const rows = await jobWithCompany(options.db)
    .where(eq(jobs.companyId, options.companyId))
    .orderBy(desc(jobs.createdAt), desc(jobs.id));
  return rows.map(jobDto);
}
