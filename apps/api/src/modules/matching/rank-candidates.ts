import { explainPrepared, listReasons, prepareJob, scorePrepared } from "@stint/matching";
import { type CandidatesPage, type CandidatesQuery, candidatesQueryProblems } from "@stint/shared/matching";
import type { Db } from "../../db/client.ts";
import { badRequest } from "../../lib/errors.ts";
import { decodeOffsetCursor } from "../../lib/http/cursor.ts";
import { loadOwnJob } from "../jobs/load-job.ts";
import { candidateFilter, cvIdsMatchingText } from "./candidate-filters.ts";
import type { MatchingIndex } from "./index/matching-index.ts";
import { preparedCvOf, type StudentEntry } from "./index/student-entries.ts";
import { invitableStudents } from "./invitable-students.ts";
import { loadJobCandidates, relationsOf } from "./job-candidates.ts";
import { rankedPage, type Scored } from "./rank-scored.ts";

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
      const reasons = listReasons(explainPrepared(preparedCvOf(item, today), preparedJob));
      const { score, jobFit, studentFit } = match;
      return {
        student: item.card,
        cvId: item.cvId,
        match: { score, jobFit, studentFit, ...reasons },
        ...relations.get(item.studentId)!,
      };
    }),
  };
}
