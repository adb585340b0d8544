import type { RoundInput, RoundResult } from "../types.ts";

/**
 * The round as plain maps, built the obvious way, so the tests judge the engine's index arrays against
 * something that shares no code with them. Ranks are 1-based, in the rankings as the round reads them.
 */
export type Reference = {
  studentIds: string[];
  jobIds: string[];
  capacity: Map<string, number>;
  /** student -> job -> the student's rank of it */
  studentRank: Map<string, Map<string, number>>;
  /** job -> student -> the job's rank of them */
  jobRank: Map<string, Map<string, number>>;
};

/** studentId -> jobId */
export type Matching = Map<string, string>;

function ranks(ranking: readonly string[], known: Set<string>) {
  const rank = new Map<string, number>();
  for (const id of ranking) if (known.has(id) && !rank.has(id)) rank.set(id, rank.size + 1);
  return rank;
}

export function referenceOf(input: RoundInput): Reference {
  const students = new Set(input.students.map((student) => student.id));
  const jobs = new Set(input.jobs.map((job) => job.id));
  return {
    studentIds: [...students],
    jobIds: [...jobs],
    capacity: new Map(
      input.jobs.map((job) => [job.id, Number.isFinite(job.capacity) ? Math.max(0, Math.floor(job.capacity)) : 0]),
    ),
    studentRank: new Map(input.students.map((student) => [student.id, ranks(student.ranking, jobs)])),
    jobRank: new Map(input.jobs.map((job) => [job.id, ranks(job.ranking, students)])),
  };
}

export const studentRankOf = (reference: Reference, studentId: string, jobId: string) =>
  reference.studentRank.get(studentId)!.get(jobId);
export const jobRankOf = (reference: Reference, jobId: string, studentId: string) =>
  reference.jobRank.get(jobId)!.get(studentId);
export const acceptable = (reference: Reference, studentId: string, jobId: string) =>
  studentRankOf(reference, studentId, jobId) !== undefined && jobRankOf(reference, jobId, studentId) !== undefined;

export const matchingOf = (result: RoundResult): Matching =>
  new Map(result.assignments.map(({ studentId, jobId }) => [studentId, jobId]));

/** job -> its students */
function holdersOf(matching: Matching): Map<string, string[]> {
  const holders = new Map<string, string[]>();
  for (const [studentId, jobId] of matching) {
    const held = holders.get(jobId) ?? [];
    holders.set(jobId, held);
    held.push(studentId);
  }
  return holders;
}

/**
 * The pairs that would rather be together: a mutually acceptable student and job where the student prefers
 * the job to their place (or has none) and the job has a free place or holds someone it ranks lower.
 */
export function blockingPairs(reference: Reference, matching: Matching): [string, string][] {
  const holders = holdersOf(matching);
  const pairs: [string, string][] = [];
  for (const studentId of reference.studentIds) {
    const placed = matching.get(studentId);
    const placedRank = placed === undefined ? Infinity : studentRankOf(reference, studentId, placed)!;
    for (const [jobId, rank] of reference.studentRank.get(studentId)!) {
      if (rank >= placedRank || !acceptable(reference, studentId, jobId)) continue;
      const held = holders.get(jobId) ?? [];
      const ownRank = jobRankOf(reference, jobId, studentId)!;
      const wouldTake =
        held.length < reference.capacity.get(jobId)! ||
        held.some((other) => jobRankOf(reference, jobId, other)! > ownRank);
      if (wouldTake) pairs.push([studentId, jobId]);
    }
  }
  return pairs;
}
