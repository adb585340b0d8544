import { type PreparedJob, prepareJob } from "@stint/matching";
import { eq } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { jobMatchEntries, jobs } from "../../../db/schema/index.ts";
import { isOneOf } from "../../../db/sql-helpers.ts";
import { cachePerDb, rowVersion } from "./versioned-cache.ts";

/** A job of a pool read from the database: what the engine scores, not yet its card (only a page needs one). */
export type PoolJob = { readonly id: string; readonly prepared: PreparedJob };

/**
 * How many prepared jobs a process keeps (per database handle: the primary's and a replica's), the least
 * recently used dropped first. A kept job took 1,961 bytes of heap (8,000 from the 100k bench data, after full
 * collections): the bound is some 40 MB a handle, whatever the number of jobs (decision 034).
 */
export const PREPARED_JOBS_KEPT = 20_000;

const preparedJobs = cachePerDb<PoolJob>(PREPARED_JOBS_KEPT);

/** The columns the engine reads of a job (MatchJob): a pool of 400 reads no description and no company. */
const engineColumns = {
  id: jobs.id,
  title: jobs.title,
  type: jobs.type,
  workMode: jobs.workMode,
  location: jobs.location,
  requiredSkills: jobs.requiredSkills,
  niceToHaveSkills: jobs.niceToHaveSkills,
  languages: jobs.languages,
  minDegree: jobs.minDegree,
  fieldsOfStudy: jobs.fieldsOfStudy,
  startDate: jobs.startDate,
  durationMonths: jobs.durationMonths,
};

/**
 * The published jobs among `ids`, prepared for the engine, by id: the versions of their entries are read (only
 * published jobs have one), those this process has prepared at that version are taken as kept, and the others
 * read and prepared.
 */
export async function poolJobsByIds(db: Db, ids: readonly string[]): Promise<Map<string, PoolJob>> {
  const wanted = await db
    .select({ key: jobMatchEntries.jobId, version: rowVersion(jobMatchEntries) })
    .from(jobMatchEntries)
    .where(isOneOf(jobMatchEntries.jobId, ids));
  return preparedJobs(db).getOrRead(wanted, async (ids) => {
    const rows = await db
      .select({ ...engineColumns, version: rowVersion(jobMatchEntries) })
      .from(jobs)
      .innerJoin(jobMatchEntries, eq(jobMatchEntries.jobId, jobs.id))
      .where(isOneOf(jobs.id, ids));
    return rows.map(({ version, ...row }) => ({
      key: row.id,
      version,
      value: { id: row.id, prepared: prepareJob(row) },
    }));
  });
}

/** This process's prepared jobs of `db` (tests). */
export const preparedJobsOf = preparedJobs;
