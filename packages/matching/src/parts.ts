import { haversineKm } from "@stint/shared/geo";
import { addMonths } from "./dates.ts";
import { fieldCredit } from "./fields-of-study.ts";
import type { PreparedCv, PreparedExperience, PreparedJob, PreparedLanguage, PreparedSkill } from "./prepare.ts";
import { titlesShareWork } from "./text.ts";
import type { MatchPlace } from "./types.ts";
import {
  AVAILABILITY_SLACK_DAYS,
  DEFAULT_DURATION_MONTHS,
  DEGREE_CREDIT,
  EXPERIENCE_TARGET_MONTHS,
  LANGUAGE_SHORTFALL_CREDIT,
  MIN_RADIUS_KM,
  RELOCATION_CREDIT,
  SKILL_SHORTFALL_CREDIT,
  WEIGHTS,
  WORK_MODE_CREDIT,
} from "./weights.ts";

/**
 * The parts' arithmetic, shared by the fast path (score.ts) and the explained one (explain.ts) so that both
 * give the same points. Each part computes a credit in 0..1 and earns `Math.round(max × credit)` points.
 */

export const pointsOf = (max: number, credit: number) => Math.round(max * credit);

// ---------------------------------------------------------------------------------------------------------
// Skills

/** Share of a skill's points at level `have` when the job asks for at least `want`. */
export function levelCredit(have: number, want: number): number {
  return have >= want ? 1 : (SKILL_SHORTFALL_CREDIT[want - have] ?? 0.1);
}

/** The best credit a CV earns for one asked skill: its own level, or a related skill's credit × level credit. */
export function skillCredit(skills: ReadonlyMap<string, number>, skill: PreparedSkill): number {
  const own = skills.get(skill.skillId);
  let best = own === undefined ? 0 : levelCredit(own, skill.level);
  if (best === 1) return 1;
  for (const related of skill.related) {
    if (related.credit <= best) break; // best first: no later relation can do better
    const level = skills.get(related.skillId);
    if (level === undefined) continue;
    const credit = related.credit * levelCredit(level, skill.level);
    if (credit > best) best = credit;
  }
  return best;
}

/** The related skill that gives `skillCredit`'s answer, when it is not the skill itself. */
export function bestRelated(skills: ReadonlyMap<string, number>, skill: PreparedSkill) {
  const own = skills.get(skill.skillId);
  const ownCredit = own === undefined ? 0 : levelCredit(own, skill.level);
  let best: { skillId: string; level: number; credit: number } | null = null;
  for (const related of skill.related) {
    const level = skills.get(related.skillId);
    if (level === undefined) continue;
    const credit = related.credit * levelCredit(level, skill.level);
    if (credit > ownCredit && (best === null || credit > best.credit))
      best = { skillId: related.skillId, level, credit };
  }
  return best;
}

/** Sum of the credits of a list of asked skills, in list order. */
export function skillsCreditSum(skills: ReadonlyMap<string, number>, list: readonly PreparedSkill[]): number {
  let sum = 0;
  for (const skill of list) sum += skillCredit(skills, skill);
  return sum;
}

/** Whether adding `skillId` can change the credit of an asked skill: it is that skill or related to it. */
export function touches(skill: PreparedSkill, skillId: string): boolean {
  if (skill.skillId === skillId) return true;
  for (const related of skill.related) if (related.skillId === skillId) return true;
  return false;
}

/**
 * `skillCredit` for the CV's skills with one skill added at `level`, or raised to it: what a missing item
 * would earn, without copying the CV's skills for every item.
 */
export function skillCreditWith(
  skills: ReadonlyMap<string, number>,
  skill: PreparedSkill,
  skillId: string,
  level: number,
): number {
  const levelOf = (id: string) => (id === skillId ? Math.max(level, skills.get(id) ?? 0) : skills.get(id));
  const own = levelOf(skill.skillId);
  let best = own === undefined ? 0 : levelCredit(own, skill.level);
  for (const related of skill.related) {
    const relatedLevel = levelOf(related.skillId);
    if (relatedLevel === undefined) continue;
    const credit = related.credit * levelCredit(relatedLevel, skill.level);
    if (credit > best) best = credit;
  }
  return best;
}

export function skillsPoints(max: number, sum: number, count: number): number {
  return count === 0 ? max : pointsOf(max, sum / count);
}

// ---------------------------------------------------------------------------------------------------------
// Languages

export function languageCredit(languages: ReadonlyMap<string, number>, language: PreparedLanguage): number {
  const own = languages.get(language.language);
  if (own === undefined) return 0;
  return own >= language.level ? 1 : (LANGUAGE_SHORTFALL_CREDIT[language.level - own] ?? 0.05);
}

export function languagesPoints(languages: ReadonlyMap<string, number>, asked: readonly PreparedLanguage[]): number {
  let sum = 0;
  for (const language of asked) sum += languageCredit(languages, language);
  return skillsPoints(WEIGHTS.languages, sum, asked.length);
}

// ---------------------------------------------------------------------------------------------------------
// Education

/** How well the CV's best degree answers a minimum degree (DEGREE_LEVELS index). */
export function degreeCredit(cv: PreparedCv, minDegree: number): number {
  let best = 0;
  for (const degree of cv.degrees) {
    let credit: number;
    if (degree.level > minDegree) credit = DEGREE_CREDIT.met;
    else if (degree.level === minDegree) credit = degree.ongoing ? DEGREE_CREDIT.studying : DEGREE_CREDIT.met;
    else if (degree.level === minDegree - 1) {
      credit = degree.ongoing ? DEGREE_CREDIT.oneBelowStudying : DEGREE_CREDIT.oneBelow;
    } else credit = DEGREE_CREDIT.farBelow;
    if (credit > best) best = credit;
  }
  return best;
}

/**
 * The best credit of any studied field against any asked field, remembered by the two lists' ids: few lists
 * repeat across many CVs and jobs (prepare.ts shares one prepared list per distinct list), and numbers look
 * up faster than the lists' text, which every scored pair asked for. Bounded: emptied when full.
 */
export function fieldsCredit(cv: PreparedCv, job: PreparedJob): number {
  if (fieldCreditCount >= FIELD_CREDITS_LIMIT) {
    fieldCredits.clear();
    fieldCreditCount = 0;
  }
  let byJob = fieldCredits.get(cv.fieldsId);
  if (byJob === undefined) {
    byJob = new Map();
    fieldCredits.set(cv.fieldsId, byJob);
  }
  let credit = byJob.get(job.fieldsId);
  if (credit === undefined) {
    credit = 0;
    for (const field of cv.fields)
      for (const wanted of job.fields) credit = Math.max(credit, fieldCredit(field, wanted));
    byJob.set(job.fieldsId, credit);
    fieldCreditCount += 1;
  }
  return credit;
}

const fieldCredits = new Map<number, Map<number, number>>();
const FIELD_CREDITS_LIMIT = 50_000;
let fieldCreditCount = 0;

export function educationCredit(cv: PreparedCv, job: PreparedJob): number {
  const askDegree = job.minDegree !== null;
  const askField = job.fields.length > 0;
  if (!askDegree && !askField) return 1;
  const degree = askDegree ? degreeCredit(cv, job.minDegree as number) : 0;
  const field = askField ? fieldsCredit(cv, job) : 0;
  if (askDegree && askField) return (degree + field) / 2;
  return askDegree ? degree : field;
}

// ---------------------------------------------------------------------------------------------------------
// Experience

/** An entry is relevant when it mentions a skill the job asks for or its title names the same work. */
export function isRelevant(entry: PreparedExperience, job: PreparedJob): boolean {
  for (const skillId of entry.skills) if (job.skillIds.has(skillId)) return true;
  return titlesShareWork(entry.titleWords, job.titleWords);
}

/** Months covered by relevant entries, overlapping months counted once. */
export function relevantMonths(cv: PreparedCv, job: PreparedJob): number {
  let total = 0;
  let coveredTo = -Infinity; // last month already counted
  for (const entry of cv.experience) {
    if (entry.to < entry.from || !isRelevant(entry, job)) continue;
    const from = Math.max(entry.from, coveredTo + 1);
    if (entry.to >= from) {
      total += entry.to - from + 1;
      coveredTo = entry.to;
    }
  }
  return total;
}

export function experienceCredit(months: number, job: PreparedJob): number {
  return Math.min(1, months / EXPERIENCE_TARGET_MONTHS[job.job.type]);
}

// ---------------------------------------------------------------------------------------------------------
// Student side

export function jobTypeCredit(cv: PreparedCv, job: PreparedJob): number {
  return cv.desiredTypes.size === 0 || cv.desiredTypes.has(job.job.type) ? 1 : 0;
}

export function workModeCredit(cv: PreparedCv, job: PreparedJob): number {
  if (cv.desiredWorkModes.length === 0) return 1;
  let best = 0;
  for (const wished of cv.desiredWorkModes) best = Math.max(best, WORK_MODE_CREDIT[wished][job.job.workMode]);
  return best;
}

export type Nearest = { place: MatchPlace; km: number };

export function nearestPlace(cv: PreparedCv, location: MatchPlace): Nearest | null {
  let nearest: Nearest | null = null;
  for (const place of cv.places) {
    const km = haversineKm(place, location);
    if (nearest === null || km < nearest.km) nearest = { place, km };
  }
  return nearest;
}

export const effectiveRadius = (cv: PreparedCv) => Math.max(cv.radiusKm, MIN_RADIUS_KM);

/** 1 when the job is near (or remote, or the CV is open to any place); 0 when beyond reach: excluded. */
export function placeCredit(cv: PreparedCv, job: PreparedJob): number {
  const location = job.job.location;
  if (job.job.workMode === "remote" || cv.places.length === 0 || location === null) return 1;
  const radius = effectiveRadius(cv);
  for (const place of cv.places) if (haversineKm(place, location) <= radius) return 1;
  return cv.willingToRelocate ? RELOCATION_CREDIT : 0;
}

export type JobPeriod = { start: number; end: number };

/**
 * The days the job needs the student, end exclusive. A past or missing start date means "as soon as
 * possible", or for a missing one "whenever the student can start": a flexible start moves to the CV's first
 * available day.
 */
export function jobPeriod(cv: PreparedCv, job: PreparedJob): JobPeriod {
  const start =
    job.startDay === null ? Math.max(cv.today, cv.availableFrom ?? cv.today) : Math.max(job.startDay, cv.today);
  const months = job.job.durationMonths ?? DEFAULT_DURATION_MONTHS[job.job.type];
  return { start, end: addMonths(start, months) };
}

/** Days of the job period the CV is available for. */
export function overlapDays(cv: PreparedCv, period: JobPeriod): number {
  const from = Math.max(period.start, cv.availableFrom ?? -Infinity);
  const to = Math.min(period.end, cv.availableTo === null ? Infinity : cv.availableTo + 1);
  return Math.max(0, to - from);
}

/** Share of the job period covered, forgiving a couple of weeks; 0 only without any overlap: excluded. */
export function availabilityCredit(cv: PreparedCv, job: PreparedJob): number {
  if (cv.availableFrom === null && cv.availableTo === null) return 1;
  const period = jobPeriod(cv, job);
  const overlap = overlapDays(cv, period);
  if (overlap === 0) return 0;
  const days = period.end - period.start;
  const missed = days - overlap;
  return missed <= AVAILABILITY_SLACK_DAYS ? 1 : Math.min(1, (overlap + AVAILABILITY_SLACK_DAYS) / days);
}

/** The harmonic mean of the two fits, rounded: high only when both sides are satisfied. */
export function harmonicScore(jobFit: number, studentFit: number): number {
  return jobFit + studentFit === 0 ? 0 : Math.round((2 * jobFit * studentFit) / (jobFit + studentFit));
}
