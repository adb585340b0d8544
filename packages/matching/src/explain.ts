import { CEFR_LEVELS } from "@stint/shared/languages";
import { DEGREE_LEVELS } from "@stint/shared/account";
import { shownDistanceKm } from "@stint/shared/distance-text";
import { isoDate } from "./dates.ts";
import { englishDetail, englishList, englishText } from "./english.ts";
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
import type {
  Exclusion,
  ExclusionCode,
  MatchNames,
  MatchPart,
  MatchResult,
  MatchText,
  MatchTextKey,
  MissingItem,
  PartKey,
} from "./types.ts";
import { EXPERIENCE_TARGET_MONTHS, PART_LABELS, WEIGHTS } from "./weights.ts";

/** The first `max` names, and how many more. */
export function namesOf(names: readonly string[], max = 3): MatchNames {
  return names.length > max ? { names: names.slice(0, max), more: names.length - max } : { names: [...names], more: 0 };
}

/** "A", "A and B", "A, B and C", "A, B, C and 2 more". */
export const listNames = (names: readonly string[], max = 3): string => englishList(namesOf(names, max));

const text = (key: MatchTextKey, values: MatchText["values"] = {}): MatchText => ({ key, values });
const placeName = (place: { label?: string; city?: string }) => place.city ?? place.label ?? "the job's place";
const yes = (value: boolean) => (value ? "yes" : "no");

function part(key: PartKey, points: number, texts: MatchText[]): MatchPart {
  const side = key === "job-type" || key === "work-mode" || key === "place" || key === "availability";
  return {
    key,
    label: PART_LABELS[key],
    side: side ? "student" : "job",
    points,
    max: WEIGHTS[key],
    detail: englishDetail(texts),
    texts,
  };
}

/** How far the nearest of the CV's places is: the values of a distance ("12 km from Winterthur"). */
function distanceValues(cv: PreparedCv, location: NonNullable<PreparedJob["job"]["location"]>) {
  const nearest = nearestPlace(cv, location)!;
  const km = shownDistanceKm(nearest.km);
  return { near: yes(km === null), distance: km ?? 0, from: placeName(nearest.place), km: nearest.km };
}

// ---------------------------------------------------------------------------------------------------------
// Job side

function skillsDetail(cv: PreparedCv, list: readonly PreparedSkill[], kind: "required" | "nice-to-have"): MatchText[] {
  if (list.length === 0) return [text("skills-none", { kind })];
  let met = 0;
  const notes: MatchText[] = [];
  const missing: string[] = [];
  for (const skill of list) {
    const own = cv.skills.get(skill.skillId);
    if (own !== undefined && own >= skill.level) {
      met++;
      continue;
    }
    const related = bestRelated(cv.skills, skill);
    if (related !== null)
      notes.push(text("skill-through", { skill: skill.label, related: skillLabel(related.skillId) }));
    else if (own !== undefined) notes.push(text("skill-level", { skill: skill.label, own, level: skill.level }));
    else missing.push(skill.label);
  }
  const head = text("skills-met", { met, count: list.length, kind });
  return [head, ...notes, ...(missing.length > 0 ? [text("skills-missing", { skills: namesOf(missing) })] : [])];
}

function languagesDetail(cv: PreparedCv, job: PreparedJob): MatchText[] {
  if (job.languages.length === 0) return [text("languages-none")];
  let met = 0;
  const notes: MatchText[] = [];
  for (const language of job.languages) {
    const own = cv.languages.get(language.language);
    const values = { language: language.language, languageName: language.name, level: language.levelName };
    if (own === undefined) notes.push(text("language-missing", values));
    else if (own < language.level) notes.push(text("language-level", { ...values, own: CEFR_LEVELS[own]! }));
    else met++;
  }
  return [text("languages-met", { met, count: job.languages.length }), ...notes];
}

function educationDetail(cv: PreparedCv, job: PreparedJob): MatchText[] {
  if (job.minDegree === null && job.fields.length === 0) return [text("education-none")];
  const notes: MatchText[] = [];
  if (job.minDegree !== null) {
    const askedDegree = DEGREE_LEVELS[job.minDegree]!;
    const best = [...cv.degrees].sort((a, b) => b.level - a.level || Number(a.ongoing) - Number(b.ongoing))[0];
    const credit = degreeCredit(cv, job.minDegree);
    if (best === undefined) notes.push(text("degree-none", { askedDegree }));
    else {
      const values = { degree: best.label, studying: yes(best.ongoing), askedDegree };
      notes.push(text(credit === 1 ? "degree-meets" : "degree-below", values));
    }
  }
  if (job.fields.length > 0) {
    const fields = namesOf(job.job.fieldsOfStudy, 2);
    const credit = fieldsCredit(cv, job);
    const studied = cv.fields;
    if (studied.length === 0) notes.push(text("field-none", { fields }));
    else if (credit === 1) notes.push(text("field-matches"));
    else if (credit > 0) {
      // Name the pair that gave the credit.
      let pair: MatchText | null = null;
      for (const own of studied) {
        for (const asked of job.fields) {
          if (!pair && fieldCredit(own, asked) === credit) {
            const field = cv.fieldNames.get(own) ?? own;
            pair = text("field-related", { field, askedField: job.fieldNames.get(asked) ?? asked });
          }
        }
      }
      notes.push(pair ?? text("field-related", { field: "", askedField: "" }));
    } else notes.push(text("field-other", { fields }));
  }
  return notes;
}

function experienceDetail(cv: PreparedCv, job: PreparedJob, months: number): MatchText[] {
  const target = EXPERIENCE_TARGET_MONTHS[job.job.type];
  if (months === 0) return [text("experience-none", { target })];
  const titles = [
    ...new Set(cv.experience.filter((entry) => entry.to >= entry.from && isRelevant(entry, job)).map((e) => e.title)),
  ];
  const experience = text("experience", { months, titles: namesOf(titles, 2) });
  return months < target ? [experience, text("experience-target", { target })] : [experience];
}

// ---------------------------------------------------------------------------------------------------------
// Student side

function jobTypeDetail(cv: PreparedCv, job: PreparedJob): MatchText[] {
  const jobType = job.job.type;
  if (cv.desiredTypes.size === 0) return [text("job-type-any")];
  if (cv.desiredTypes.has(jobType)) return [text("job-type-wished", { jobType })];
  return [text("job-type-other", { jobType, jobTypes: namesOf([...cv.desiredTypes]) })];
}

function workModeDetail(cv: PreparedCv, job: PreparedJob): MatchText[] {
  const workMode = job.job.workMode;
  if (cv.desiredWorkModes.length === 0) return [text("work-mode-any")];
  if (cv.desiredWorkModes.includes(workMode)) return [text("work-mode-wished", { workMode })];
  return [text("work-mode-other", { workMode, workModes: namesOf(cv.desiredWorkModes) })];
}

function placeDetail(cv: PreparedCv, job: PreparedJob): MatchText[] {
  const location = job.job.location;
  if (job.job.workMode === "remote") return [text("place-remote")];
  if (location === null) return [text("place-none")];
  const place = placeName(location);
  if (cv.places.length === 0) return [text("place-any", { place })];
  const { km, ...distance } = distanceValues(cv, location);
  const radius = effectiveRadius(cv);
  if (km <= radius) return [text("place-within", { place, ...distance, radius })];
  return [text("place-beyond", { place, ...distance, radius, relocate: yes(cv.willingToRelocate) })];
}

/** The CV's availability and the job's period: `bounds` says which of the CV's ends are given. */
function periodValues(cv: PreparedCv, period: { start: number; end: number }) {
  const bounds =
    cv.availableFrom !== null && cv.availableTo !== null ? "both" : cv.availableFrom !== null ? "from" : "to";
  return {
    bounds,
    ...(cv.availableFrom === null ? {} : { from: isoDate(cv.availableFrom) }),
    ...(cv.availableTo === null ? {} : { to: isoDate(cv.availableTo) }),
    start: isoDate(period.start),
    end: isoDate(period.end - 1),
  };
}

function availabilityDetail(cv: PreparedCv, job: PreparedJob): MatchText[] {
  if (cv.availableFrom === null && cv.availableTo === null) return [text("availability-any")];
  const period = jobPeriod(cv, job);
  const overlap = overlapDays(cv, period);
  const values = periodValues(cv, period);
  if (overlap === 0) return [text("availability-none", values)];
  const credit = availabilityCredit(cv, job);
  if (credit === 1) return [text("availability-whole", { start: values.start, end: values.end })];
  const share = Math.round((100 * overlap) / (period.end - period.start));
  return [text("availability-share", { share, ...values })];
}

// ---------------------------------------------------------------------------------------------------------
// Exclusions and missing items

function exclusions(cv: PreparedCv, job: PreparedJob, requiredSum: number): Exclusion[] | null {
  const found: Exclusion[] = [];
  const exclusion = (code: ExclusionCode, reason: MatchText) => {
    found.push({ code, message: englishText(reason), text: reason });
  };
  if (jobTypeCredit(cv, job) === 0) {
    exclusion("job-type", text("exclude-job-type", { jobTypes: namesOf([...cv.desiredTypes]), jobType: job.job.type }));
  }
  if (availabilityCredit(cv, job) === 0) {
    exclusion("availability", text("exclude-availability", periodValues(cv, jobPeriod(cv, job))));
  }
  if (placeCredit(cv, job) === 0) {
    const { km: _km, ...distance } = distanceValues(cv, job.job.location!);
    exclusion(
      "distance",
      text("exclude-distance", {
        workMode: job.job.workMode,
        place: placeName(job.job.location!),
        ...distance,
        radius: effectiveRadius(cv),
      }),
    );
  }
  if (job.required.length > 0 && requiredSum === 0) {
    exclusion(
      "no-required-skills",
      text("exclude-skills", {
        skills: namesOf(
          job.required.map((s) => s.label),
          4,
        ),
      }),
    );
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
          ? text("missing-skill", { skill: skill.label, level: skill.level })
          : text("missing-skill-improve", { skill: skill.label, level: skill.level, own });
      items.push({
        kind: "skill",
        skillId: skill.skillId,
        level: skill.level,
        required: isRequired,
        label: englishText(label),
        text: label,
        points,
      });
    }
  }
  const languagesBefore = languagesPoints(cv.languages, job.languages);
  for (const language of job.languages) {
    if (languageCredit(cv.languages, language) === 1) continue;
    const languages = new Map(cv.languages).set(language.language, language.level);
    const points = languagesPoints(languages, job.languages) - languagesBefore;
    if (points === 0) continue;
    const own = cv.languages.get(language.language);
    const values = { language: language.language, languageName: language.name, level: language.levelName };
    const label =
      own === undefined
        ? text("missing-language", values)
        : text("missing-language-improve", { ...values, own: CEFR_LEVELS[own]! });
    items.push({
      kind: "language",
      language: language.language,
      level: language.levelName,
      label: englishText(label),
      text: label,
      points,
    });
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
