import { type CefrLevel, type LanguageCode, type LanguageRef } from "@stint/shared/languages";
import { type CvFields, type EducationEntry, type ExperienceEntry } from "@stint/shared/cvs";
import { type DegreeLevel } from "@stint/shared/account";
import { JOB_TYPE_LABELS, type JobType, WORK_MODES } from "@stint/shared/jobs";
import { type Place } from "@stint/shared/place";
import { skillById } from "@stint/shared/skills/skill-lookup";
import { type SkillRef } from "@stint/shared/skills/skill-ref";
import { HOME_CITIES, homeLanguage } from "./demo-people.ts";
import { monthYear, sentenceCase } from "./demo-text.ts";
import { type Random, seededRandom } from "./generate-jobs.ts";
import { SOFT_SKILLS, type StudyField, studyFieldNamed } from "./study-fields.ts";

/**
 * What a student's own words (the bio) say their CV shows: the kind of work it aims at, skills, the kinds of job
 * and a current job. The primary CV is written to agree.
 */
export type CvHint = {
  focus?: string;
  skills?: readonly string[];
  types?: readonly JobType[];
  job?: { title: string; organisation: string; description: string };
};

/** What the generator needs to know about a student to write their CVs. */
export type CvOwner = {
  id: string;
  name: string;
  fieldOfStudy: string | null;
  degreeLevel: DegreeLevel | null;
  university: string | null;
  /** `YYYY-MM`. */
  expectedGraduation: string | null;
  home: Place | null;
  /** The student's own words: a kind of work the bio names is what the primary CV aims at. */
  bio?: string | null;
  hint?: CvHint;
};

/** A CV ready to store as it is; the first of each student is the primary one. */
export type BulkCv = { studentId: string; fields: CvFields; createdAt: Date; updatedAt: Date };

const DAY = 24 * 60 * 60 * 1000;
const MONTHS_OF_STUDY: Record<DegreeLevel, number> = { secondary: 36, bachelor: 36, master: 24, doctorate: 48 };
const DEGREE_WORDS: Record<DegreeLevel, string> = {
  secondary: "School",
  bachelor: "Bachelor's",
  master: "Master's",
  doctorate: "PhD",
};
const OTHER_LANGUAGES: LanguageCode[] = ["en", "de", "fr", "es", "it"];

const monthOf = (date: Date) => date.toISOString().slice(0, 7);
const addMonths = (month: string, months: number) => {
  const [year, index] = month.split("-").map(Number) as [number, number];
  return monthOf(new Date(Date.UTC(year, index - 1 + months, 1)));
};
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * Realistic CVs for the demo students: the same owners, places, seed and `now` always give the same CVs.
 * One to three CVs a student, aimed at different kinds of work; education and experience dated around the
 * expected graduation, skills from the student's field with levels, the home language as native plus
 * English and sometimes a third, preferred places from home and `places`.
 */
export function generateCvs(options: {
  owners: readonly CvOwner[];
  places: readonly Place[];
  now: Date;
  seed?: number;
}) {
  const cvsOf = cvGenerator(options);
  return options.owners.flatMap((owner) => cvsOf(owner));
}

/**
 * The CVs generateCvs writes, an owner at a time: called with the same owners in the same order it gives the
 * same CVs (the benchmarks' seeds write a million students' CVs in chunks).
 */
export function cvGenerator(options: { places: readonly Place[]; now: Date; seed?: number }) {
  const random = seededRandom(options.seed ?? 23);
  return (owner: CvOwner): BulkCv[] => {
    const cvs: BulkCv[] = [];
    const study = studyFieldNamed(owner.fieldOfStudy);
    const base = {
      education: education(random, owner, options.now),
      languages: languages(random, owner.home),
    };
    base.education.sort((a, b) => b.start.localeCompare(a.start));
    const experience = experienceFor(random, study, base.education.at(-1)!.start, options.now, owner.hint);
    const count = random.weighted([
      [1, 65],
      [2, 28],
      [3, 7],
    ] as const);
    const sampled = random.sample(study.focuses, count);
    const wanted = owner.hint?.focus ?? study.focuses.find((focus) => owner.bio?.includes(sentenceCase(focus)));
    // The bio's focus is the primary CV's; the others keep theirs.
    const focuses = wanted
      ? [wanted, ...sampled.filter((focus) => focus.toLowerCase() !== wanted.toLowerCase())].slice(0, count)
      : sampled;
    for (const [index, focus] of focuses.entries()) {
      const hint = index === 0 ? owner.hint : undefined;
      const fields = cvFor(random, { owner, study, focus, hint, now: options.now, places: options.places });
      const createdAt = new Date(options.now.getTime() - random.int(5, 200) * DAY);
      const updatedAt = new Date(createdAt.getTime() + random.next() * (options.now.getTime() - createdAt.getTime()));
      cvs.push({
        studentId: owner.id,
        fields: {
          ...fields,
          ...base,
          // A second CV tells the same story with fewer entries, as people trim a CV for a purpose.
          experience: index === 0 ? experience : experience.slice(0, Math.max(1, experience.length - 1)),
          isPrimary: index === 0,
        },
        createdAt,
        updatedAt,
      });
    }
    return cvs;
  };
}

function cvFor(
  random: Random,
  context: { owner: CvOwner; study: StudyField; focus: string; hint?: CvHint; now: Date; places: readonly Place[] },
): Omit<CvFields, "education" | "languages" | "experience" | "isPrimary"> {
  const { owner, study, focus, hint, now } = context;
  const drawn = [...new Set([random.weighted(study.types), random.weighted(study.types)])];
  const types = hint?.types ? [...hint.types] : drawn;
  const availableFrom = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + random.int(0, 6), 1));
  const fixedTerm = types.includes("internship") && random.chance(0.6);
  const availableTo = fixedTerm
    ? new Date(Date.UTC(availableFrom.getUTCFullYear(), availableFrom.getUTCMonth() + random.int(3, 12), 0))
    : null;
  const nearby = random.sample(
    context.places.filter((place) => place.id !== owner.home?.id),
    random.int(0, 2),
  );
  const skills = skillsFor(random, study, hint?.skills);
  const degree = owner.degreeLevel ?? "bachelor";
  const typeWords = types.map((type) => JOB_TYPE_LABELS[type].toLowerCase());
  return {
    title: `${focus} – ${typeWords[0]}`,
    summary: [
      `${DEGREE_WORDS[degree]} student in ${owner.fieldOfStudy ?? study.field}${owner.university ? ` at ${owner.university}` : ""}.`,
      `Strongest in ${skills
        .slice(0, 3)
        .map((ref) => skillById(ref.skillId)!.label)
        .join(", ")}.`,
      `Looking for ${typeWords.join(" or ")} positions in ${sentenceCase(focus)}, from ${monthYear(availableFrom.toISOString())}.`,
    ].join(" "),
    skills,
    desiredTypes: types,
    desiredWorkModes: random.sample(WORK_MODES, random.int(1, 3)),
    preferredPlaces: [...(owner.home ? [owner.home] : []), ...nearby],
    radiusKm: random.pick([10, 20, 30, 50, 50, 100]),
    willingToRelocate: random.chance(0.35),
    availableFrom: availableFrom.toISOString().slice(0, 10),
    availableTo: availableTo ? availableTo.toISOString().slice(0, 10) : null,
    fileId: null,
  };
}

function skillsFor(random: Random, study: StudyField, claimed: readonly string[] = []): SkillRef[] {
  const known = study.skills.filter((id) => skillById(id) && !claimed.includes(id));
  // The field's common skills (listed first) are the likeliest, as on real CVs.
  const core = random.sample(known.slice(0, 8), random.int(3, 5));
  const extra = random.sample(known.slice(8), random.int(0, 4));
  const soft = random.sample(SOFT_SKILLS, random.int(1, 3));
  return [
    // What the bio claims first, at a level worth claiming: the summary names the first three.
    ...claimed.filter((id) => skillById(id)).map((skillId) => ({ skillId, level: random.int(3, 4) })),
    ...[...core, ...extra].map((skillId) => ({ skillId, level: random.weighted(SKILL_LEVEL_WEIGHTS) })),
    ...soft.map((skillId) => ({ skillId, level: random.int(3, 5) })),
  ];
}
const SKILL_LEVEL_WEIGHTS = [
  [2, 2],
  [3, 4],
  [4, 3],
  [5, 1],
] as const;

function education(random: Random, owner: CvOwner, now: Date): EducationEntry[] {
  const degree = owner.degreeLevel ?? "bachelor";
  const field = owner.fieldOfStudy ?? "General studies";
  const graduation = owner.expectedGraduation ?? addMonths(monthOf(now), 12);
  // Started a full course before graduating, but never in the future.
  const start = [addMonths(graduation, -MONTHS_OF_STUDY[degree]), addMonths(monthOf(now), -1)].sort()[0]!;
  const current: EducationEntry = {
    school: owner.university ?? "Open University",
    degreeLevel: degree,
    field,
    start,
    end: null,
    grade: random.chance(0.5) ? gradeIn(random, owner.home?.countryCode) : "",
  };
  if (degree === "bachelor" || degree === "secondary") return [current];
  const earlierDegree: DegreeLevel = degree === "doctorate" ? "master" : "bachelor";
  const earlierEnd = addMonths(start, -random.int(2, 4));
  return [
    current,
    {
      school:
        random.chance(0.5) && owner.university ? owner.university : random.pick(random.pick(HOME_CITIES).universities),
      degreeLevel: earlierDegree,
      field,
      start: addMonths(earlierEnd, -MONTHS_OF_STUDY[earlierDegree] + 2),
      end: earlierEnd,
      grade: gradeIn(random, owner.home?.countryCode),
    },
  ];
}

/** A grade as the country writes it (6 is best in Switzerland, 1.0 in Germany, 20 in France…). */
function gradeIn(random: Random, countryCode: string | undefined): string {
  const r = random.next();
  switch (countryCode) {
    case "CH":
      return `${(4.6 + r * 1.3).toFixed(1)} / 6`;
    case "DE":
    case "AT":
      return (1.1 + r * 1.5).toFixed(1);
    case "FR":
    case "BE":
      return `${(11.5 + r * 6).toFixed(1)} / 20`;
    case "IT":
      return `${95 + Math.floor(r * 16)} / 110`;
    case "GB":
    case "IE":
      return r < 0.4 ? "First-class honours" : "Upper second-class honours (2:1)";
    default:
      return `${(7 + r * 2.6).toFixed(1)} / 10`;
  }
}

function experienceFor(
  random: Random,
  study: StudyField,
  studiesStart: string,
  now: Date,
  hint?: CvHint,
): ExperienceEntry[] {
  const count = random.weighted([
    [0, 20],
    [1, 40],
    [2, 30],
    [3, 10],
  ] as const);
  const entries: ExperienceEntry[] = [];
  let before = monthOf(now);
  for (let index = 0; index < count; index += 1) {
    // The most recent job may still be going on; older ones ended before the next began.
    const ongoing = index === 0 && random.chance(0.3);
    const end = ongoing ? null : addMonths(before, -random.int(0, 4));
    const start = addMonths(end ?? before, -random.int(3, 12));
    if (start < addMonths(studiesStart, -24)) break;
    entries.push({
      title: random.pick(study.roles),
      organisation: random.pick(study.organisations),
      start,
      end,
      description: random
        .sample(study.tasks, random.int(1, 2))
        .map((task) => `${capitalise(task)}.`)
        .join(" "),
    });
    before = addMonths(start, -1);
  }
  if (!hint?.job) return entries;
  // The job the bio mentions is going on, so it comes first and the others ended before it began.
  const start = addMonths(monthOf(now), -random.int(4, 10));
  const earlier = entries.filter((entry) => entry.end !== null && entry.end < start);
  return [{ ...hint.job, start, end: null }, ...earlier];
}

function languages(random: Random, home: Place | null): LanguageRef[] {
  const native = homeLanguage(home);
  const refs: LanguageRef[] = [{ language: native, level: "C2" }];
  if (native !== "en") refs.push({ language: "en", level: random.pick<CefrLevel>(["B2", "C1", "C1", "C2"]) });
  if (random.chance(0.4)) {
    const third = random.pick(OTHER_LANGUAGES.filter((code) => !refs.some((ref) => ref.language === code)));
    refs.push({ language: third, level: random.pick<CefrLevel>(["A2", "B1", "B1", "B2"]) });
  }
  return refs;
}
