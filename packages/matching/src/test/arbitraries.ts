import { CEFR_LEVELS } from "@stint/shared/languages";
import { DEGREE_LEVELS } from "@stint/shared/account";
import { JOB_TYPES, WORK_MODES } from "@stint/shared/jobs";
import { SKILLS } from "@stint/shared/skills/skill-list";
import { relatedSkillsOf, SKILL_RELATIONS } from "@stint/shared/skills/skill-relations";
import fc from "fast-check";
import type {
  MatchCv,
  MatchEducationEntry,
  MatchExperienceEntry,
  MatchJob,
  MatchPlace,
  MatchSkillRef,
} from "../types.ts";

/**
 * fast-check arbitraries for CVs and jobs, built from the real vocabulary: skills (with their relations),
 * languages, degrees, fields of study, European cities. Pairs are generated together so that a CV often has
 * some of the job's skills, related ones, or none: every branch of the engine gets exercised.
 */

export const TODAY = "2026-02-01";

const ALL_SKILL_IDS = SKILLS.map((skill) => skill.id);
const RELATED_SKILL_IDS = [...new Set(SKILL_RELATIONS.flatMap(([a, b]) => [a, b]))];

/** Any skill, with a bias towards skills that have relations (so related credit happens often). */
export const skillId = fc.oneof(
  { weight: 1, arbitrary: fc.constantFrom(...ALL_SKILL_IDS) },
  { weight: 2, arbitrary: fc.constantFrom(...RELATED_SKILL_IDS) },
);
export const level = fc.integer({ min: 1, max: 5 });
export const skillRef = fc.record({ skillId, level });

const uniqueSkills = (refs: MatchSkillRef[]) => {
  const seen = new Set<string>();
  return refs.filter((ref) => !seen.has(ref.skillId) && seen.add(ref.skillId));
};
export const skillList = (maxLength: number) =>
  fc.array(skillRef, { maxLength: maxLength * 2 }).map((refs) => uniqueSkills(refs).slice(0, maxLength));

const LANGUAGE_CODES = ["en", "de", "fr", "es", "it", "nl", "pl", "sv"];
export const languageList = fc
  .array(fc.record({ language: fc.constantFrom(...LANGUAGE_CODES), level: fc.constantFrom(...CEFR_LEVELS) }), {
    maxLength: 4,
  })
  .map((refs) => {
    const seen = new Set<string>();
    return refs.filter((ref) => !seen.has(ref.language) && seen.add(ref.language));
  });

export const FIELDS = [
  "Computer Science",
  "Informatik",
  "Software Engineering",
  "BSc Applied Mathematics",
  "Mathematics",
  "Statistics",
  "Data Science",
  "Business Administration",
  "Economics",
  "Mechanical Engineering",
  "Maschinenbau",
  "Electrical Engineering",
  "Graphic Design",
  "Marketing",
  "Psychology",
  "Art History",
];

export const CITIES: readonly MatchPlace[] = [
  { city: "Berlin", label: "Berlin, Germany", lat: 52.52, lon: 13.405 },
  { city: "Potsdam", label: "Potsdam, Germany", lat: 52.391, lon: 13.065 },
  { city: "Munich", label: "Munich, Germany", lat: 48.137, lon: 11.575 },
  { city: "Amsterdam", label: "Amsterdam, Netherlands", lat: 52.37, lon: 4.895 },
  { city: "Paris", label: "Paris, France", lat: 48.857, lon: 2.352 },
  { city: "Lisbon", label: "Lisbon, Portugal", lat: 38.722, lon: -9.139 },
  { city: "Warsaw", label: "Warsaw, Poland", lat: 52.23, lon: 21.012 },
];
export const city = fc.constantFrom(...CITIES);

const yearMonth = fc
  .record({ year: fc.integer({ min: 2018, max: 2027 }), month: fc.integer({ min: 1, max: 12 }) })
  .map(({ year, month }) => `${year}-${String(month).padStart(2, "0")}`);
/** A day between 2025 and 2027 (28th at most, so every month has it). */
export const isoDay = fc
  .record({
    year: fc.integer({ min: 2025, max: 2027 }),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 28 }),
  })
  .map(({ year, month, day }) => `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`);

const ordered = <T extends { start: string; end: string | null }>(entry: T): T =>
  entry.end !== null && entry.end < entry.start ? { ...entry, start: entry.end, end: entry.start } : entry;

export const educationEntry: fc.Arbitrary<MatchEducationEntry> = fc
  .record({
    degreeLevel: fc.constantFrom(...DEGREE_LEVELS),
    field: fc.constantFrom(...FIELDS),
    start: yearMonth,
    end: fc.option(yearMonth, { nil: null }),
  })
  .map(ordered);

const TITLE_WORDS = ["Data", "Analyst", "Software", "Engineer", "Marketing", "Intern", "Designer", "Working Student"];
export const experienceEntry = (mentionable: readonly string[]): fc.Arbitrary<MatchExperienceEntry> =>
  fc
    .record({
      title: fc.array(fc.constantFrom(...TITLE_WORDS), { minLength: 1, maxLength: 3 }).map((words) => words.join(" ")),
      description: fc
        .array(fc.constantFrom("Built", "reports", "with", "react quickly", "and", ...mentionable), { maxLength: 8 })
        .map((words) => words.join(" ")),
      start: yearMonth,
      end: fc.option(yearMonth, { nil: null }),
    })
    .map(ordered);

const availability = fc
  .record({ from: fc.option(isoDay, { nil: null }), to: fc.option(isoDay, { nil: null }) })
  .map(({ from, to }) => (from !== null && to !== null && to < from ? { from: to, to: from } : { from, to }));

export const jobArbitrary: fc.Arbitrary<MatchJob> = fc
  .record({
    title: fc.array(fc.constantFrom(...TITLE_WORDS), { minLength: 1, maxLength: 4 }).map((words) => words.join(" ")),
    type: fc.constantFrom(...JOB_TYPES),
    workMode: fc.constantFrom(...WORK_MODES),
    location: fc.option(city, { nil: null, freq: 8 }),
    requiredSkills: skillList(6),
    niceToHaveSkills: skillList(4),
    languages: languageList,
    minDegree: fc.option(fc.constantFrom(...DEGREE_LEVELS), { nil: null }),
    fieldsOfStudy: fc.uniqueArray(fc.constantFrom(...FIELDS), { maxLength: 3 }),
    startDate: fc.option(isoDay, { nil: null }),
    durationMonths: fc.option(fc.integer({ min: 1, max: 36 }), { nil: null }),
  })
  .map((job) => {
    // A skill is either required or nice to have, as the job schema insists.
    const required = new Set(job.requiredSkills.map((ref) => ref.skillId));
    return { ...job, niceToHaveSkills: job.niceToHaveSkills.filter((ref) => !required.has(ref.skillId)) };
  });

/** A CV for a given job: some of its skills (at any level), some related ones, some unrelated. */
export const cvFor = (job: MatchJob): fc.Arbitrary<MatchCv> => {
  const asked = [...job.requiredSkills, ...job.niceToHaveSkills].map((ref) => ref.skillId);
  const related = asked.flatMap((id) => relatedSkillsOf(id).map((entry) => entry.skillId));
  const near = [...asked, ...related];
  const nearRef = near.length > 0 ? fc.record({ skillId: fc.constantFrom(...near), level }) : skillRef;
  const mentionable = [...asked, "docker", "python"].map((id) => SKILLS.find((skill) => skill.id === id)!.label);
  return fc
    .record({
      education: fc.array(educationEntry, { maxLength: 3 }),
      experience: fc.array(experienceEntry(mentionable), { maxLength: 3 }),
      skills: fc
        .array(fc.oneof({ weight: 3, arbitrary: nearRef }, { weight: 1, arbitrary: skillRef }), { maxLength: 12 })
        .map(uniqueSkills),
      languages: languageList,
      desiredTypes: fc.uniqueArray(fc.constantFrom(...JOB_TYPES), { maxLength: 3 }),
      desiredWorkModes: fc.uniqueArray(fc.constantFrom(...WORK_MODES), { maxLength: 3 }),
      preferredPlaces: fc.uniqueArray(city, { maxLength: 2, selector: (place) => place.city }),
      radiusKm: fc.integer({ min: 0, max: 500 }),
      willingToRelocate: fc.boolean(),
      availability,
    })
    .map(({ availability: { from, to }, ...cv }) => ({ ...cv, availableFrom: from, availableTo: to }));
};

export const pairArbitrary = jobArbitrary.chain((job) => cvFor(job).map((cv) => ({ cv, job })));

export const studentProfile = fc.option(
  fc.record({
    degreeLevel: fc.option(fc.constantFrom(...DEGREE_LEVELS), { nil: null }),
    fieldOfStudy: fc.option(fc.constantFrom(...FIELDS), { nil: null }),
    expectedGraduation: fc.option(yearMonth, { nil: null }),
  }),
  { nil: null },
);
