import { SEARCH_TOTAL_CAP } from "@stint/shared/jobs";
import type { SQL } from "drizzle-orm";
import { type RecencySource, type RecencyStep, RecencySteps, untilEnough } from "../../../db/recency-stretches.ts";
import { jobSearchRows } from "../../../db/schema/index.ts";
import type { Total } from "./capped-count.ts";
import { publishedInBuckets } from "./recency-buckets.ts";

export { type RecencyStep, RecencySteps } from "../../../db/recency-stretches.ts";

/**
 * Newest first and by relevance (the newest RANK_WINDOW matches, ranked), a public search needs only the
 * newest SEARCH_TOTAL_CAP + 1 of its matches: the page lies among them and the total stops there. Those are
 * found in the newest stretch of jobs that holds that many matches, so the search is asked over growing
 * stretches, newest first, until one does (the answer is then the same as over all jobs: a stretch is always a
 * prefix of the newest-first order), and over all jobs when none does. A word found in 3% of a million jobs
 * then reads ~2,000 matches instead of 30,000, and the planner cannot walk far for a combination it misjudged:
 * every reading is bounded by its stretch. The boundaries the public search uses: a few dates per database.
 */
/**
 * Doubling stretches from 4k rows on tables of 256k or more: a stretch asks the text index for its time buckets
 * only (recency-buckets.ts), so a finer step that holds fewer extra matches costs less than it saves, and a word
 * too rare for the newest 256k reads half the jobs, not all of them.
 */
export const recencySteps = new RecencySteps(publishedJobs(), {
  first: 4_000,
  factor: 2,
  largest: 2_048_000,
  atLeast: 256_000,
});

/** The published jobs by publication time (the search rows). */
export function publishedJobs(): RecencySource {
  return { table: jobSearchRows, at: jobSearchRows.publishedAt, id: jobSearchRows.id };
}

/**
 * The condition that keeps a search to a stretch (from the start of its first hour): time buckets the words'
 * index answers in the same scan as the words (recency-buckets.ts), not a range of the published-time index,
 * whose bitmap would be ANDed with every match of the words in all jobs.
 */
export const publishedSince = (step: RecencyStep): SQL => publishedInBuckets(step.since);

/**
 * Runs `ask` over the stretches until an answer counts past SEARCH_TOTAL_CAP (its matches hold the page), else
 * over everything (`ask(null)`).
 */
export function inRecencySteps<T extends Total>(
  steps: readonly RecencyStep[],
  ask: (step: RecencyStep | null) => Promise<T>,
): Promise<T> {
  return untilEnough(steps, SEARCH_TOTAL_CAP + 1, ask, (answer) => ({
    found: answer.total,
    enough: answer.totalCapped,
  }));
}
