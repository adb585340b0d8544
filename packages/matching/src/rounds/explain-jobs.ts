import type { Round } from "./normalise.ts";
import type { Placement } from "./propose.ts";
import type { JobExplanation, JobReason } from "./types.ts";

/**
 * Why a student on the job's shortlist (its entry `at`) is not placed there, read off the outcome: by
 * stability, a student who ranked the job, was ranked by it and did not get something they like better can
 * only have been kept out by a full job.
 */
function reasonFor({ studentIds, capacity, choices, shortlists }: Round, placement: Placement, at: number): JobReason {
  const job = shortlists.owner[at]!;
  const student = shortlists.item[at]!;
  const studentId = studentIds[student]!;
  const jobRank = at - shortlists.start[job]! + 1;
  const rank = shortlists.rankThere[at]!;
  if (rank < 0) return { code: "did-not-rank-job", studentId, jobRank };
  const held = placement.held[student]!;
  if (held >= 0 && held - choices.start[student]! < rank) {
    const placedStudentRank = held - choices.start[student]! + 1;
    return { code: "placed-at-preferred-job", studentId, jobRank, studentRank: rank + 1, placedStudentRank };
  }
  if (capacity[job] === 0) return { code: "no-places", studentId, jobRank };
  return {
    code: "capacity-filled-with-higher-ranked",
    studentId,
    jobRank,
    capacity: capacity[job]!,
    lowestRankFilled: placement.lowestRank[job]! + 1,
  };
}

export function explainJobs(round: Round, placement: Placement): JobExplanation[] {
  const { choices, shortlists } = round;
  return round.jobIds.map((jobId, job) => {
    const missedStudents: JobReason[] = [];
    for (let at = shortlists.start[job]!; at < shortlists.start[job + 1]!; at++) {
      const held = placement.held[shortlists.item[at]!]!;
      if (held < 0 || choices.item[held] !== job) missedStudents.push(reasonFor(round, placement, at));
    }
    return { jobId, ranked: shortlists.start[job + 1]! - shortlists.start[job]!, missedStudents };
  });
}
