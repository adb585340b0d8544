import {
  explainPrepared,
  jobPlacePoint,
  pointArea,
  type PreparedJob,
  prepareJob,
  scorePrepared,
  topReasons,
} from "@stint/matching";
import { type CandidatesPage, type CandidatesQuery, candidatesQueryProblems } from "@stint/shared/matching";
import type { Db } from "../../db/client.ts";
import { badRequest } from "../../lib/errors.ts";
import { decodeOffsetCursor } from "../../lib/http/cursor.ts";
import { loadOwnJob } from "../jobs/load-job.ts";
import { candidateFilter, cvIdsMatchingText } from "./candidate-filters.ts";
import type { MatchingIndex } from "./index/matching-index.ts";
import { cvQueryWeights } from "./index/skill-terms.ts";
import { loadStudentsByCvIds, preparedCvOf, type StudentEntry } from "./index/student-entries.ts";
import { STUDENT_WINDOW, studentWindow } from "./database/student-window.ts";
import { firstAccepted, orderedByTermSums } from "./database/window-order.ts";
import { loadJobCandidates, relationsOf } from "./job-candidates.ts";
import { rankedPage, type Scored } from "./rank-scored.ts";

/** How many students are scored per request (see recommend-jobs.ts and decision 009). */
export const CANDIDATE_POOL = 400;

/**
 * A job's candidates ranked by match: by default those the company may invite (students open to offers, by
 * their primary CV, from the matching index); or the job's applicants (by the CV they applied with), or
 * everyone related to the job. The engine scores them; the page's applications,
 * invitations and matches are read from the database.
 */
export async function rankCandidates(options: {
  db: Db;
  index: MatchingIndex;
  companyId: string;
  query: CandidatesQuery;
  today: string;
}): Promise<CandidatesPage> {
  const { db, index, query, today } = options;
  const problems = candidatesQueryProblems(query);
  if (Object.keys(problems).length > 0) throw badRequest("Some filters do not fit together.", problems);
  const offset = decodeOffsetCursor(query.cursor);
  const job = await loadOwnJob({ db, companyId: options.companyId, jobId: query.jobId });
  if (query.distanceKm !== undefined && !job.location) {
    throw badRequest("Some filters do not fit together.", {
      distanceKm: "This job has no place to measure distances from.",
    });
  }
  const preparedJob = prepareJob(job);
  const passesFilters = candidateFilter(query, job.location, await cvIdsMatchingText(db, query, job.id));

  const scoreOf = (student: StudentEntry): Scored<StudentEntry> => ({
    item: student,
    id: student.cvId,
    match: scorePrepared(preparedCvOf(student, today), preparedJob),
  });
  const scored =
    query.scope === "invitable"
      ? await invitableStudents({ db, index, job, preparedJob, query, today, passesFilters, scoreOf })
      : (await loadJobCandidates(db, { jobId: job.id, scope: query.scope, today }))
          .filter(
            ({ entry, status, overdue }) =>
              (!query.status || query.status.includes(status)) && (!query.overdue || overdue) && passesFilters(entry),
          )
          .map(({ entry }) => scoreOf(entry));
  const { page, ...rest } = rankedPage({
    scored,
    minScore: query.minScore,
    offset,
    limit: query.limit,
    complete: query.scope !== "invitable",
  });

  const relations = await relationsOf(db, { jobId: job.id, studentIds: page.map(({ item }) => item.studentId) });
  return {
    ...rest,
    items: page.map(({ item, match }) => {
      const reasons = topReasons(explainPrepared(preparedCvOf(item, today), preparedJob));
      const { score, jobFit, studentFit } = match;
      return {
        student: item.card,
        cvId: item.cvId,
        match: { score, jobFit, studentFit, reasons },
        ...relations.get(item.studentId)!,
      };
    }),
  };
}

/**
 * Students the company may invite, best first: the matching index walks the students whose skills the job
 * asks for most and keeps the first CANDIDATE_POOL who accept invitations, pass the company's filters and
 * whom the engine does not exclude. Without an index in memory (decision 034), the same walk over the newest
 * STUDENT_WINDOW such students read from the database.
 */
async function invitableStudents(options: {
  db: Db;
  index: MatchingIndex;
  job: Awaited<ReturnType<typeof loadOwnJob>>;
  preparedJob: PreparedJob;
  query: CandidatesQuery;
  today: string;
  passesFilters: (student: StudentEntry) => boolean;
  scoreOf: (student: StudentEntry) => Scored<StudentEntry>;
}): Promise<Scored<StudentEntry>[]> {
  const { db, index, job, preparedJob, passesFilters, scoreOf } = options;
  const point = jobPlacePoint(preparedJob);
  const requiredSkillIds = job.requiredSkills.map((ref) => ref.skillId);
  const termQuery = cvQueryWeights({
    type: job.type,
    requiredSkillIds,
    niceSkillIds: job.niceToHaveSkills.map((ref) => ref.skillId),
  });
  const includeUnmatched = requiredSkillIds.length === 0;
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
      ...termQuery,
      includeUnmatched,
      within: point && [pointArea(point)],
      accept,
      limit: CANDIDATE_POOL,
    });
    return kept;
  }
  const rows = await studentWindow(db, {
    job: { type: job.type, requiredSkillIds },
    point,
    skills: options.query.skills,
    limit: STUDENT_WINDOW,
  });
  await firstAccepted({
    ordered: orderedByTermSums({ rows, termsOf: (row) => row.terms, query: termQuery, includeUnmatched }),
    keyOf: (row) => row.cvId,
    load: (cvIds) => loadStudentsByCvIds(db, { cvIds, today: options.today }),
    accept,
    limit: CANDIDATE_POOL,
    batch: CANDIDATE_POOL + CANDIDATE_POOL / 4,
  });
  return kept;
}
