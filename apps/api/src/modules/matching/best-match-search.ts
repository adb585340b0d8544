import { createScorer } from "@stint/matching";
import type { JobSearchQuery } from "@stint/shared/job-search";
import type { JobSearchResult } from "@stint/shared/jobs";
import type { Db } from "../../db/client.ts";
import { badRequest } from "../../lib/errors.ts";
import { withDistanceFrom } from "../jobs/job-dto.ts";
import type { JobReads } from "../jobs/job-reads.ts";
import { publicSearchIds } from "../jobs/search/search-jobs.ts";
import { publicSearchCondition } from "../jobs/search/search-jobs.ts";
import { findPrimaryMatchCv } from "./cv-for-matching.ts";
import type { MatchingIndex } from "./index/matching-index.ts";
import { scoredJobPool, scoredJobPoolFromDatabase, withCards } from "./job-pool.ts";
import { jobsForYou } from "./jobs-for-you.ts";
import { rankedPage } from "./rank-scored.ts";

/**
 * The job search sorted by best match (`sort=match`): the jobs the search finds, ranked for the student's
 * primary CV as recommendations are (decision 009). Like every ranked list it leaves out the jobs the CV's
 * hard filters exclude (PRODUCT §5: wrong type, no availability overlap, too far, none of the required
 * skills) and lists at most MATCHING_LIST_CAP; the total counts what is ranked. Typo correction is the
 * relevance search's: here the words are searched as typed.
 */
export async function bestMatchSearch(options: {
  db: Db;
  reads: JobReads;
  index: MatchingIndex;
  studentId: string;
  query: JobSearchQuery;
  today: string;
}): Promise<JobSearchResult> {
  const { db, index, studentId, query } = options;
  const cv = await findPrimaryMatchCv({ db, studentId });
  if (!cv) {
    throw badRequest("Best match ranks jobs for your primary CV: create a CV first.", {
      sort: "Create a CV to sort by best match.",
    });
  }
  const scorer = createScorer(cv, { today: options.today, student: cv.profile });
  const scored = (await index.current())
    ? scoredJobPool({ index, scorer, cv, among: await publicSearchIds({ db, reads: options.reads, query }) })
    : await scoredJobPoolFromDatabase({ db, scorer, cv, where: publicSearchCondition(query) });
  const { page, total, totalCapped } = rankedPage({
    scored,
    minScore: 0,
    offset: (query.page - 1) * query.pageSize,
    limit: query.pageSize,
  });
  const items = (await withCards(db, page)).map(({ item }) => withDistanceFrom(item.card, query.near));
  const scores = new Map(page.map(({ id, match }) => [id, match.score]));
  const forYou = await jobsForYou({ db, index, studentId, items, today: options.today, cv, scores });
  return { items, total, totalCapped, correctedQuery: null, page: query.page, pageSize: query.pageSize, forYou };
}
