import { acceptable, blockingPairs, type Matching, type Reference } from "./reference.ts";

/**
 * Every stable matching of a small round, by brute force: each student in turn is left out or given any
 * mutually acceptable job with a place left, and each complete matching is kept when nothing blocks it.
 * Exponential: for rounds of a handful of students.
 */
export function allStableMatchings(reference: Reference): Matching[] {
  const options = reference.studentIds.map((studentId) =>
    reference.jobIds.filter((jobId) => acceptable(reference, studentId, jobId)),
  );
  const left = new Map(reference.capacity);
  const matching: Matching = new Map();
  const stable: Matching[] = [];
  const visit = (index: number) => {
    if (index === reference.studentIds.length) {
      if (blockingPairs(reference, matching).length === 0) stable.push(new Map(matching));
      return;
    }
    const studentId = reference.studentIds[index]!;
    visit(index + 1);
    for (const jobId of options[index]!) {
      if (left.get(jobId)! === 0) continue;
      left.set(jobId, left.get(jobId)! - 1);
      matching.set(studentId, jobId);
      visit(index + 1);
      matching.delete(studentId);
      left.set(jobId, left.get(jobId)! + 1);
    }
  };
  visit(0);
  return stable;
}
