import type { Round } from "./normalise.ts";
import type { Placement } from "./propose.ts";
import type { Assignment, JobOutcome } from "./types.ts";

/** Where a student was placed, with both sides' ranks (1-based), or null. */
export function placeOf({ jobIds, choices }: Round, { held }: Placement, student: number) {
  const entry = held[student]!;
  if (entry < 0) return null;
  return {
    jobId: jobIds[choices.item[entry]!]!,
    studentRank: entry - choices.start[student]! + 1,
    jobRank: choices.rankThere[entry]! + 1,
  };
}

/** Every assignment, by job and then by the job's rank, read off the shortlists, which are in that order. */
export function assignmentsOf(round: Round, placement: Placement): Assignment[] {
  const { studentIds, choices, shortlists } = round;
  const assignments: Assignment[] = [];
  for (let job = 0; job < round.jobIds.length; job++) {
    for (let at = shortlists.start[job]!; at < shortlists.start[job + 1]!; at++) {
      const student = shortlists.item[at]!;
      const entry = placement.held[student]!;
      if (entry >= 0 && choices.item[entry] === job) {
        assignments.push({ studentId: studentIds[student]!, ...placeOf(round, placement, student)! });
      }
    }
  }
  return assignments;
}

export const unassignedOf = ({ studentIds }: Round, { held }: Placement) =>
  studentIds.filter((_, student) => held[student]! < 0);

export const jobOutcomesOf = ({ jobIds, capacity }: Round, { filled, lowestRank }: Placement): JobOutcome[] =>
  jobIds.map((jobId, job) => ({
    jobId,
    capacity: capacity[job]!,
    filled: filled[job]!,
    lowestRankFilled: lowestRank[job]! >= 0 ? lowestRank[job]! + 1 : null,
  }));
