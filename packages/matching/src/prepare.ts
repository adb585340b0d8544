import { CEFR_LEVELS, type CefrLevel, languageByCode } from "@stint/shared/languages";
import { DEGREE_LEVELS, type DegreeLevel } from "@stint/shared/account";
import { type JobType, type WorkMode } from "@stint/shared/jobs";
import { skillById } from "@stint/shared/skills/skill-lookup";
import { type RelatedSkill, relatedSkillsOf } from "@stint/shared/skills/skill-relations";
import { dayNumber, monthNumber } from "./dates.ts";
import { normaliseField } from "./fields-of-study.ts";
import { memoise } from "./memo.ts";
import { mentionedSkills, titleWords, type TitleWords } from "./text.ts";
import type { MatchContext, MatchCv, MatchJob, MatchPlace } from "./types.ts";

/**
 * Everything about one CV or one job that does not depend on the other side, computed once, so that scoring a
 * pair is a handful of map lookups and sums. Prepared values are plain data and never change.
 */

export type PreparedDegree = { readonly level: number; readonly ongoing: boolean; readonly label: DegreeLevel };

export type PreparedExperience = {
  readonly title: string;
  readonly skills: ReadonlySet<string>;
  readonly titleWords: TitleWords;
  /** Months (see monthNumber), inclusive; `to < from` when the entry lies in the future. */
  readonly from: number;
  readonly to: number;
};

export type PreparedCv = {
  readonly today: number;
  readonly todayMonth: number;
  readonly skills: ReadonlyMap<string, number>;
  /** Language code → CEFR index (0 = A1). */
  readonly languages: ReadonlyMap<string, number>;
  readonly degrees: readonly PreparedDegree[];
  /** Studied fields in normal form, the latest studies first, from the education entries or else the profile. */
  readonly fields: readonly string[];
  /** Normal form → the field as written, for explanations. */
  readonly fieldNames: ReadonlyMap<string, string>;
  /** Names this list of fields, to remember field credits by (parts.ts `fieldsCredit`). */
  readonly fieldsId: number;
  /** Sorted by start. */
  readonly experience: readonly PreparedExperience[];
  readonly desiredTypes: ReadonlySet<JobType>;
  readonly desiredWorkModes: readonly WorkMode[];
  readonly places: readonly MatchPlace[];
  readonly radiusKm: number;
  readonly willingToRelocate: boolean;
  /** Days, inclusive; null when open. */
  readonly availableFrom: number | null;
  readonly availableTo: number | null;
};

export type PreparedSkill = {
  readonly skillId: string;
  readonly level: number;
  readonly label: string;
  readonly related: readonly RelatedSkill[];
};

export type PreparedLanguage = {
  readonly language: string;
  readonly name: string;
  readonly level: number;
  readonly levelName: CefrLevel;
};

export type PreparedJob = {
  readonly kind: "prepared-job";
  readonly job: MatchJob;
  readonly required: readonly PreparedSkill[];
  readonly niceToHave: readonly PreparedSkill[];
  readonly languages: readonly PreparedLanguage[];
  /** DEGREE_LEVELS index, or null when no degree is asked. */
  readonly minDegree: number | null;
  /** Asked fields in normal form, unique. */
  readonly fields: readonly string[];
  /** Normal form → the field as written, for explanations. */
  readonly fieldNames: ReadonlyMap<string, string>;
  readonly fieldsId: number;
  /** Required and nice-to-have skill ids: what makes past experience relevant. */
  readonly skillIds: ReadonlySet<string>;
  readonly titleWords: TitleWords;
  /** Day, or null: a flexible start. */
  readonly startDay: number | null;
};

const cefrIndex = (level: CefrLevel) => CEFR_LEVELS.indexOf(level);
const degreeIndex = (level: DegreeLevel) => DEGREE_LEVELS.indexOf(level);

/**
 * The vocabulary's own copy of a skill id (the text stays the same). Scoring looks skill ids up in a CV's
 * skills by the thousand per ranking; ids read from the database are copies of their own, which a lookup
 * must compare letter by letter, where the vocabulary's copies (those the skill relations name too) are
 * the same string and compare at once.
 */
const vocabularyId = (skillId: string): string => skillById(skillId)?.id ?? skillId;

export function skillLabel(skillId: string): string {
  return skillById(skillId)?.label ?? skillId;
}

export function languageName(code: string): string {
  return languageByCode(code)?.name ?? code;
}

/**
 * A prepared skill depends only on the skill and its level, so jobs asking for the same one share one object
 * (as they share prepared languages): a process holding 100,000 prepared jobs holds a few thousand of these
 * instead of half a million, which its garbage collections would otherwise mark again and again.
 */
const preparedSkill = memoise((key: string): PreparedSkill => {
  const [id, level] = JSON.parse(key) as [string, number];
  const skillId = vocabularyId(id);
  return { skillId, level, label: skillLabel(skillId), related: relatedSkillsOf(skillId) };
});

const preparedLanguage = memoise((key: string): PreparedLanguage => {
  const [language, levelName] = JSON.parse(key) as [string, CefrLevel];
  return { language, name: languageName(language), level: cefrIndex(levelName), levelName };
});

function prepareSkills(refs: MatchJob["requiredSkills"]): PreparedSkill[] {
  return refs.map((ref) => preparedSkill(JSON.stringify([ref.skillId, ref.level])));
}

export function prepareJob(job: MatchJob): PreparedJob {
  const required = prepareSkills(job.requiredSkills);
  const niceToHave = prepareSkills(job.niceToHaveSkills);
  return {
    kind: "prepared-job",
    job,
    required,
    niceToHave,
    languages: job.languages.map((ref) => preparedLanguage(JSON.stringify([ref.language, ref.level]))),
    minDegree: job.minDegree === null ? null : degreeIndex(job.minDegree),
    ...preparedFields(job.fieldsOfStudy),
    skillIds: new Set([...required, ...niceToHave].map((skill) => skill.skillId)),
    titleWords: titleWords(job.title),
    startDay: job.startDate === null ? null : dayNumber(job.startDate),
  };
}

function prepareDegrees(cv: MatchCv, context: MatchContext, todayMonth: number): PreparedDegree[] {
  if (cv.education.length > 0) {
    return cv.education.map((entry) => ({
      level: degreeIndex(entry.degreeLevel),
      ongoing: entry.end === null || monthNumber(entry.end) > todayMonth,
      label: entry.degreeLevel,
    }));
  }
  const profile = context.student;
  if (!profile?.degreeLevel) return [];
  const graduation = profile.expectedGraduation;
  const ongoing = !graduation || monthNumber(graduation) > todayMonth;
  return [{ level: degreeIndex(profile.degreeLevel), ongoing, label: profile.degreeLevel }];
}

type PreparedFields = Pick<PreparedCv, "fields" | "fieldNames" | "fieldsId">;

/**
 * Fields in normal form (first spelling kept for display), in the given order, empty ones dropped. Shared by
 * every CV and job naming the same fields: few lists of fields repeat across many of them.
 */
const preparedFields = (fields: readonly string[]): PreparedFields => fieldsOfList(JSON.stringify(fields));

let lastFieldsId = 0;

const fieldsOfList = memoise((key: string): PreparedFields => {
  const names = new Map<string, string>();
  for (const field of JSON.parse(key) as string[]) {
    const normal = normaliseField(field);
    if (normal !== "" && !names.has(normal)) names.set(normal, field.trim());
  }
  return { fields: [...names.keys()], fieldNames: names, fieldsId: ++lastFieldsId };
});

/** The job types a CV wishes for, shared by every CV wishing for the same ones (in the same order). */
const desiredTypesOf = memoise((key: string): ReadonlySet<JobType> => new Set(JSON.parse(key) as JobType[]));

function prepareFields(cv: MatchCv, context: MatchContext): PreparedFields {
  if (cv.education.length === 0) return preparedFields([context.student?.fieldOfStudy ?? ""]);
  const latestFirst = [...cv.education].sort((a, b) => (a.start < b.start ? 1 : a.start > b.start ? -1 : 0));
  return preparedFields(latestFirst.map((entry) => entry.field));
}

export function prepareCv(cv: MatchCv, context: MatchContext): PreparedCv {
  const today = dayNumber(context.today);
  const todayMonth = monthNumber(context.today);
  const skills = new Map<string, number>();
  for (const ref of cv.skills) {
    const skillId = vocabularyId(ref.skillId);
    skills.set(skillId, Math.max(ref.level, skills.get(skillId) ?? 0));
  }
  const languages = new Map<string, number>();
  for (const ref of cv.languages) {
    languages.set(ref.language, Math.max(cefrIndex(ref.level), languages.get(ref.language) ?? -1));
  }
  const experience = cv.experience
    .map((entry) => ({
      title: entry.title,
      skills: mentionedSkills(`${entry.title}\n${entry.description}`),
      titleWords: titleWords(entry.title),
      from: monthNumber(entry.start),
      to: Math.min(entry.end === null ? todayMonth : monthNumber(entry.end), todayMonth),
    }))
    .sort((a, b) => a.from - b.from || a.to - b.to);
  return {
    today,
    todayMonth,
    skills,
    languages,
    degrees: prepareDegrees(cv, context, todayMonth),
    ...prepareFields(cv, context),
    experience,
    desiredTypes: desiredTypesOf(JSON.stringify(cv.desiredTypes)),
    desiredWorkModes: cv.desiredWorkModes,
    places: cv.preferredPlaces,
    radiusKm: cv.radiusKm,
    willingToRelocate: cv.willingToRelocate,
    availableFrom: cv.availableFrom === null ? null : dayNumber(cv.availableFrom),
    availableTo: cv.availableTo === null ? null : dayNumber(cv.availableTo),
  };
}
