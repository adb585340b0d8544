import { createScorer, type Scorer } from "@stint/matching";
import type { JobListItem } from "@stint/shared/jobs";
import type { JobsForYou } from "@stint/shared/job-marks";
import type { Db } from "../../db/client.ts";
import { studentJobMarks } from "../applications/student-job-marks.ts";
import { savedJobIds } from "../saved-jobs/saved-job-ids.ts";
import { findPrimaryMatchCv } from "./cv-for-matching.ts";
import type { MatchingIndex } from "./index/matching-index.ts";
import type { MatchCvRow } from "./match-inputs.ts";

/**
 * A page of job cards as one student sees them: their mark on each job, whether they saved it, and its match
 * score for their primary CV. Three queries per page whatever its size (the CV, the marks, the saved ones); each score is the engine's on the
 * job as the matching index prepared it, or on the card itself when the index does not hold that version.
 * `cv` when the caller has read it already.
 */
export async function jobsForYou(options: {
  db: Db;
  index: MatchingIndex;
  studentId: string;
  items: readonly JobListItem[];
  today: string;
  cv?: MatchCvRow | null;
  scores?: ReadonlyMap<string, number>;
}): Promise<JobsForYou> {
  const { db, studentId, items } = options;
  const jobIds = items.map((item) => item.id);
  const [cv, marks, saved] = await Promise.all([
    options.cv === undefined ? findPrimaryMatchCv({ db, studentId }) : options.cv,
    studentJobMarks({ db, studentId, jobIds }),
    savedJobIds({ db, studentId, jobIds }),
  ]);
  let scorer: Scorer | undefined;
  const scored = (item: JobListItem) => {
    if (!cv) return null;
    scorer ??= createScorer(cv, { today: options.today, student: cv.profile });
    return scoreOf(scorer, options.index, item);
  };
  const jobs: JobsForYou["jobs"] = {};
  for (const item of items) {
    const score = options.scores?.get(item.id) ?? scored(item);
    jobs[item.id] = { mark: marks.get(item.id) ?? null, score, saved: saved.has(item.id) };
  }
  return { cvId: cv?.id ?? null, jobs };
}

/** The card's score, or null when the engine excludes the pair (it is never listed with a score). */
function scoreOf(scorer: Scorer, index: MatchingIndex, item: JobListItem): number | null {
  const entry = index.jobs.get(item.id);
  const match = scorer(entry && entry.card.updatedAt === item.updatedAt ? entry.prepared : item);
  return match.excluded === null ? match.score : null;
}
