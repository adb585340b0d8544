import type { Db } from "../../../db/client.ts";
import { type RecencySource, RecencySteps, untilEnough } from "../../../db/recency-stretches.ts";
import { jobMatchEntries, studentMatchEntries } from "../../../db/schema/index.ts";

/** Published jobs, newest first: a CV's window is read over their stretches. */
export const JOB_ENTRIES: RecencySource = {
  table: jobMatchEntries,
  at: jobMatchEntries.publishedAt,
  id: jobMatchEntries.jobId,
};

/** Students open to offers, most recently changed first: a job's window is read over their stretches. */
export const STUDENT_ENTRIES: RecencySource = {
  table: studentMatchEntries,
  at: studentMatchEntries.updatedAt,
  id: studentMatchEntries.cvId,
};

export const jobStretches = new RecencySteps(JOB_ENTRIES);
export const studentStretches = new RecencySteps(STUDENT_ENTRIES);

/**
 * The newest `limit` rows `read` finds, asked over the stretches of `steps` in turn (null: over all rows at
 * once): the first stretch holding `limit` of them answers as all rows would.
 */
export async function newestWindow<R>(
  db: Db,
  steps: RecencySteps | null,
  limit: number,
  read: (since: Date | null) => Promise<R[]>,
): Promise<R[]> {
  return untilEnough(
    steps ? await steps.steps(db) : [],
    limit,
    (step) => read(step?.since ?? null),
    (rows) => ({ found: rows.length, enough: rows.length >= limit }),
  );
}
