import type { Round } from "./normalise.ts";
import { placeOf } from "./outcome.ts";
import type { Placement } from "./propose.ts";
import type { StudentExplanation, StudentReason } from "./types.ts";

/**
 * Why the student did not get the job of one of their entries. The reason is read off the outcome, not
 * checked: stability is what makes it true (a job that ranked the student and had a place below them would
 * have taken them), and the property tests check it against the result.
 */
function reasonFor({ jobIds, capacity, choices }: Round, { lowestRank }: Placement, entry: number): StudentReason {
  const job = choices.item[entry]!;
  const jobId = jobIds[job]!;
  const studentRank = entry - choices.start[choices.owner[entry]!]! + 1;
  const rank = choices.rankThere[entry]!;
  if (rank < 0) return { code: "not-ranked-by-job", jobId, studentRank };
  if (capacity[job] === 0) return { code: "no-places", jobId, studentRank };
  return {
    code: "filled-by-higher-ranked",
    jobId,
    studentRank,
    jobRank: rank + 1,
    capacity: capacity[job]!,
    lowestRankFilled: lowestRank[job]! + 1,
  };
}

export function explainStudents(round: Round, placement: Placement): StudentExplanation[] {
  const { start } = round.choices;
  return round.studentIds.map((studentId, student) => {
    const held = placement.held[student]!;
    const missedChoices: StudentReason[] = [];
    const end = held >= 0 ? held : start[student + 1]!;
    for (let entry = start[student]!; entry < end; entry++) {
      missedChoices.push(reasonFor(round, placement, entry));
    }
    return {
      studentId,
      choices: start[student + 1]! - start[student]!,
      assigned: placeOf(round, placement, student),
      missedChoices,
    };
  });
}
