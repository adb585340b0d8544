import type { JobFields, JobStatus } from "@stint/shared/jobs";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { jobs } from "../../db/schema/index.ts";
import { copyRows, inCopyTransaction, postgresPool } from "../../db/copy-rows.ts";
import { deferIndexes } from "../../db/deferred-indexes.ts";
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
 *
 * On PostgreSQL `jobs` may be any iterable (a generator: a million jobs need not be held at once): they are
 * COPYed in chunks into a temporary table and moved into `jobs` in date order by one statement; into an
 * empty table, the secondary indexes are dropped first and built once at the end.
 */
export async function insertJobsInBulk(options: { db: Db; jobs: Iterable<BulkJob> }): Promise<number> {
  const { db } = options;
  const pool = postgresPool(db);
  if (pool) {
    // Into an empty table the secondary indexes are built once afterwards, several times faster.
    const { rows } = await pool.query<{ empty: boolean }>(`select not exists (select 1 from jobs) as empty`);
    // The public search's narrow rows (migration 0025) and the matching postings (0028) are filled by the
    // triggers on jobs: theirs too.
    const restoreIndexes = rows[0]?.empty
      ? await deferIndexes(pool, ["jobs", "job_search_rows", "job_match_postings"])
      : null;
    const written = await copyInDateOrder(pool, options.jobs);
    await restoreIndexes?.();
    await db.execute(sql`vacuum analyze jobs`);
    await db.execute(sql`vacuum analyze job_search_rows`);
    // Index-only scans of the postings need their pages marked all-visible.
    await db.execute(sql`vacuum analyze job_match_postings`);
    return written;
  }
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
  "job_search_rows_words_recency_idx",
];

async function setGinFastUpdate(db: Db, on: boolean) {
  for (const name of GIN_INDEXES)
    await db.execute(sql.raw(`alter index "${name}" set (fastupdate = ${on ? "on" : "off"})`));
}

/** Jobs COPYed a chunk at a time (the text of a chunk is a few tens of MB). */
const COPY_CHUNK = 20_000;

function jobRow(job: BulkJob) {
  return {
    ...job.fields,
    ...jobDerivedColumns(job.fields, job.companyName),
    // A bulk job names its company as text (the derived columns also take a subquery, which COPY cannot).
    companyName: job.companyName,
    id: job.id ?? crypto.randomUUID(),
    companyId: job.companyId,
    status: job.status,
    createdAt: job.createdAt,
    updatedAt: job.updatedAt ?? job.publishedAt ?? job.createdAt,
    publishedAt: job.publishedAt,
  };
}

async function copyInDateOrder(pool: NonNullable<ReturnType<typeof postgresPool>>, all: Iterable<BulkJob>) {
  return inCopyTransaction(pool, async (client) => {
    // The staging table has the same stored columns, without the generated ones, indexes or triggers; the
    // final INSERT computes the generated columns and fires the triggers once.
    await client.query(`create temporary table jobs_staging (like jobs including defaults) on commit drop`);
    const { rows: generated } = await client.query<{ name: string }>(
      `select attname as name from pg_attribute
        where attrelid = 'jobs'::regclass and attnum > 0 and not attisdropped and attgenerated <> ''`,
    );
    for (const { name } of generated) await client.query(`alter table jobs_staging drop column "${name}"`);
    let written = 0;
    let chunk: ReturnType<typeof jobRow>[] = [];
    for (const job of all) {
      chunk.push(jobRow(job));
      if (chunk.length === COPY_CHUNK) {
        await copyRows({ client, table: jobs, into: "jobs_staging", rows: chunk });
        written += chunk.length;
        chunk = [];
      }
    }
    await copyRows({ client, table: jobs, into: "jobs_staging", rows: chunk });
    written += chunk.length;
    const { rows: stored } = await client.query<{ name: string }>(
      `select string_agg(format('%I', attname), ', ' order by attnum) as name from pg_attribute
        where attrelid = 'jobs_staging'::regclass and attnum > 0 and not attisdropped`,
    );
    const columns = stored[0]!.name;
    await client.query(
      `insert into jobs (${columns}) select ${columns} from jobs_staging order by coalesce(published_at, created_at)`,
    );
    return written;
  });
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
