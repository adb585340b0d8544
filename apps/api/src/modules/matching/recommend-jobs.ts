import { createScorer, cvPlaceAreas, type MatchScore, scorePrepared, topReasons } from "@stint/matching";
import type { MatchingJobsQuery } from "@stint/shared";
import type { Db } from "../../db/client.ts";
import { jobs } from "../../db/schema/index.ts";
import { decodeOffsetCursor } from "../../lib/http/cursor.ts";
import { publishedJobConditions } from "../jobs/search/search-jobs.ts";
import { loadOwnMatchCv } from "./cv-for-matching.ts";
import type { JobEntry } from "./index/job-entries.ts";
import type { MatchingIndex } from "./index/matching-index.ts";
import { jobQueryWeights } from "./index/skill-terms.ts";
import type { RankedJobsPage } from "./matched-jobs-json.ts";
import { rankedPage } from "./rank-scored.ts";

/**
 * How many jobs are scored per request: of those the engine does not exclude, the ones asking most for
 * skills the CV earns credit for. See docs/decisions/009-matching-index.md.
 */
export const JOB_POOL = 400;

/**
 * Published jobs ranked for one of the student's CVs (the primary by default): the matching index walks the
 * jobs sharing most skills with the CV, keeps the first JOB_POOL the engine does not exclude, the engine
 * scores them, and the list is the best of those, with the cards the index keeps.
 */
export async function recommendJobs(options: {
  db: Db;
  index: MatchingIndex;
  studentId: string;
  query: MatchingJobsQuery;
  today: string;
}): Promise<RankedJobsPage> {
  const { db, index, studentId, query } = options;
  const offset = decodeOffsetCursor(query.cursor);
  const cv = await loadOwnMatchCv({ db, studentId, cvId: query.cvId });
  const scorer = createScorer(cv, { today: options.today, student: cv.profile });
  const searched = await jobIdsSearchedFor(db, query);

  await index.current();
  // The index walks few jobs the engine excludes, so each is scored once, as it is walked.
  const scores = new Map<JobEntry, MatchScore>();
  const pool = index.jobs.top({
    ...jobQueryWeights({ desiredTypes: cv.desiredTypes, skillIds: cv.skills.map((ref) => ref.skillId) }),
    includeUnmatched: false,
    within: cvPlaceAreas(scorer.cv),
    accept: (job) => {
      if (searched !== null && !searched.has(job.id)) return false;
      const match = scorePrepared(scorer.cv, job.prepared);
      if (match.excluded !== null) return false;
      scores.set(job, match);
      return true;
    },
    limit: JOB_POOL,
  });
  const { page, ...rest } = rankedPage({
    scored: pool.map((job) => ({ item: job, match: scores.get(job)!, id: job.id })),
    minScore: query.minScore,
    offset,
    limit: query.limit,
  });

  return {
    cvId: cv.id,
    ...rest,
    near: query.near,
    items: page.map(({ item, match }) => {
      const reasons = topReasons(scorer.explain(item.prepared));
      const { score, jobFit, studentFit } = match;
      return { entry: item, match: { score, jobFit, studentFit, reasons } };
    }),
  };
}

/** The job search's own filters (text, type, work mode, place), as ids; null when none is given. */
async function jobIdsSearchedFor(db: Db, query: MatchingJobsQuery): Promise<Set<string> | null> {
  const filtered = query.q?.trim() || query.type || query.workMode || query.near;
  if (!filtered) return null;
  const rows = await db.select({ id: jobs.id }).from(jobs).where(publishedJobConditions(query));
  return new Set(rows.map((row) => row.id));
}
