import type { PartKey } from "./types.ts";

/**
 * The most points each part can earn. Each side adds up to 100; README.md explains the choice. Parts earn
 * whole points, so a side's fit is exactly the sum of its parts.
 */
export const WEIGHTS = {
  // jobFit: the student against the job's requirements
  "required-skills": 50,
  "nice-to-have-skills": 15,
  languages: 15,
  education: 10,
  experience: 10,
  // studentFit: the job against the CV's wishes
  "job-type": 25,
  "work-mode": 20,
  place: 30,
  availability: 25,
} as const satisfies Record<PartKey, number>;

export const PART_LABELS: Record<PartKey, string> = {
  "required-skills": "Required skills",
  "nice-to-have-skills": "Nice-to-have skills",
  languages: "Languages",
  education: "Education",
  experience: "Experience",
  "job-type": "Job type",
  "work-mode": "Work mode",
  place: "Place",
  availability: "Availability",
};

/**
 * Share of a skill's points a CV earns at a level below the job's minimum, by how many levels it is short
 * (index 0: at or above the minimum). Having a skill at all beats not having it.
 */
export const SKILL_SHORTFALL_CREDIT = [1, 0.7, 0.4, 0.2, 0.1] as const;

/** Share of a language's points by how many CEFR steps the CV is below the job's minimum. */
export const LANGUAGE_SHORTFALL_CREDIT = [1, 0.6, 0.3, 0.1, 0.05, 0.05] as const;

/** Education: how the degree compares with the job's minimum. */
export const DEGREE_CREDIT = {
  /** Finished at (or above) the minimum, or studying above it. */
  met: 1,
  /** Studying for the minimum degree now: slightly less than having it. */
  studying: 0.9,
  /** One level below the minimum (finished, or studying). */
  oneBelow: 0.5,
  oneBelowStudying: 0.45,
  /** Two or more levels below. */
  farBelow: 0.15,
} as const;

/** Field of study: same field, a field containing the asked one ("Applied Mathematics"), a related field. */
export const FIELD_CREDIT = { same: 1, contains: 0.85, related: 0.6 } as const;

/** Months of relevant experience that earn the experience part in full, by job type. */
export const EXPERIENCE_TARGET_MONTHS = {
  internship: 6,
  "working-student": 6,
  "part-time": 6,
  "full-time": 12,
} as const;

/**
 * Work mode: share of the points when the job's mode is not among the wished ones, as [wished][job]. The best
 * wished mode counts. Remote-wishers mind an office most; hybrid-wishers take remote easily.
 */
export const WORK_MODE_CREDIT = {
  remote: { remote: 1, hybrid: 0.5, "on-site": 0 },
  hybrid: { remote: 0.7, hybrid: 1, "on-site": 0.4 },
  "on-site": { remote: 0.3, hybrid: 0.7, "on-site": 1 },
} as const;

/** Place: share of the points for a job beyond the radius that the student would relocate for. */
export const RELOCATION_CREDIT = 0.6;
/** Places are city centres: a radius below this counts as this, so a job elsewhere in the city is near. */
export const MIN_RADIUS_KM = 10;

/** Availability: days of the job period a student may miss before it costs points (a late start, an early end). */
export const AVAILABILITY_SLACK_DAYS = 14;
/** How long a job without a duration is assumed to need the student, by type (months). */
export const DEFAULT_DURATION_MONTHS = {
  internship: 6,
  "working-student": 12,
  "part-time": 12,
  "full-time": 12,
} as const;
