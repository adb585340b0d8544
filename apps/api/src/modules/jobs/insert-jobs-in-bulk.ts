import type { JobFields, JobStatus } from "@stint/shared/jobs";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { jobs } from "../../db/schema/index.ts";
import { jobDerivedColumns } from "./job-derived-columns.ts";

/** A job ready to store as it is: fields, state and dates decided by the caller (demo data, benchmarks). */
export type BulkJob = {
  /** Chosen by the caller when it refers to the job before it is stored (the demo history); else random. */
  id?: string;
  companyId: string;
  /** The company's current name, copied onto the job for search like the create service does. */
  companyName: string;
  status: JobStatus;
  createdAt: Date;
  publishedAt: Date | null;
  /** The last change (a closed job: when it closed); by default when it was published, or else created. */
  updatedAt?: Date;
  fields: JobFields;
};

// About 30 parameters a row: 500 rows stay far below PostgreSQL's 65,535 parameters per statement, and
// one statement per 500 rows keeps the round trips few.
const BATCH_SIZE = 500;

/**
 * Inserts many jobs with multi-row INSERTs, in one transaction, computing the derived search columns with
 * the same function as the create service. Fields are trusted (validate before, as generateJobs' tests
 * do). Returns the number of rows written.
 *
 * Rows go in oldest first, as real postings arrive, so that the newest jobs (what search reads first) sit
 * together on disk. Afterwards the table is vacuumed and analysed: the planner needs statistics to choose
 * between walking the date index and the text index, and PGlite runs no autovacuum to gather them.
 */
export async function insertJobsInBulk(options: { db: Db; jobs: readonly BulkJob[] }): Promise<number> {
  const { db } = options;
  const time = (job: BulkJob) => (job.publishedAt ?? job.createdAt).getTime();
  const ordered = [...options.jobs].sort((a, b) => time(a) - time(b));
  // The GIN indexes normally take every insert at once (see the schema); for a bulk load they collect
  // entries in a pending list and merge them in large steps, about three times faster, then go back.
  await setGinFastUpdate(db, true);
  try {
    await insertInBatches(db, ordered);
  } finally {
    await setGinFastUpdate(db, false);
  }
  // Vacuum also merges what the pending lists still hold into the indexes.
  await db.execute(sql`vacuum analyze jobs`);
  // The public search's narrow rows, which the triggers on jobs filled (migration 0025).
  await db.execute(sql`vacuum analyze job_search_rows`);
  return ordered.length;
}

const GIN_INDEXES = [
  "jobs_search_vector_idx",
  "jobs_title_trgm_idx",
  "jobs_company_name_trgm_idx",
  "jobs_skill_ids_idx",
  "job_search_rows_search_vector_idx",
];

async function setGinFastUpdate(db: Db, on: boolean) {
  for (const name of GIN_INDEXES)
    await db.execute(sql.raw(`alter index "${name}" set (fastupdate = ${on ? "on" : "off"})`));
}

async function insertInBatches(db: Db, ordered: readonly BulkJob[]) {
  await db.transaction(async (tx) => {
    for (let start = 0; start < ordered.length; start += BATCH_SIZE) {
      const batch = ordered.slice(start, start + BATCH_SIZE);
      await tx.insert(jobs).values(
        batch.map((job) => ({
          ...job.fields,
          ...jobDerivedColumns(job.fields, job.companyName),
          ...(job.id ? { id: job.id } : {}),
          companyId: job.companyId,
          status: job.status,
          createdAt: job.createdAt,
          updatedAt: job.updatedAt ?? job.publishedAt ?? job.createdAt,
          publishedAt: job.publishedAt,
        })),
      );
    }
  });
}
