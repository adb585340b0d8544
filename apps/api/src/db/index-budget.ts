import { and, count, eq, type Subquery } from "drizzle-orm";
import type { Db } from "./client.ts";
import { cvs, jobs, students } from "./schema/index.ts";

const MB = 1024 * 1024;

/**
 * What the in-memory indexes take on the V8 heap per row, measured with apps/api/scripts/measure-index-memory.ts
 * (heap after full collections, with 10,000 and 20,000 jobs and students of seed-bench-matching.ts on PGlite,
 * the difference divided by 10,000; what does not grow with the rows cancels out). Per job: 2,525 bytes in
 * the job search index and 2,355 in the matching index's entry (4,880); per student open to offers: 4,961
 * bytes for the matching index's entry of the primary CV. So 100,000 of each take about 0.98 GB. Rounded up
 * by a tenth: an estimate that errs makes the budget stricter, never looser.
 */
export const BYTES_PER_JOB = 5_400;
export const BYTES_PER_STUDENT = 5_500;

/** The rows the indexes hold: published jobs, and students open to offers with a primary CV. */
export type IndexRows = { jobs: number; students: number };

/** What indexes of these rows would take on the heap, in bytes. */
export function estimateIndexBytes(rows: IndexRows): number {
  return rows.jobs * BYTES_PER_JOB + rows.students * BYTES_PER_STUDENT;
}

/**
 * The share of the heap limit (API_HEAP_MB) the indexes may take unless INDEX_MEMORY_MB says otherwise. The
 * other half is for requests, and for a job search index rebuilt beside the one it replaces (a full reload).
 */
export const INDEX_SHARE_OF_HEAP = 0.5;

/** INDEX_MEMORY_MB when set, else its default: a share of the heap limit. In bytes. */
export function indexBudgetBytes(options: { indexMemoryMb: number | null; apiHeapMb: number }): number {
  return (options.indexMemoryMb ?? Math.floor(options.apiHeapMb * INDEX_SHARE_OF_HEAP)) * MB;
}

/**
 * Counts the rows the indexes would hold, but no further than the budget can take: exact when they fit, a
 * lower bound once they do not (`fits` false). Bounded so that a million rows cost no more to count than
 * the budget's worth (an index-only scan of a few thousand rows), however large the tables grow.
 */
export async function countIndexRows(db: Db, budgetBytes: number): Promise<{ rows: IndexRows; fits: boolean }> {
  const jobLimit = Math.floor(budgetBytes / BYTES_PER_JOB) + 1;
  const jobRows = await boundedCount(
    db,
    db.select({ one: jobs.id }).from(jobs).where(eq(jobs.status, "published")).limit(jobLimit),
  );
  if (jobRows >= jobLimit) return { rows: { jobs: jobRows, students: 0 }, fits: false };
  const studentLimit = Math.floor((budgetBytes - jobRows * BYTES_PER_JOB) / BYTES_PER_STUDENT) + 1;
  const studentRows = await boundedCount(
    db,
    db
      .select({ one: cvs.id })
      .from(cvs)
      .innerJoin(students, eq(students.id, cvs.studentId))
      .where(and(eq(students.openToOffers, true), eq(cvs.isPrimary, true)))
      .limit(studentLimit),
  );
  const rows = { jobs: jobRows, students: studentRows };
  return { rows, fits: estimateIndexBytes(rows) <= budgetBytes };
}

/** The rows of a limited query, counted by the database. */
async function boundedCount(db: Db, limited: { as: (alias: string) => Subquery }): Promise<number> {
  const [row] = await db.select({ n: count() }).from(limited.as("bounded"));
  return row?.n ?? 0;
}
