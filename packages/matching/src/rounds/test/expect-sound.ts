import { expect } from "vitest";
import type { Assignment, JobOutcome, JobReason, RoundInput, RoundResult, StudentReason } from "../types.ts";
import {
  acceptable,
  blockingPairs,
  jobRankOf,
  matchingOf,
  referenceOf,
  type Reference,
  studentRankOf,
} from "./reference.ts";

/** Everything a round's result promises: a sound matching, and explanations that are complete and true. */
export function expectSoundResult(input: RoundInput, result: RoundResult) {
  expectSoundMatching(input, result);
  expectTrueExplanations(input, result);
}

/**
 * The matching, checked against the plain-map reference: the order of the result's lists, mutually acceptable
 * pairs with their true ranks, capacities and the jobs' outcomes, no blocking pair.
 */
export function expectSoundMatching(input: RoundInput, result: RoundResult) {
  const reference = referenceOf(input);
  const sorted = (ids: string[]) => [...ids].sort();
  const matching = matchingOf(result);
  const index = indexed(reference, result);

  // Lists and their order
  expect(result.assignments.length, "one assignment per student at most").toBe(matching.size);
  const byJobThenRank = [...result.assignments].sort((a, b) =>
    a.jobId === b.jobId ? a.jobRank - b.jobRank : a.jobId < b.jobId ? -1 : 1,
  );
  expect(result.assignments).toEqual(byJobThenRank);
  expect(result.unassignedStudents).toEqual(sorted(reference.studentIds.filter((id) => !matching.has(id))));
  expect(result.jobs.map((job) => job.jobId)).toEqual(sorted(reference.jobIds));
  expect(result.jobExplanations.map((job) => job.jobId)).toEqual(sorted(reference.jobIds));
  expect(result.students.map((student) => student.studentId)).toEqual(sorted(reference.studentIds));

  // Pairs, ranks, capacities
  for (const { studentId, jobId, studentRank, jobRank } of result.assignments) {
    expect(acceptable(reference, studentId, jobId), `${studentId} at ${jobId} must be mutually acceptable`).toBe(true);
    expect(studentRank).toBe(studentRankOf(reference, studentId, jobId));
    expect(jobRank).toBe(jobRankOf(reference, jobId, studentId));
  }
  for (const job of result.jobs) {
    const held = (index.heldBy.get(job.jobId) ?? []).map((assignment) => assignment.jobRank);
    expect(job.capacity).toBe(reference.capacity.get(job.jobId));
    expect(job.filled).toBe(held.length);
    expect(job.filled).toBeLessThanOrEqual(job.capacity);
    expect(job.lowestRankFilled).toBe(held.length ? Math.max(...held) : null);
  }
  expect(blockingPairs(reference, matching)).toEqual([]);
}

/**
 * Each student's and each job's explanation lists exactly the jobs (students) it should, and every reason
 * holds in the result: the claim stability makes, that one of the codes is always true. (Lists and false
 * reasons are gathered and compared once: an expect per reason would make this the slowest test.)
 */
export function expectTrueExplanations(input: RoundInput, result: RoundResult) {
  const index = indexed(referenceOf(input), result);
  const { reference, placeOf } = index;

  expect(
    result.students.map(({ studentId, choices, assigned, missedChoices }) => ({
      studentId,
      choices,
      assigned,
      missed: missedChoices.map((reason) => reason.jobId),
    })),
  ).toEqual(
    result.students.map(({ studentId }) => {
      const ranking = [...reference.studentRank.get(studentId)!.keys()];
      const place = placeOf.get(studentId);
      return {
        studentId,
        choices: ranking.length,
        assigned: place ? { jobId: place.jobId, studentRank: place.studentRank, jobRank: place.jobRank } : null,
        missed: place ? ranking.slice(0, place.studentRank - 1) : ranking,
      };
    }),
  );
  expect(
    result.jobExplanations.map(({ jobId, ranked, missedStudents }) => ({
      jobId,
      ranked,
      missed: missedStudents.map((reason) => reason.studentId),
    })),
  ).toEqual(
    result.jobExplanations.map(({ jobId }) => {
      const ranking = [...reference.jobRank.get(jobId)!.keys()];
      const missed = ranking.filter((studentId) => placeOf.get(studentId)?.jobId !== jobId);
      return { jobId, ranked: ranking.length, missed };
    }),
  );

  const falseReasons = [
    ...result.students.flatMap(({ studentId, missedChoices }) =>
      missedChoices
        .filter((reason) => !studentReasonHolds(index, studentId, reason))
        .map((reason) => ({ studentId, reason })),
    ),
    ...result.jobExplanations.flatMap(({ jobId, missedStudents }) =>
      missedStudents.filter((reason) => !jobReasonHolds(index, jobId, reason)).map((reason) => ({ jobId, reason })),
    ),
  ];
  expect(falseReasons).toEqual([]);
}

/** The result indexed by id, for checking explanations in time linear in their number. */
type Indexed = {
  reference: Reference;
  outcomeOf: Map<string, JobOutcome>;
  placeOf: Map<string, Assignment>;
  heldBy: Map<string, Assignment[]>;
};

function indexed(reference: Reference, result: RoundResult): Indexed {
  const heldBy = new Map<string, Assignment[]>();
  for (const assignment of result.assignments) {
    const held = heldBy.get(assignment.jobId) ?? [];
    heldBy.set(assignment.jobId, held);
    held.push(assignment);
  }
  return {
    reference,
    outcomeOf: new Map(result.jobs.map((job) => [job.jobId, job])),
    placeOf: new Map(result.assignments.map((assignment) => [assignment.studentId, assignment])),
    heldBy,
  };
}

/**
 * The job has places, all of them held by students it ranked above `jobRank`, and the reason quotes its true
 * capacity and lowest rank filled.
 */
function filledAbove(
  { outcomeOf, heldBy }: Indexed,
  jobId: string,
  { jobRank, capacity, lowestRankFilled }: { jobRank: number; capacity: number; lowestRankFilled: number },
) {
  const outcome = outcomeOf.get(jobId)!;
  const held = heldBy.get(jobId) ?? [];
  return (
    outcome.capacity > 0 &&
    held.length === outcome.capacity &&
    held.every((assignment) => assignment.jobRank < jobRank) &&
    capacity === outcome.capacity &&
    lowestRankFilled === outcome.lowestRankFilled
  );
}

function studentReasonHolds(index: Indexed, studentId: string, reason: StudentReason): boolean {
  const { reference } = index;
  const jobRank = jobRankOf(reference, reason.jobId, studentId);
  if (reason.studentRank !== studentRankOf(reference, studentId, reason.jobId)) return false;
  switch (reason.code) {
    case "not-ranked-by-job":
      return jobRank === undefined;
    case "no-places":
      return reference.capacity.get(reason.jobId) === 0;
    case "filled-by-higher-ranked":
      return reason.jobRank === jobRank && filledAbove(index, reason.jobId, reason);
    default:
      throw new Error(`unknown code ${(reason satisfies never as StudentReason).code}`);
  }
}

function jobReasonHolds(index: Indexed, jobId: string, reason: JobReason): boolean {
  const { reference } = index;
  const studentRank = studentRankOf(reference, reason.studentId, jobId);
  if (reason.jobRank !== jobRankOf(reference, jobId, reason.studentId)) return false;
  switch (reason.code) {
    case "did-not-rank-job":
      return studentRank === undefined;
    case "placed-at-preferred-job":
      return (
        reason.studentRank === studentRank &&
        reason.placedStudentRank === index.placeOf.get(reason.studentId)?.studentRank &&
        reason.placedStudentRank < reason.studentRank
      );
    case "no-places":
      return reference.capacity.get(jobId) === 0;
    case "capacity-filled-with-higher-ranked":
      return filledAbove(index, jobId, reason);
    default:
      throw new Error(`unknown code ${(reason satisfies never as JobReason).code}`);
  }
}
