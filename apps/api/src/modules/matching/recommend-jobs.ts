import { createScorer, listReasons } from "@stint/matching";
import type { MatchingJobsQuery } from "@stint/shared/matching";
import type { SQL } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { jobs } from "../../db/schema/index.ts";
import { decodeOffsetCursor } from "../../lib/http/cursor.ts";
import { studentJobMarks } from "../applications/student-job-marks.ts";
import { savedJobIds } from "../saved-jobs/saved-job-ids.ts";
import { publishedJobConditions } from "../jobs/search/search-jobs.ts";
import { loadOwnMatchCv } from "./cv-for-matching.ts";
import type { MatchingIndex } from "./index/matching-index.ts";
import { scoredJobPool, scoredJobPoolFromDatabase, withCards } from "./job-pool.ts";
import type { RankedJobsPage } from "./matched-jobs-json.ts";
import { rankedPage } from "./rank-scored.ts";

/**
 * Published jobs ranked for one of the student's CVs (the primary by default): the matching index walks the
 * jobs sharing most skills with the CV, keeps the first JOB_POOL the engine does not exclude, the engine
 * scores them, and the list is the best of those, with the cards the index keeps. A process without the index
 * (decision 034) takes the pool from the database (scoredJobPoolFromDatabase) and reads the page's cards by id.
 *
 * Recommendations are what to look at next: a job the student applied to (whatever became of it) has its
 * place in the Applied tab and is left out here; an open invitation stays, marked, as it waits for an answer.
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
  const marks = await studentJobMarks({ db, studentId });
  const applied = new Set([...marks].flatMap(([jobId, mark]) => (mark === "invited" ? [] : [jobId])));

  const scored = (await index.current())
    ? scoredJobPool({ index, scorer, cv, among: await jobIdsSearchedFor(db, query), without: applied })
    : await scoredJobPoolFromDatabase({ db, scorer, cv, where: searchCondition(query), without: applied });
  const { page, ...rest } = rankedPage({
    scored,
    minScore: query.minScore,
    offset,
    limit: query.limit,
  });

  const [carded, saved] = await Promise.all([
    withCards(db, page),
    savedJobIds({ db, studentId, jobIds: page.map(({ item }) => item.id) }),
  ]);
  return {
    cvId: cv.id,
    ...rest,
    near: query.near,
    items: carded.map(({ item, match }) => {
      const reasons = listReasons(scorer.explain(item.prepared));
      const { score, jobFit, studentFit } = match;
      const mark = marks.get(item.id) ?? null;
      return { entry: item, match: { score, jobFit, studentFit, ...reasons }, mark, saved: saved.has(item.id) };
    }),
  };
}

/** The job search's own filters (text, type, work mode, place) as a condition; null when none is given. */
function searchCondition(query: MatchingJobsQuery): SQL | null {
  const filtered = query.q?.trim() || query.type || query.workMode || query.near;
  return filtered ? publishedJobConditions(query) : null;
}

/** The same filters as ids, for the matching index. */
async function jobIdsSearchedFor(db: Db, query: MatchingJobsQuery): Promise<Set<string> | null> {
  const where = searchCondition(query);
  if (where === null) return null;
  const rows = await db.select({ id: jobs.id }).from(jobs).where(where);
  return new Set(rows.map((row) => row.id));
}
