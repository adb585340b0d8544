import { type RecencySource, RecencySteps } from "../../../db/recency-stretches.ts";
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
