// One CV as text ready to lay out (every string decided: dates, headings, languages), and the truth a reader
// should find in it. Layouts only place these strings.
import type { Truth as CorpusTruth } from "../../src/modules/cvs/import/corpus-eval.ts";
import type { Lang, Person, Random } from "./people.ts";
import {
  degreeLine,
  type Headings,
  languageLine,
  period,
  periodTruth,
  pickHeadings,
  pickStyle,
} from "./render-text.ts";

export type ViewEntry = { heading: string; sub: string; when: string; bullets: string[] };
export type CvView = {
  lang: Lang;
  name: string;
  contact: string[];
  headings: Headings;
  summary: string;
  experience: ViewEntry[];
  education: ViewEntry[];
  skills: string[];
  languages: string[];
  interests: string[];
};

/** What a CV of the set says; its layout and tool are added when it is written. */
export type Truth = Omit<CorpusTruth, "layout" | "tool">;

export function viewOf(
  person: Person,
  lang: Lang,
  rand: Random,
  options: { upperHeadings: boolean },
): { view: CvView; truth: Truth } {
  const style = pickStyle(rand, lang);
  const view: CvView = {
    lang,
    name: person.name,
    contact: [person.email, person.phone, person.city],
    headings: pickHeadings(rand, lang, options.upperHeadings),
    summary: person.summary,
    experience: person.experience.map((entry) => ({
      heading: entry.title,
      sub: entry.organisation,
      when: period(entry.period, style),
      bullets: entry.bullets,
    })),
    education: person.education.map((entry) => ({
      heading: degreeLine(entry, rand),
      sub: entry.school,
      when: period(entry.period, style),
      bullets: entry.grade ? [entry.grade] : [],
    })),
    skills: [...person.listed.map((skill) => skill.name), ...person.extras],
    languages: person.languages.map((language) => languageLine(language, style, rand)),
    interests: rand.sample(
      lang === "de"
        ? ["Wandern", "Schach", "Kochen", "Klettern", "Ehrenamt bei der Tafel", "Chor"]
        : ["Hiking", "Chess", "Cooking", "Climbing", "Volunteering at a food bank", "Choir"],
      2,
    ),
  };
  const truth: Truth = {
    contact: { name: person.name, email: person.email, phone: person.phone },
    documentLanguage: lang,
    education: person.education.map((entry) => ({
      school: entry.school,
      degreeLevel: entry.degreeLevel,
      field: entry.field,
      ...periodTruth(entry.period, style),
    })),
    experience: person.experience.map((entry) => ({
      title: entry.title,
      organisation: entry.organisation,
      ...periodTruth(entry.period, style),
    })),
    skills: [
      ...new Set([...person.listed.map((skill) => skill.id), ...person.experience.flatMap((entry) => entry.skills)]),
    ],
    languages: person.languages.map((language) => ({ language: language.code, level: language.level })),
  };
  return { view, truth };
}
