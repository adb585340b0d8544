import { CEFR_LEVELS } from "@stint/shared/languages";
import { DEGREE_LABELS, DEGREE_LEVELS } from "@stint/shared/account";
import { JOB_TYPE_LABELS, WORK_MODE_LABELS } from "@stint/shared/jobs";
import { formatDistance } from "@stint/shared/distance-text";
import { shownDate } from "./dates.ts";
import { fieldCredit } from "./fields-of-study.ts";
import {
  availabilityCredit,
  bestRelated,
  degreeCredit,
  educationCredit,
  effectiveRadius,
  experienceCredit,
  fieldsCredit,
  harmonicScore,
  isRelevant,
  jobPeriod,
  jobTypeCredit,
  languageCredit,
  languagesPoints,
  nearestPlace,
  overlapDays,
  placeCredit,
  pointsOf,
  relevantMonths,
  skillCredit,
  skillCreditWith,
  skillsPoints,
  touches,
  workModeCredit,
} from "./parts.ts";
import { type PreparedCv, type PreparedJob, type PreparedSkill, skillLabel } from "./prepare.ts";
import { jobSidePoints } from "./score.ts";
import type { Exclusion, MatchPart, MatchResult, MissingItem, PartKey } from "./types.ts";
import { EXPERIENCE_TARGET_MONTHS, PART_LABELS, WEIGHTS } from "./weights.ts";

/** "A", "A and B", "A, B and C", "A, B, C and 2 more". */
export function listNames(names: readonly string[], max = 3): string {
  if (names.length <= 1) return names[0] ?? "";
  if (names.length > max) return `${names.slice(0, max).join(", ")} and ${names.length - max} more`;
  return `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
}

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;
const placeName = (place: { label?: string; city?: string }) => place.city ?? place.label ?? "the job's place";

function part(key: PartKey, points: number, detail: string): MatchPart {
  const side = key === "job-type" || key === "work-mode" || key === "place" || key === "availability";
  return { key, label: PART_LABELS[key], side: side ? "student" : "job", points, max: WEIGHTS[key], detail };
}

// ---------------------------------------------------------------------------------------------------------
// Job side

function skillsDetail(cv: PreparedCv, list: readonly PreparedSkill[], kind: "required" | "nice-to-have"): string {
  if (list.length === 0) return kind === "required" ? "No required skills listed" : "No nice-to-have skills listed";
  const met: string[] = [];
  const notes: string[] = [];
  const missing: string[] = [];
  for (const skill of list) {
    const own = cv.skills.get(skill.skillId);
    if (own !== undefined && own >= skill.level) {
      met.push(skill.label);
      continue;
    }
    const related = bestRelated(cv.skills, skill);
    if (related !== null) notes.push(`${skill.label} through ${skillLabel(related.skillId)}`);
    else if (own !== undefined) notes.push(`${skill.label} at level ${own} of ${skill.level}`);
    else missing.push(skill.label);
  }
  const head = `${met.length} of ${plural(list.length, `${kind} skill`)}`;
  return [head, ...notes, ...(missing.length > 0 ? [`${listNames(missing)} missing`] : [])].join("; ");
}

function languagesDetail(cv: PreparedCv, job: PreparedJob): string {
  if (job.languages.length === 0) return "No language asked";
  let met = 0;
  const notes: string[] = [];
  for (const language of job.languages) {
    const own = cv.languages.get(language.language);
    if (own === undefined) notes.push(`${language.name} (${language.levelName}) missing`);
    else if (own < language.level) notes.push(`${language.name} ${CEFR_LEVELS[own]} of ${language.levelName}`);
    else met++;
  }
  return [`${met} of ${plural(job.languages.length, "language")}`, ...notes].join("; ");
}

function educationDetail(cv: PreparedCv, job: PreparedJob): string {
  if (job.minDegree === null && job.fields.length === 0) return "No degree or field of study asked";
  const notes: string[] = [];
  if (job.minDegree !== null) {
    const asked = DEGREE_LABELS[DEGREE_LEVELS[job.minDegree]!];
    const best = [...cv.degrees].sort((a, b) => b.level - a.level || Number(a.ongoing) - Number(b.ongoing))[0];
    const credit = degreeCredit(cv, job.minDegree);
    if (best === undefined) notes.push(`No degree given; ${asked} asked`);
    else {
      const own = `${DEGREE_LABELS[best.label]}${best.ongoing ? " (studying)" : ""}`;
      notes.push(credit === 1 ? `${own} meets ${asked}` : `${own} for ${asked} asked`);
    }
  }
  if (job.fields.length > 0) {
    const askedFields = job.job.fieldsOfStudy;
    const credit = fieldsCredit(cv, job);
    const studied = cv.fields;
    if (studied.length === 0) notes.push(`No field of study given; ${listNames(askedFields, 2)} asked`);
    else if (credit === 1) notes.push("field of study matches");
    else if (credit > 0) {
      // Name the pair that gave the credit.
      let pair = "";
      for (const own of studied) {
        for (const asked of job.fields) {
          if (!pair && fieldCredit(own, asked) === credit) {
            pair = `${cv.fieldNames.get(own) ?? own} ~ ${job.fieldNames.get(asked) ?? asked}`;
          }
        }
      }
      notes.push(`related field (${pair})`);
    } else notes.push(`field not among ${listNames(askedFields, 2)}`);
  }
  return notes.join("; ");
}

function experienceDetail(cv: PreparedCv, job: PreparedJob, months: number): string {
  const target = EXPERIENCE_TARGET_MONTHS[job.job.type];
  if (months === 0) return `No relevant experience yet (${target} months earn all points)`;
  const titles = [
    ...new Set(cv.experience.filter((entry) => entry.to >= entry.from && isRelevant(entry, job)).map((e) => e.title)),
  ];
  const more = months < target ? `; ${target} months earn all points` : "";
  return `${plural(months, "month")} of relevant experience (${listNames(titles, 2)})${more}`;
}

// ---------------------------------------------------------------------------------------------------------
// Student side

function jobTypeDetail(cv: PreparedCv, job: PreparedJob): string {
  const type = JOB_TYPE_LABELS[job.job.type];
  if (cv.desiredTypes.size === 0) return "Open to any job type";
  if (cv.desiredTypes.has(job.job.type)) return `${type}, as the CV asks`;
  const wished = [...cv.desiredTypes].map((wish) => JOB_TYPE_LABELS[wish].toLowerCase());
  return `${type}; the CV asks for ${listNames(wished)}`;
}

function workModeDetail(cv: PreparedCv, job: PreparedJob): string {
  const mode = WORK_MODE_LABELS[job.job.workMode];
  if (cv.desiredWorkModes.length === 0) return "Open to any work mode";
  if (cv.desiredWorkModes.includes(job.job.workMode)) return `${mode}, as the CV asks`;
  const wished = cv.desiredWorkModes.map((wish) => WORK_MODE_LABELS[wish].toLowerCase());
  return `${mode}; the CV prefers ${listNames(wished)}`;
}

function placeDetail(cv: PreparedCv, job: PreparedJob): string {
  const location = job.job.location;
  if (job.job.workMode === "remote") return "Remote: near everyone";
  if (location === null) return "The job names no place";
  if (cv.places.length === 0) return `${placeName(location)}; open to any place`;
  const nearest = nearestPlace(cv, location)!;
  const from = formatDistance(nearest.km, placeName(nearest.place));
  const radius = effectiveRadius(cv);
  if (nearest.km <= radius) return `${placeName(location)}, ${from} (within ${radius} km)`;
  const beyond = `${placeName(location)}, ${from}, beyond ${radius} km`;
  return cv.willingToRelocate ? `${beyond}; would relocate` : beyond;
}

function availabilityDetail(cv: PreparedCv, job: PreparedJob): string {
  if (cv.availableFrom === null && cv.availableTo === null) return "Available any time";
  const period = jobPeriod(cv, job);
  const overlap = overlapDays(cv, period);
  const runs = `the job runs ${shownDate(period.start)} to ${shownDate(period.end - 1)}`;
  if (overlap === 0) return `No overlap: ${availableText(cv)}, ${runs}`;
  const credit = availabilityCredit(cv, job);
  if (credit === 1) return `Available for the whole job (${runs.replace("the job runs ", "")})`;
  const share = Math.round((100 * overlap) / (period.end - period.start));
  return `Covers ${share}% of the job period: ${availableText(cv)}, ${runs}`;
}

function availableText(cv: PreparedCv): string {
  const from = cv.availableFrom === null ? null : shownDate(cv.availableFrom);
  const to = cv.availableTo === null ? null : shownDate(cv.availableTo);
  if (from && to) return `available ${from} to ${to}`;
  return from ? `available from ${from}` : `available until ${to}`;
}

// ---------------------------------------------------------------------------------------------------------
// Exclusions and missing items

function exclusions(cv: PreparedCv, job: PreparedJob, requiredSum: number): Exclusion[] | null {
  const found: Exclusion[] = [];
  if (jobTypeCredit(cv, job) === 0) {
    const wished = [...cv.desiredTypes].map((wish) => JOB_TYPE_LABELS[wish].toLowerCase());
    found.push({
      code: "job-type",
      message: `The CV asks for ${listNames(wished)} jobs; this one is ${JOB_TYPE_LABELS[job.job.type].toLowerCase()}`,
    });
  }
  if (availabilityCredit(cv, job) === 0) {
    const period = jobPeriod(cv, job);
    found.push({
      code: "availability",
      message: `No overlap: the CV is ${availableText(cv)}; the job runs ${shownDate(period.start)} to ${shownDate(period.end - 1)}`,
    });
  }
  if (placeCredit(cv, job) === 0) {
    const nearest = nearestPlace(cv, job.job.location!)!;
    const mode = WORK_MODE_LABELS[job.job.workMode];
    found.push({
      code: "distance",
      message: `${mode} in ${placeName(job.job.location!)}, ${formatDistance(nearest.km, placeName(nearest.place))}, beyond the CV's ${effectiveRadius(cv)} km, and the CV does not offer to relocate`,
    });
  }
  if (job.required.length > 0 && requiredSum === 0) {
    found.push({
      code: "no-required-skills",
      message: `None of the required skills (${listNames(
        job.required.map((skill) => skill.label),
        4,
      )}) is on the CV, nor a related one`,
    });
  }
  return found.length > 0 ? found : null;
}

function missingItems(cv: PreparedCv, job: PreparedJob, required: number, niceToHave: number): MissingItem[] {
  const items: MissingItem[] = [];
  const credits = (list: readonly PreparedSkill[]) => list.map((skill) => skillCredit(cv.skills, skill));
  const requiredCredits = credits(job.required);
  const niceCredits = credits(job.niceToHave);
  // The skill parts' points with one skill added: only the asked skills it is, or is related to, can change,
  // so the others keep their credits (summed in the same order: the same sum as scoring the changed CV).
  const pointsWith = (skillId: string, level: number) => {
    const sum = (list: readonly PreparedSkill[], before: readonly number[]) => {
      let total = 0;
      for (let i = 0; i < list.length; i++) {
        const skill = list[i]!;
        total += touches(skill, skillId) ? skillCreditWith(cv.skills, skill, skillId, level) : before[i]!;
      }
      return total;
    };
    return (
      skillsPoints(WEIGHTS["required-skills"], sum(job.required, requiredCredits), job.required.length) +
      skillsPoints(WEIGHTS["nice-to-have-skills"], sum(job.niceToHave, niceCredits), job.niceToHave.length)
    );
  };
  const before = required + niceToHave;
  for (const [list, isRequired, listCredits] of [
    [job.required, true, requiredCredits],
    [job.niceToHave, false, niceCredits],
  ] as const) {
    for (let i = 0; i < list.length; i++) {
      const skill = list[i]!;
      if (listCredits[i] === 1) continue;
      const own = cv.skills.get(skill.skillId);
      const points = pointsWith(skill.skillId, skill.level) - before;
      if (points === 0 && !isRequired) continue;
      const label =
        own === undefined
          ? `${skill.label} at level ${skill.level}`
          : `${skill.label} at level ${skill.level} (now ${own})`;
      items.push({ kind: "skill", skillId: skill.skillId, level: skill.level, required: isRequired, label, points });
    }
  }
  const languagesBefore = languagesPoints(cv.languages, job.languages);
  for (const language of job.languages) {
    if (languageCredit(cv.languages, language) === 1) continue;
    const languages = new Map(cv.languages).set(language.language, language.level);
    const points = languagesPoints(languages, job.languages) - languagesBefore;
    if (points === 0) continue;
    const own = cv.languages.get(language.language);
    const label = `${language.name} at ${language.levelName}${own === undefined ? "" : ` (now ${CEFR_LEVELS[own]})`}`;
    items.push({ kind: "language", language: language.language, level: language.levelName, label, points });
  }
  return items.sort(
    (a, b) =>
      b.points - a.points ||
      Number(b.kind === "skill" && b.required) - Number(a.kind === "skill" && a.required) ||
      a.label.localeCompare(b.label),
  );
}

/** The full, explained result. Its numbers are those of `scorePrepared`. */
export function explainPrepared(cv: PreparedCv, job: PreparedJob): MatchResult {
  const jobSide = jobSidePoints(cv, job);
  const months = relevantMonths(cv, job);
  const jobParts = [
    part("required-skills", jobSide.required, skillsDetail(cv, job.required, "required")),
    part("nice-to-have-skills", jobSide.niceToHave, skillsDetail(cv, job.niceToHave, "nice-to-have")),
    part("languages", jobSide.languages, languagesDetail(cv, job)),
    part("education", pointsOf(WEIGHTS.education, educationCredit(cv, job)), educationDetail(cv, job)),
    part("experience", pointsOf(WEIGHTS.experience, experienceCredit(months, job)), experienceDetail(cv, job, months)),
  ];
  const studentParts = [
    part("job-type", pointsOf(WEIGHTS["job-type"], jobTypeCredit(cv, job)), jobTypeDetail(cv, job)),
    part("work-mode", pointsOf(WEIGHTS["work-mode"], workModeCredit(cv, job)), workModeDetail(cv, job)),
    part("place", pointsOf(WEIGHTS.place, placeCredit(cv, job)), placeDetail(cv, job)),
    part("availability", pointsOf(WEIGHTS.availability, availabilityCredit(cv, job)), availabilityDetail(cv, job)),
  ];
  const jobFit = jobParts.reduce((sum, p) => sum + p.points, 0);
  const studentFit = studentParts.reduce((sum, p) => sum + p.points, 0);
  return {
    score: harmonicScore(jobFit, studentFit),
    jobFit,
    studentFit,
    parts: [...jobParts, ...studentParts],
    missing: missingItems(cv, job, jobSide.required, jobSide.niceToHave),
    excluded: exclusions(cv, job, jobSide.requiredSum),
  };
}
