import { CEFR_LEVELS, type CefrLevel } from "@stint/shared/languages";
import { DEGREE_LEVELS } from "@stint/shared/account";
import { SKILL_RELATIONS } from "@stint/shared/skills/skill-relations";
import type { EvalCv, EvalJob } from "./build.ts";
import { OVERRIDES } from "./overrides.ts";

/**
 * The rule-based grader of GRADING.md, applied literally. It shares no code with the engine: its own dates,
 * distances, field table and gap counting. Only the vocabulary's related-skill list is common, as GRADING.md
 * says (a relation of 0.7 or more counts as "closely related").
 */

export type Grade = 0 | 1 | 2 | 3;
export type Grading = { grade: Grade; rule: Grade; gaps: number; reasons: string[]; override?: string };

const DISCIPLINES: Record<string, string[]> = {
  computing: [
    "computer science",
    "software engineering",
    "informatics",
    "computer engineering",
    "media informatics",
    "cybersecurity",
    "artificial intelligence",
    "business informatics",
  ],
  data: ["data science", "statistics", "mathematics", "physics", "quantitative finance", "econometrics"],
  economics: [
    "economics",
    "business administration",
    "business",
    "management",
    "finance",
    "accounting",
    "political science",
  ],
  communication: ["marketing", "communication", "journalism", "media and communication"],
  design: [
    "design",
    "interaction design",
    "human-computer interaction",
    "graphic design",
    "communication design",
    "digital design",
  ],
  people: ["psychology", "cognitive science", "human resource management"],
  mechanical: ["mechanical engineering", "aerospace engineering", "automotive engineering", "mechatronics", "robotics"],
  electrical: ["electrical engineering", "automation engineering"],
  built: ["civil engineering", "architecture"],
  environment: ["environmental engineering", "energy engineering", "chemical engineering", "process engineering"],
  industrial: ["industrial engineering", "wirtschaftsingenieurwesen", "logistics"],
};
const ADJACENT = [
  "computing-data",
  "computing-electrical",
  "data-economics",
  "economics-communication",
  "economics-industrial",
  "economics-people",
  "communication-design",
  "design-people",
  "mechanical-electrical",
  "mechanical-industrial",
  "mechanical-environment",
  "built-environment",
];

const disciplineOf = (field: string) => {
  const name = field.trim().toLowerCase();
  for (const [discipline, fields] of Object.entries(DISCIPLINES)) if (fields.includes(name)) return discipline;
  throw new Error(`GRADING.md has no discipline for the field "${field}"`);
};
const adjacent = (a: string, b: string) => ADJACENT.includes(`${a}-${b}`) || ADJACENT.includes(`${b}-${a}`);

const closelyRelated = new Map<string, Set<string>>();
for (const [asked, related, credit] of SKILL_RELATIONS) {
  if (credit >= 0.7) closelyRelated.set(asked, (closelyRelated.get(asked) ?? new Set()).add(related));
}

// Dates as plain day counts, written here rather than borrowed from the engine.
const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 86_400_000;
const plusMonths = (iso: string, months: number) => {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.getTime() / 86_400_000;
};
const km = (a: { lat: number; lon: number }, b: { lat: number; lon: number }) => {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lon - a.lon) * rad) / 2) ** 2;
  return 12_742 * Math.asin(Math.sqrt(h));
};
const cefr = (level: CefrLevel) => CEFR_LEVELS.indexOf(level);

/** The grade of GRADING.md's rules alone, with the reasons, before overrides. */
export function ruleGrade(cv: EvalCv, job: EvalJob, today: string): { grade: Grade; gaps: number; reasons: string[] } {
  const reasons: string[] = [];
  const breaker = (reason: string) => ({ grade: 0 as Grade, gaps: Infinity, reasons: [...reasons, reason] });

  // Deal-breakers
  if (cv.desiredTypes.length > 0 && !cv.desiredTypes.includes(job.type)) return breaker("job type not wanted");

  const start = job.startDate
    ? Math.max(day(job.startDate), day(today))
    : Math.max(day(today), cv.availableFrom ? day(cv.availableFrom) : day(today));
  const startIso = new Date(start * 86_400_000).toISOString().slice(0, 10);
  const end = plusMonths(startIso, job.durationMonths ?? (job.type === "internship" ? 6 : 12));
  const from = cv.availableFrom ? day(cv.availableFrom) : -Infinity;
  const to = cv.availableTo ? day(cv.availableTo) + 1 : Infinity;
  const overlap = Math.max(0, Math.min(end, to) - Math.max(start, from));
  if (overlap === 0) return breaker("no availability overlap");

  let beyondRadius = false;
  if (job.workMode !== "remote" && job.location && cv.preferredPlaces.length > 0) {
    const nearest = Math.min(...cv.preferredPlaces.map((place) => km(place, job.location!)));
    beyondRadius = nearest > Math.max(cv.radiusKm, 10);
    if (beyondRadius && !cv.willingToRelocate) return breaker("out of reach, no relocation");
  }

  const has = new Map(cv.skills.map((ref) => [ref.skillId, ref.level]));
  const related = (skillId: string) => [...(closelyRelated.get(skillId) ?? [])].some((id) => has.has(id));
  const covered = job.requiredSkills.filter((ref) => has.has(ref.skillId) || related(ref.skillId)).length;
  if (covered * 2 < job.requiredSkills.length) return breaker("covers fewer than half of the must-haves");

  const languages = new Map(cv.languages.map((ref) => [ref.language, cefr(ref.level)]));
  for (const ref of job.languages) {
    if (!languages.has(ref.language) && cefr(ref.level) >= cefr("B2")) {
      return breaker(`working language ${ref.language} missing`);
    }
  }

  // Gaps
  let gaps = 0;
  const gap = (size: number, reason: string) => {
    gaps += size;
    reasons.push(`${reason} (${size})`);
  };
  for (const ref of job.requiredSkills) {
    const level = has.get(ref.skillId);
    if (level === undefined) gap(related(ref.skillId) ? 0.5 : 1, `${ref.skillId} missing`);
    else if (level === ref.level - 1) gap(0.5, `${ref.skillId} one level low`);
    else if (level < ref.level) gap(1, `${ref.skillId} two or more levels low`);
  }
  if (job.niceToHaveSkills.length > 0) {
    const any = job.niceToHaveSkills.some((ref) => has.has(ref.skillId) || related(ref.skillId));
    if (!any) gap(0.5, "no nice-to-have skill");
  }
  for (const ref of job.languages) {
    const level = languages.get(ref.language);
    const short = level === undefined ? Infinity : cefr(ref.level) - level;
    if (short === 1) gap(0.5, `${ref.language} one step low`);
    else if (short >= 2) gap(1, `${ref.language} low or missing`);
  }

  const degrees = cv.education.length > 0 ? cv.education.map((entry) => entry.degreeLevel) : [];
  if (degrees.length === 0 && cv.student?.degreeLevel) degrees.push(cv.student.degreeLevel);
  const fields = cv.education.length > 0 ? cv.education.map((entry) => entry.field) : [];
  if (fields.length === 0 && cv.student?.fieldOfStudy) fields.push(cv.student.fieldOfStudy);

  if (job.minDegree) {
    const highest = Math.max(-1, ...degrees.map((level) => DEGREE_LEVELS.indexOf(level)));
    if (highest < DEGREE_LEVELS.indexOf(job.minDegree)) gap(1, "degree below the minimum");
  }
  if (job.fieldsOfStudy.length > 0) {
    const asked = job.fieldsOfStudy.map(disciplineOf);
    const own = fields.map(disciplineOf);
    const same = own.some((discipline) => asked.includes(discipline));
    const near = own.some((discipline) => asked.some((other) => adjacent(discipline, other)));
    if (!same) gap(near ? 0.5 : 1, near ? "adjacent field" : "field of another discipline");
  }

  if (cv.desiredWorkModes.length > 0 && !cv.desiredWorkModes.includes(job.workMode)) {
    const soft = job.workMode === "remote" && cv.desiredWorkModes.includes("hybrid");
    gap(soft ? 0.5 : 1, `work mode ${job.workMode} not wished`);
  }
  if (beyondRadius) gap(0.5, "would have to relocate");

  const coverage = overlap / (end - start);
  if (coverage < 0.5) gap(1, "available for less than half the period");
  else if (coverage < 0.9) gap(0.5, "available for part of the period");

  if (job.type === "full-time" && cv.experience.length === 0) gap(0.5, "no work experience for a full-time job");

  const grade: Grade = gaps === 0 ? 3 : gaps <= 1 ? 2 : gaps <= 3 ? 1 : 0;
  return { grade, gaps, reasons };
}

/** The grade of a pair: the rules', unless overrides.ts says otherwise. */
export function gradePair(cv: EvalCv, job: EvalJob, today: string): Grading {
  const rule = ruleGrade(cv, job, today);
  const override = OVERRIDES.find((entry) => entry.cv === cv.id && entry.job === job.id);
  if (override && override.rule !== rule.grade) {
    throw new Error(
      `overrides.ts: ${cv.id} × ${job.id} expects rule grade ${override.rule}, the rules give ${rule.grade}`,
    );
  }
  return override
    ? { grade: override.grade, rule: rule.grade, gaps: rule.gaps, reasons: rule.reasons, override: override.reason }
    : { grade: rule.grade, rule: rule.grade, gaps: rule.gaps, reasons: rule.reasons };
}
