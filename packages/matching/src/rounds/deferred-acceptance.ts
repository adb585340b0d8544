import { explainJobs } from "./explain-jobs.ts";
import { explainStudents } from "./explain-students.ts";
import { normaliseRound } from "./normalise.ts";
import { assignmentsOf, jobOutcomesOf, unassignedOf } from "./outcome.ts";
import { proposeStudentsFirst } from "./propose.ts";
import type { RoundInput, RoundResult } from "./types.ts";

/**
 * Places the students of a round: the student-optimal stable matching (student-proposing deferred
 * acceptance), with why each student missed the jobs they ranked higher and why each job missed the students
 * it ranked. Throws when a student id or a job id is repeated in the input. Deterministic, and independent of
 * the order of `students` and `jobs`.
 */
export function runDeferredAcceptance(input: RoundInput): RoundResult {
  const round = normaliseRound(input);
  const placement = proposeStudentsFirst(round);
  return {
    assignments: assignmentsOf(round, placement),
    unassignedStudents: unassignedOf(round, placement),
    jobs: jobOutcomesOf(round, placement),
    students: explainStudents(round, placement),
    jobExplanations: explainJobs(round, placement),
  };
}
