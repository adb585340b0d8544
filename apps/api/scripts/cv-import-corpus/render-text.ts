// How the quality set's CVs write their parts: dates, language levels, headings, in English and German, in
// the styles CVs use. Each CV picks one style; its truth records what the PDF says (a year alone stays a year).
import { languageName } from "@stint/shared/languages";
import type { CefrLevel } from "@stint/shared/languages";
import type { DateStyle, Lang, Period, Person, Random } from "./people.ts";

const MONTHS: Record<Lang, string[]> = {
  en: ["Jan.", "Feb.", "Mar.", "Apr.", "May", "June", "July", "Aug.", "Sept.", "Oct.", "Nov.", "Dec."],
  de: ["Jan.", "Feb.", "März", "Apr.", "Mai", "Juni", "Juli", "Aug.", "Sept.", "Okt.", "Nov.", "Dez."],
};
const NOW: Record<Lang, string[]> = { en: ["present", "today", "now"], de: ["heute", "laufend", "dato"] };

export type Style = { lang: Lang; dates: DateStyle; dash: string; now: string; since: boolean; levelWords: boolean };

export function pickStyle(rand: Random, lang: Lang): Style {
  return {
    lang,
    dates: rand.pick(["numeric", "dotted", "month-name", "year", "iso"] as const),
    dash: rand.pick([" – ", " - ", "–", " bis "].filter((dash) => lang === "de" || dash !== " bis ")),
    now: rand.pick(NOW[lang]),
    since: rand.next() < 0.3,
    levelWords: rand.next() < 0.6,
  };
}

function point(date: { year: number; month: number }, style: Style): string {
  const mm = String(date.month).padStart(2, "0");
  switch (style.dates) {
    case "numeric":
      return `${mm}/${date.year}`;
    case "dotted":
      return `${mm}.${date.year}`;
    case "month-name":
      return `${MONTHS[style.lang][date.month - 1]} ${date.year}`;
    case "iso":
      return `${date.year}-${mm}`;
    case "year":
      return String(date.year);
  }
}

export function period(value: Period, style: Style): string {
  if (value.end === "ongoing") {
    if (style.since) return `${style.lang === "de" ? "seit" : "since"} ${point(value.start, style)}`;
    return `${point(value.start, style)}${style.dash}${style.now}`;
  }
  return `${point(value.start, style)}${style.dash}${point(value.end, style)}`;
}

/** What the PDF tells of a period: "2021-09", or "2021" where only years are written. */
export function periodTruth(value: Period, style: Style) {
  const of = (date: { year: number; month: number }) =>
    style.dates === "year" ? String(date.year) : `${date.year}-${String(date.month).padStart(2, "0")}`;
  return {
    start: of(value.start),
    end: value.end === "ongoing" ? null : of(value.end),
    ongoing: value.end === "ongoing",
  };
}

// prettier-ignore
const LEVEL_WORDS: Record<Lang, Partial<Record<CefrLevel, string>>> = {
  en: { C2: "native speaker", C1: "fluent", B2: "very good", A2: "basic knowledge" },
  de: { C2: "Muttersprache", C1: "fließend", B2: "gut", A2: "Grundkenntnisse" },
};

/** "German (native speaker)", "Englisch – C1", "Französisch: Grundkenntnisse". */
export function languageLine(language: { code: string; level: CefrLevel }, style: Style, rand: Random): string {
  const name = languageName(language.code, style.lang);
  const word = LEVEL_WORDS[style.lang][language.level];
  const level = style.levelWords && word ? word : language.level;
  return rand.pick([`${name} (${level})`, `${name} – ${level}`, `${name}: ${level}`]);
}

// prettier-ignore
const HEADINGS: Record<Lang, Record<"summary" | "experience" | "education" | "skills" | "languages" | "contact" | "interests", string[]>> = {
  en: { summary: ["Profile", "Summary", "About me"], experience: ["Experience", "Work Experience", "Professional Experience"], education: ["Education", "Academic Background"], skills: ["Skills", "Technical Skills", "Skills & Tools"], languages: ["Languages", "Language Skills"], contact: ["Contact", "Personal Details"], interests: ["Interests", "Hobbies"] },
  de: { summary: ["Profil", "Über mich", "Kurzprofil"], experience: ["Berufserfahrung", "Praktika", "Praktische Erfahrung"], education: ["Ausbildung", "Studium", "Bildungsweg"], skills: ["Kenntnisse", "Fähigkeiten", "IT-Kenntnisse"], languages: ["Sprachen", "Sprachkenntnisse"], contact: ["Kontakt", "Persönliche Daten"], interests: ["Interessen", "Hobbys"] },
};

export type Headings = Record<keyof (typeof HEADINGS)["en"], string>;

export function pickHeadings(rand: Random, lang: Lang, upper: boolean): Headings {
  const chosen = Object.fromEntries(
    Object.entries(HEADINGS[lang]).map(([key, names]) => [key, rand.pick(names)]),
  ) as Headings;
  return upper
    ? (Object.fromEntries(Object.entries(chosen).map(([key, name]) => [key, name.toUpperCase()])) as Headings)
    : chosen;
}

/** A degree as a CV heads it: "B.Sc. Computer Science", "Master of Science in Physics", "Abitur". */
export function degreeLine(entry: Person["education"][number], rand: Random): string {
  if (!entry.field) return entry.degree;
  return rand.pick([
    `${entry.degree} ${entry.field}`,
    `${entry.degree} in ${entry.field}`,
    `${entry.degree}, ${entry.field}`,
  ]);
}
