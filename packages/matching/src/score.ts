import {
  availabilityCredit,
  educationCredit,
  experienceCredit,
  harmonicScore,
  jobTypeCredit,
  languagesPoints,
  placeCredit,
  pointsOf,
  relevantMonths,
  skillsCreditSum,
  skillsPoints,
  workModeCredit,
} from "./parts.ts";
import type { PreparedCv, PreparedJob } from "./prepare.ts";
import type { ExclusionCode, MatchScore } from "./types.ts";
import { WEIGHTS } from "./weights.ts";

/** The job side's points, part by part, in the order of the parts. */
export function jobSidePoints(cv: PreparedCv, job: PreparedJob) {
  const requiredSum = skillsCreditSum(cv.skills, job.required);
  return {
    requiredSum,
    required: skillsPoints(WEIGHTS["required-skills"], requiredSum, job.required.length),
    niceToHave: skillsPoints(
      WEIGHTS["nice-to-have-skills"],
      skillsCreditSum(cv.skills, job.niceToHave),
      job.niceToHave.length,
    ),
    languages: languagesPoints(cv.languages, job.languages),
    education: pointsOf(WEIGHTS.education, educationCredit(cv, job)),
    experience: pointsOf(WEIGHTS.experience, experienceCredit(relevantMonths(cv, job), job)),
  };
}

/**
 * Whether the pair is excluded, without scoring it: what a ranking asks before it spends a score on a pair.
 * Always agrees with `scorePrepared(cv, job).excluded !== null`.
 */
export function isExcludedPrepared(cv: PreparedCv, job: PreparedJob): boolean {
  // Cheapest first: a ranking asks this of thousands of pairs.
  return (
    jobTypeCredit(cv, job) === 0 ||
    placeCredit(cv, job) === 0 ||
    availabilityCredit(cv, job) === 0 ||
    (job.required.length > 0 && skillsCreditSum(cv.skills, job.required) === 0)
  );
}

/** The fast path: the numbers and the exclusion codes, no explanation. */
export function scorePrepared(cv: PreparedCv, job: PreparedJob): MatchScore {
  const jobSide = jobSidePoints(cv, job);
  const jobFit = jobSide.required + jobSide.niceToHave + jobSide.languages + jobSide.education + jobSide.experience;

  const type = jobTypeCredit(cv, job);
  const place = placeCredit(cv, job);
  const availability = availabilityCredit(cv, job);
  const studentFit =
    pointsOf(WEIGHTS["job-type"], type) +
    pointsOf(WEIGHTS["work-mode"], workModeCredit(cv, job)) +
    pointsOf(WEIGHTS.place, place) +
    pointsOf(WEIGHTS.availability, availability);

  let excluded: ExclusionCode[] | null = null;
  if (type === 0) (excluded ??= []).push("job-type");
  if (availability === 0) (excluded ??= []).push("availability");
  if (place === 0) (excluded ??= []).push("distance");
  if (job.required.length > 0 && jobSide.requiredSum === 0) (excluded ??= []).push("no-required-skills");

  return { score: harmonicScore(jobFit, studentFit), jobFit, studentFit, excluded };
}
