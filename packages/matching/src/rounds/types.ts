/**
 * A placement round: students rank the round's jobs, each job ranks its shortlisted students, and a
 * student-proposing deferred-acceptance run assigns each student at most one job. Rankings are best first;
 * whatever a side leaves out of its ranking it finds unacceptable.
 */
export type RoundInput = {
  /** Each student's job ids, best first. */
  students: readonly { id: string; ranking: readonly string[] }[];
  /** Each job's places and its student ids, best first. */
  jobs: readonly { id: string; capacity: number; ranking: readonly string[] }[];
};

/**
 * Ranks are 1-based positions in a ranking as the round reads it: ids from outside the round and repeats
 * (after the first) are dropped, so a ranking of ["gone", "a", "a", "b"] puts a 1st and b 2nd. A side that was
 * not ranked back still counts in the other's positions: a student's 2nd choice stays their 2nd even if their
 * 1st did not shortlist them.
 */
export type Assignment = {
  studentId: string;
  jobId: string;
  /** Where the student ranked the job. */
  studentRank: number;
  /** Where the job ranked the student. */
  jobRank: number;
};

export type JobOutcome = {
  jobId: string;
  /** The places as the round counted them: a whole number, 0 for anything not positive or not finite. */
  capacity: number;
  filled: number;
  /** The job's rank of the lowest-ranked student it got; null when it got nobody. */
  lowestRankFilled: number | null;
};

export const STUDENT_REASON_CODES = ["not-ranked-by-job", "no-places", "filled-by-higher-ranked"] as const;
export type StudentReasonCode = (typeof STUDENT_REASON_CODES)[number];

/** Why a student did not get a job they ranked above what they got (or any job they ranked, when they got none). */
export type StudentReason =
  /** The job did not shortlist the student. */
  | { code: "not-ranked-by-job"; jobId: string; studentRank: number }
  /** The job offered no places in this round. */
  | { code: "no-places"; jobId: string; studentRank: number }
  /**
   * The job filled all its places with students it ranked above this one: it ranked them `jobRank`, and the
   * lowest it took was `lowestRankFilled` (< jobRank).
   */
  | {
      code: "filled-by-higher-ranked";
      jobId: string;
      studentRank: number;
      jobRank: number;
      capacity: number;
      lowestRankFilled: number;
    };

export type StudentExplanation = {
  studentId: string;
  /** How many jobs of the round the student ranked. */
  choices: number;
  assigned: { jobId: string; studentRank: number; jobRank: number } | null;
  /** Every job ranked above the assigned one (every ranked job when unassigned), best first, with why not. */
  missedChoices: StudentReason[];
};

export const JOB_REASON_CODES = [
  "did-not-rank-job",
  "placed-at-preferred-job",
  "no-places",
  "capacity-filled-with-higher-ranked",
] as const;
export type JobReasonCode = (typeof JOB_REASON_CODES)[number];

/**
 * Why a student the job shortlisted is not placed there. The job they were placed at is deliberately not
 * named: a company learns where the student ranked it and the place they got instead, not the other company.
 */
export type JobReason =
  /** The student did not rank the job. */
  | { code: "did-not-rank-job"; studentId: string; jobRank: number }
  /** The student got a place they ranked higher: their `placedStudentRank`, above this job's `studentRank`. */
  | {
      code: "placed-at-preferred-job";
      studentId: string;
      jobRank: number;
      studentRank: number;
      placedStudentRank: number;
    }
  /** The job offered no places in this round. */
  | { code: "no-places"; studentId: string; jobRank: number }
  /** All `capacity` places went to students the job ranked higher, down to `lowestRankFilled` (< jobRank). */
  | {
      code: "capacity-filled-with-higher-ranked";
      studentId: string;
      jobRank: number;
      capacity: number;
      lowestRankFilled: number;
    };

export type JobExplanation = {
  jobId: string;
  /** How many students of the round the job ranked. */
  ranked: number;
  /** Every student the job ranked who is not placed there, in the job's order, with why not. */
  missedStudents: JobReason[];
};

export type RoundResult = {
  /** Every assigned student, sorted by jobId, then jobRank. */
  assignments: Assignment[];
  /** Sorted. */
  unassignedStudents: string[];
  /** One per job, sorted by jobId. */
  jobs: JobOutcome[];
  /** One per student, sorted by studentId. */
  students: StudentExplanation[];
  /** One per job, sorted by jobId. */
  jobExplanations: JobExplanation[];
};
