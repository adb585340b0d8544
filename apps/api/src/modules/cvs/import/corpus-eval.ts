import { readdir, readFile } from "node:fs/promises";
import type { CvImportDraft } from "@stint/shared/cv-import";
import { fold } from "@stint/matching/text";
import { readCvFromPdf } from "./read-cv-from-pdf.ts";

/** What a quality-set CV says, written by its generator (apps/api/scripts/cv-import-corpus). */
export type Truth = {
  layout: string;
  tool: string;
  contact: { name: string; email: string; phone: string };
  documentLanguage: "en" | "de";
  education: {
    school: string;
    degreeLevel: string;
    field: string;
    start: string;
    end: string | null;
    ongoing: boolean;
  }[];
  experience: { title: string; organisation: string; start: string; end: string | null; ongoing: boolean }[];
  skills: string[];
  languages: { language: string; level: string }[];
};

const CORPUS = new URL("./corpus/", import.meta.url);

type Count = { hit: number; of: number };
const ratio = ({ hit, of }: Count) => (of === 0 ? 1 : hit / of);

export type CorpusScores = {
  cvs: number;
  skillsRecall: number;
  skillsPrecision: number;
  educationFound: number;
  experienceFound: number;
  /** Entries found, education and experience together. */
  entriesFound: number;
  /** Of the entries found: start, end and ongoing as the PDF says them. */
  datesRight: number;
  degreeLevelRight: number;
  languagesFound: number;
  languageLevelsRight: number;
  contactRight: number;
  documentLanguageRight: number;
  /** Per CV, what went wrong, for reading the figures. */
  misses: string[];
};

const same = (a: string, b: string) => {
  const x = fold(a)
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
  const y = fold(b)
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
  return x !== "" && y !== "" && (x === y || x.includes(y) || y.includes(x));
};

// A date as the PDF gives it: "2021" where it writes only years (the reader fills in a month).
const dateRight = (expected: string | null, actual: string | null) =>
  expected === null ? actual === null : actual !== null && actual.startsWith(expected);

/** Reads every CV of the quality set and compares the draft with its truth. */
export async function evaluateCorpus(): Promise<CorpusScores> {
  const names = (await readdir(CORPUS)).filter((name) => name.endsWith(".pdf")).sort();
  const skills = { found: 0, right: 0, expected: 0 };
  const education: Count = { hit: 0, of: 0 };
  const experience: Count = { hit: 0, of: 0 };
  const dates: Count = { hit: 0, of: 0 };
  const degrees: Count = { hit: 0, of: 0 };
  const languages: Count = { hit: 0, of: 0 };
  const levels: Count = { hit: 0, of: 0 };
  const contact: Count = { hit: 0, of: 0 };
  const documentLanguage: Count = { hit: 0, of: 0 };
  const misses: string[] = [];

  for (const name of names) {
    const truth = JSON.parse(await readFile(new URL(name.replace(/\.pdf$/, ".json"), CORPUS), "utf8")) as Truth;
    let draft: CvImportDraft;
    try {
      draft = await readCvFromPdf(await readFile(new URL(name, CORPUS)));
    } catch (error) {
      misses.push(`${name}: not read (${error instanceof Error ? error.message : String(error)})`);
      draft = {
        summary: "",
        education: [],
        experience: [],
        skills: [],
        languages: [],
        contact: { name: null, email: null, phone: null },
        documentLanguage: null,
      };
    }
    const miss = (what: string) => misses.push(`${name}: ${what}`);

    const found = new Set(draft.skills.map((skill) => skill.skillId));
    const expected = new Set(truth.skills);
    skills.found += found.size;
    skills.expected += expected.size;
    for (const id of found) if (expected.has(id)) skills.right++;
    const missing = [...expected].filter((id) => !found.has(id));
    const extra = [...found].filter((id) => !expected.has(id));
    if (missing.length || extra.length) miss(`skills missing [${missing}] extra [${extra}]`);

    for (const entry of truth.education) {
      education.of++;
      const match = draft.education.find(
        (got) => same(got.school, entry.school) && (!entry.field || same(got.field, entry.field)),
      );
      if (!match) {
        miss(
          `education ${entry.school} / ${entry.field} not found in ${JSON.stringify(draft.education.map((got) => [got.school, got.field]))}`,
        );
        continue;
      }
      education.hit++;
      degrees.of++;
      if (match.degreeLevel === entry.degreeLevel) degrees.hit++;
      else miss(`degree ${entry.degreeLevel} read as ${match.degreeLevel}`);
      dates.of++;
      if (dateRight(entry.start, match.start) && dateRight(entry.end, match.end)) dates.hit++;
      else miss(`education dates ${entry.start}–${entry.end} read as ${match.start}–${match.end}`);
    }
    for (const entry of truth.experience) {
      experience.of++;
      const match = draft.experience.find(
        (got) => same(got.title, entry.title) && same(got.organisation, entry.organisation),
      );
      if (!match) {
        miss(
          `experience ${entry.title} / ${entry.organisation} not found in ${JSON.stringify(draft.experience.map((got) => [got.title, got.organisation]))}`,
        );
        continue;
      }
      experience.hit++;
      dates.of++;
      if (dateRight(entry.start, match.start) && dateRight(entry.end, match.end) && match.ongoing === entry.ongoing)
        dates.hit++;
      else
        miss(
          `experience dates ${entry.start}–${entry.end ?? "ongoing"} read as ${match.start}–${match.end ?? (match.ongoing ? "ongoing" : "?")}`,
        );
    }
    for (const language of truth.languages) {
      languages.of++;
      const got = draft.languages.find((entry) => entry.language === language.language);
      if (!got) {
        miss(`language ${language.language} not found`);
        continue;
      }
      languages.hit++;
      levels.of++;
      if (got.level === language.level) levels.hit++;
      else miss(`language ${language.language} ${language.level} read as ${got.level}`);
    }
    for (const field of ["name", "email", "phone"] as const) {
      contact.of++;
      if (draft.contact[field] === truth.contact[field]) contact.hit++;
      else miss(`${field} ${truth.contact[field]} read as ${draft.contact[field]}`);
    }
    documentLanguage.of++;
    if (draft.documentLanguage === truth.documentLanguage) documentLanguage.hit++;
  }

  return {
    cvs: names.length,
    skillsRecall: skills.expected === 0 ? 1 : skills.right / skills.expected,
    skillsPrecision: skills.found === 0 ? 1 : skills.right / skills.found,
    educationFound: ratio(education),
    experienceFound: ratio(experience),
    entriesFound: ratio({ hit: education.hit + experience.hit, of: education.of + experience.of }),
    datesRight: ratio(dates),
    degreeLevelRight: ratio(degrees),
    languagesFound: ratio(languages),
    languageLevelsRight: ratio(levels),
    contactRight: ratio(contact),
    documentLanguageRight: ratio(documentLanguage),
    misses,
  };
}
