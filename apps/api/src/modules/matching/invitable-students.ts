import { jobPlacePoint, type PreparedJob, pointArea } from "@stint/matching";
import type { CandidatesQuery } from "@stint/shared/matching";
import type { Db } from "../../db/client.ts";
import type { loadOwnJob } from "../jobs/load-job.ts";
import { STUDENT_WINDOW, studentWindow } from "./database/student-window.ts";
import { firstAccepted, orderedByWeight } from "./database/window-order.ts";
import type { MatchingIndex } from "./index/matching-index.ts";
import { cvQueryWeights } from "./index/skill-terms.ts";
import { type StudentEntry } from "./index/student-entries.ts";
import { poolStudentsByCvIds } from "./database/pool-students.ts";
import type { Scored } from "./rank-scored.ts";

/** How many students are scored per request (see recommend-jobs.ts and decision 009). */
export const CANDIDATE_POOL = 400;

/**
 * Students the company may invite, best first: the matching index walks the students whose skills the job
 * asks for most and keeps the first CANDIDATE_POOL who accept invitations, pass the company's filters and
 * whom the engine does not exclude. Without an index in memory (decision 034), the same walk over the newest
 * STUDENT_WINDOW such students read from the database.
 */
export async function invitableStudents(options: {
  db: Db;
  index: MatchingIndex;
  job: Awaited<ReturnType<typeof loadOwnJob>>;
  preparedJob: PreparedJob;
  query: CandidatesQuery;
  today: string;
  passesFilters: (student: StudentEntry) => boolean;
  scoreOf: (student: StudentEntry) => Scored<StudentEntry>;
  /** CANDIDATE_POOL unless a test asks for fewer; the database's window, STUDENT_WINDOW unless a test asks. */
  limit?: number;
  window?: number;
}): Promise<Scored<StudentEntry>[]> {
  const { db, index, job, preparedJob, passesFilters, scoreOf } = options;
  const limit = options.limit ?? CANDIDATE_POOL;
  const point = jobPlacePoint(preparedJob);
  const skills = {
    requiredSkillIds: job.requiredSkills.map((ref) => ref.skillId),
    niceSkillIds: job.niceToHaveSkills.map((ref) => ref.skillId),
  };
  const includeUnmatched = skills.requiredSkillIds.length === 0;
  // Each student walked is scored once, as it is walked: few are excluded.
  const kept: Scored<StudentEntry>[] = [];
  const accept = (student: StudentEntry) => {
    if (!passesFilters(student)) return false;
    const scored = scoreOf(student);
    if (scored.match.excluded !== null) return false;
    kept.push(scored);
    return true;
  };
  if (await index.current()) {
    index.students.top({
      ...cvQueryWeights({ type: job.type, ...skills }),
      includeUnmatched,
      within: point && [pointArea(point)],
      accept,
      limit,
    });
    return kept;
  }
  const rows = await studentWindow(db, {
    job: { type: job.type, ...skills },
    point,
    skills: options.query.skills,
    limit: options.window ?? STUDENT_WINDOW,
  });
  await firstAccepted({
    ordered: orderedByWeight({ rows, includeUnmatched }),
    keyOf: (row) => row.cvId,
    load: (batch) =>
      poolStudentsByCvIds(db, {
        cvIds: batch.map((row) => row.cvId),
        today: options.today,
      }),
    accept,
    limit,
    batch: CANDIDATE_POOL + CANDIDATE_POOL / 4,
  });
  return kept;
}
