import { type SkillRef } from "@stint/shared/skills/skill-ref";
import { SKILLS } from "@stint/shared/skills/skill-list";
import { skillById } from "@stint/shared/skills/skill-lookup";
import { STUDY_FIELDS } from "../demo/study-fields.ts";
import { INDUSTRY_FIELDS, ORDINARY_WORDS, TITLE_FIELDS, TITLE_SKILLS } from "./demo-plausibility-rules.ts";

/** The demo data as stored, the parts a reader sees. */
export type DemoSnapshot = {
  users: { id: string; createdAt: Date }[];
  companies: { id: string; name: string; industry: string | null; description: string | null; createdAt: Date }[];
  students: {
    id: string;
    name: string;
    bio: string | null;
    fieldOfStudy: string | null;
    university: string | null;
    createdAt: Date;
  }[];
  jobs: {
    id: string;
    companyId: string;
    title: string;
    description: string;
    requiredSkills: SkillRef[];
    niceToHaveSkills: SkillRef[];
    createdAt: Date;
    publishedAt: Date | null;
  }[];
  cvs: {
    id: string;
    studentId: string;
    isPrimary: boolean;
    title: string;
    summary: string;
    skills: SkillRef[];
    experience: { title: string; description: string }[];
    createdAt: Date;
  }[];
  applications: { studentId: string; jobId: string; cvId: string | null; createdAt: Date }[];
};

type Check = (data: DemoSnapshot) => string[];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** Whole-word occurrences of `phrase` in `text`, whatever their case. */
const occurrences = (text: string, phrase: string) =>
  [...text.matchAll(new RegExp(`(?<![\\w.#+-])${escape(phrase)}(?![\\w#+]|\\.\\w)`, "gi"))].map((match) => match[0]);
const fieldOf = (title: string) => TITLE_FIELDS.find(([, words]) => words.test(title))?.[0];
const labelOf = (id: string) => skillById(id)?.label ?? id;
const day = (date: Date) => date.toISOString().slice(0, 10);

/** A job's title promises tools and a kind of work: it requires at least one of them. */
const titlesAgreeWithSkills: Check = ({ jobs }) =>
  jobs.flatMap((job) => {
    const required = new Set(job.requiredSkills.map((ref) => ref.skillId));
    const field = fieldOf(job.title) ? [] : [`"${job.title}" names no field of work`];
    const tools = TITLE_SKILLS.filter(
      ([words, skills]) => words.test(job.title) && !skills.some((id) => required.has(id)),
    ).map(
      ([, skills]) =>
        `"${job.title}" requires none of ${skills.map(labelOf).join(", ")} (it requires ${[...required].map(labelOf).join(", ")})`,
    );
    return [...field, ...tools];
  });

/** A company posts jobs of the fields its industry hires for. */
const companiesPostTheirIndustry: Check = ({ companies, jobs }) => {
  const companyOf = new Map(companies.map((company) => [company.id, company]));
  return jobs.flatMap((job) => {
    const company = companyOf.get(job.companyId)!;
    const fields = INDUSTRY_FIELDS[company.industry ?? ""];
    if (!fields) return [`${company.name}'s industry "${company.industry}" is not one the demo knows`];
    const field = fieldOf(job.title);
    return field && fields.includes(field) ? [] : [`${company.name} (${company.industry}) posts "${job.title}"`];
  });
};

/** The kinds of work a CV may aim at, the longest first (so "Operations research" is not read as "Operations"). */
const FOCUSES = [...new Set(STUDY_FIELDS.flatMap((field) => field.focuses))].sort((a, b) => b.length - a.length);

/**
 * A student's bio claims only what the CVs show: each kind of work it names is what one of the CVs aims at
 * (its title) or a skill on the primary CV, and each skill it names is on the primary CV. The field of study
 * and the university are the student's own, not claims.
 */
const biosAgreeWithCvs: Check = ({ students, cvs }) =>
  students.flatMap((student) => {
    const own = cvs.filter((cv) => cv.studentId === student.id);
    const primary = own.find((cv) => cv.isPrimary);
    if (!student.bio || !primary) return [];
    let claims = student.bio;
    for (const fact of [student.fieldOfStudy, student.university]) if (fact) claims = claims.split(fact).join(" ");
    const onCv = new Set(primary.skills.map((ref) => ref.skillId));
    const problems: string[] = [];
    for (const focus of FOCUSES) {
      if (occurrences(claims, focus).length === 0) continue;
      claims = claims.replace(new RegExp(escape(focus), "gi"), " ");
      const aimed = own.some((cv) => cv.title.toLowerCase().includes(focus.toLowerCase()));
      const skill = SKILLS.find((candidate) => candidate.label.toLowerCase() === focus.toLowerCase());
      if (!aimed && !(skill && onCv.has(skill.id)))
        problems.push(`${student.name}'s bio names "${focus}", the CVs ${own.map((cv) => `"${cv.title}"`).join(", ")}`);
    }
    for (const skill of SKILLS) {
      if (skill.label.length < 4 || onCv.has(skill.id) || skill.category === "soft-skills") continue;
      if (occurrences(claims, skill.label).length > 0)
        problems.push(`${student.name}'s bio names ${skill.label}, which the CV "${primary.title}" does not list`);
    }
    return problems;
  });

/**
 * Words written one way only: tools (TypeScript, React, .NET, PostgreSQL) and acronyms (UX, SEO, AI). Taken
 * from the vocabulary: each tool category's one-word labels, and every word in camel case, in capitals or with
 * a sign in it.
 */
const NAMES: ReadonlySet<string> = new Set(
  SKILLS.flatMap((skill) => {
    const words = skill.label.split(/\s+/);
    const tool = ["programming-languages", "frameworks", "databases", "cloud-devops"].includes(skill.category);
    // "Self-Motivation" and "Full-Stack" are title case, written in lower case in a sentence.
    return words.filter(
      (word) =>
        /[A-Za-z]{2}/.test(word) &&
        !ORDINARY_WORDS.has(word.toLowerCase()) &&
        ((tool && words.length === 1) || /[a-z][A-Z]|[A-Z]{2}/.test(word) || /[.#+]/.test(word)),
    );
  }),
);

const textsOf = ({ jobs, cvs, students, companies }: DemoSnapshot) => [
  ...jobs.flatMap((job) => [
    { where: `job "${job.title}"`, text: job.title },
    { where: `job "${job.title}"`, text: job.description },
  ]),
  ...cvs.flatMap((cv) => [
    { where: `CV "${cv.title}"`, text: `${cv.title}\n${cv.summary}` },
    ...cv.experience.map((entry) => ({ where: `CV "${cv.title}"`, text: `${entry.title}\n${entry.description}` })),
  ]),
  ...students.map((student) => ({ where: `${student.name}'s bio`, text: student.bio ?? "" })),
  ...companies.map((company) => ({ where: `${company.name}'s description`, text: company.description ?? "" })),
];

/** "react", "typescript", "ux" are not how anyone writes them. */
const namesKeepTheirCase: Check = (data) => {
  const found = new Map<string, Set<string>>();
  for (const { where, text } of textsOf(data)) {
    for (const name of NAMES) {
      for (const written of occurrences(text, name)) {
        if (written === name) continue;
        const key = `"${written}" for ${name}`;
        found.set(key, (found.get(key) ?? new Set()).add(where));
      }
    }
  }
  return [...found].map(([key, places]) => `${key} in ${[...places].slice(0, 3).join(", ")} (${places.size} texts)`);
};

/** Dates are written for people ("March 2027"), not as "2027-03". */
const noRawDates: Check = (data) =>
  textsOf(data).flatMap(({ where, text }) =>
    [...text.matchAll(/\b\d{4}-\d{2}(-\d{2})?\b/g)].map((match) => `${where}: "${match[0]}"`),
  );

/** Nobody acts before signing up: accounts are older than their jobs, CVs and applications. */
const accountsPredateTheirActs: Check = ({ users, companies, students, jobs, cvs, applications }) => {
  const signedUp = new Map(users.map((user) => [user.id, user.createdAt]));
  for (const account of [...companies, ...students]) {
    const userSince = signedUp.get(account.id)!;
    signedUp.set(account.id, userSince < account.createdAt ? account.createdAt : userSince);
  }
  const names = new Map([...companies, ...students].map((account) => [account.id, account.name]));
  const acts = [
    ...jobs.map((job) => ({ who: job.companyId, at: job.createdAt, what: `created "${job.title}"` })),
    ...jobs.flatMap((job) =>
      job.publishedAt ? [{ who: job.companyId, at: job.publishedAt, what: `published "${job.title}"` }] : [],
    ),
    ...cvs.map((cv) => ({ who: cv.studentId, at: cv.createdAt, what: `wrote the CV "${cv.title}"` })),
    ...applications.map((application) => ({ who: application.studentId, at: application.createdAt, what: "applied" })),
  ];
  const cvSince = new Map(cvs.map((cv) => [cv.id, cv.createdAt]));
  return [
    ...acts
      .filter((act) => act.at < signedUp.get(act.who)!)
      .map((act) => `${names.get(act.who)} ${act.what} on ${day(act.at)}, signed up on ${day(signedUp.get(act.who)!)}`),
    ...applications
      .filter((application) => application.cvId && application.createdAt < cvSince.get(application.cvId)!)
      .map((application) => `${names.get(application.studentId)} applied with a CV written later`),
  ];
};

/** Each kind of mismatch the demo must not show, and what shows it. */
export const DEMO_PLAUSIBILITY: Readonly<Record<string, Check>> = {
  "job titles agree with the skills they require": titlesAgreeWithSkills,
  "companies post jobs of their own industry": companiesPostTheirIndustry,
  "students' bios agree with their primary CV": biosAgreeWithCvs,
  "skill names and acronyms keep their case": namesKeepTheirCase,
  "texts show no raw dates": noRawDates,
  "accounts are older than their jobs, CVs and applications": accountsPredateTheirActs,
};

/** Skill ids the rules name that the vocabulary does not know (a typo would silently weaken a rule). */
export function unknownRuleSkills(): string[] {
  return TITLE_SKILLS.flatMap(([, skills]) => skills.filter((id) => !skillById(id)));
}
