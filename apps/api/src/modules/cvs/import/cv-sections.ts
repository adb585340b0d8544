import { fold } from "@stint/matching/text";
import type { Line } from "./reading-order.ts";

export type SectionKind = "summary" | "education" | "experience" | "skills" | "languages" | "contact" | "other";

export type Section = { kind: SectionKind; lines: Line[] };

// Headings as CVs write them, folded (umlauts and case away), in English and German. "other" ends the section
// before it, so that hobbies or references are not read as skills.
// prettier-ignore
const HEADINGS: Record<SectionKind, { en: string[]; de: string[] }> = {
  summary: {
    en: ["summary", "profile", "about me", "professional summary", "personal profile", "objective", "career objective", "about"],
    de: ["profil", "kurzprofil", "uber mich", "zusammenfassung", "personliches profil", "berufsziel"],
  },
  education: {
    en: ["education", "academic background", "education and training", "studies", "academic education", "qualifications"],
    de: ["ausbildung", "studium", "bildungsweg", "bildung", "akademischer werdegang", "schulbildung", "schul und hochschulbildung", "hochschulbildung", "schulische ausbildung", "akademische ausbildung", "studium und ausbildung", "ausbildung und studium"],
  },
  experience: {
    en: ["experience", "work experience", "professional experience", "employment", "employment history", "work history", "internships", "practical experience", "career", "relevant experience"],
    de: ["berufserfahrung", "praktika", "praktische erfahrung", "beruflicher werdegang", "berufliche erfahrung", "berufspraxis", "erfahrung", "praktika und berufserfahrung", "berufserfahrung und praktika", "werdegang", "taetigkeiten", "tatigkeiten"],
  },
  skills: {
    en: ["skills", "technical skills", "it skills", "core skills", "key skills", "competences", "competencies", "tools", "skills and tools", "technologies", "software skills", "expertise"],
    de: ["kenntnisse", "fahigkeiten", "it kenntnisse", "edv kenntnisse", "fachkenntnisse", "kompetenzen", "fahigkeiten und kenntnisse", "kenntnisse und fahigkeiten", "technische kenntnisse", "software kenntnisse", "softwarekenntnisse", "besondere kenntnisse"],
  },
  languages: {
    en: ["languages", "language skills", "language"],
    de: ["sprachen", "sprachkenntnisse", "fremdsprachen", "sprache"],
  },
  contact: {
    en: ["contact", "personal details", "personal information", "personal data", "contact details", "details"],
    de: ["kontakt", "personliche daten", "personliche angaben", "kontaktdaten", "angaben zur person"],
  },
  other: {
    en: ["projects", "interests", "hobbies", "certificates", "certifications", "awards", "publications", "volunteering", "references", "activities", "extracurricular activities", "achievements", "honours", "honors", "courses", "additional information", "volunteer work"],
    de: ["projekte", "interessen", "hobbys", "hobbies", "zertifikate", "auszeichnungen", "publikationen", "ehrenamt", "referenzen", "engagement", "ehrenamtliches engagement", "weiterbildung", "weiterbildungen", "sonstiges", "freizeit"],
  },
};

const HEADING_BY_KEY = new Map<string, { kind: SectionKind; language: "en" | "de" }>();
for (const [kind, names] of Object.entries(HEADINGS) as [SectionKind, { en: string[]; de: string[] }][]) {
  for (const language of ["en", "de"] as const) {
    for (const name of names[language]) {
      HEADING_BY_KEY.set(headingKey(name), { kind, language });
      // Letter-spaced capitals lose the spaces between words with those between letters.
      HEADING_BY_KEY.set(headingKey(name).replace(/ /g, ""), { kind, language });
    }
  }
}

// "Skills & Tools", "Kenntnisse und Fähigkeiten", "IT-Kenntnisse:" and "SKILLS" find the same entry.
function headingKey(text: string): string {
  // Letter-spaced capitals ("A U S B I L D U N G") come out of a PDF as single letters.
  const spaced = /^(?:\S{1,2} )+\S{1,2}$/u.test(text.trim()) ? text.replace(/ /g, "") : text;
  return fold(spaced)
    .replace(/[^a-z ]+/g, " ")
    .split(" ")
    .filter((word) => word !== "" && word !== "and" && word !== "und")
    .join(" ");
}

/** The section a line heads, when the whole line is a heading ("Berufserfahrung", "WORK EXPERIENCE:"). */
export function headingOf(line: Line): { kind: SectionKind; language: "en" | "de" } | undefined {
  if (line.cells.length > 1 || line.text.length > 48) return undefined;
  return HEADING_BY_KEY.get(headingKey(line.text));
}

/** The lines split at their headings; what comes before the first heading is the head (name, contact). */
export function splitSections(lines: readonly Line[]): {
  head: Line[];
  sections: Section[];
  documentLanguage: "en" | "de" | null;
} {
  const head: Line[] = [];
  const sections: Section[] = [];
  const votes = { en: 0, de: 0 };
  for (const line of lines) {
    const heading = headingOf(line);
    if (heading) {
      votes[heading.language]++;
      sections.push({ kind: heading.kind, lines: [] });
      continue;
    }
    (sections.at(-1)?.lines ?? head).push(line);
  }
  const documentLanguage = votes.en === votes.de ? null : votes.en > votes.de ? "en" : "de";
  return { head, sections, documentLanguage };
}
