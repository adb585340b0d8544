import type { CvImportDraft } from "@stint/shared/cv-import";
import { contactIn } from "./cv-contact.ts";
import { splitEntries } from "./cv-entries.ts";
import { educationOf, experienceOf, namesSchool } from "./cv-entry-fields.ts";
import { languagesIn } from "./cv-languages.ts";
import { type Section, type SectionKind, splitSections } from "./cv-sections.ts";
import { skillsIn } from "./cv-skills.ts";
import type { Line } from "./reading-order.ts";

const MAX_ENTRIES = 20;
const MAX_SUMMARY = 2_000;

/** The draft of a CV from its lines in reading order: sections by their headings, then each section's fields. */
export function parseCv(lines: readonly Line[]): CvImportDraft {
  const { sections, documentLanguage } = splitSections(lines);
  const of = (kind: SectionKind) => sections.filter((section) => section.kind === kind);
  const linesOf = (kind: SectionKind) => of(kind).flatMap((section) => section.lines);
  const texts = (kind: SectionKind) => linesOf(kind).map((line) => line.text);

  // An education heading is whole once it names a school; an experience heading with a title and a place.
  const education = entriesOf(of("education"), (parts) => parts.length >= 2 && parts.some(namesSchool));
  const experience = entriesOf(of("experience"), (parts) => parts.length >= 2);
  return {
    summary: texts("summary").join(" ").slice(0, MAX_SUMMARY),
    education: education.map(educationOf),
    experience: experience.map(experienceOf),
    // What a student did, not the name of the job ("Werkstudent Controlling" says what the team does).
    skills: skillsIn({
      listed: texts("skills"),
      prose: [...texts("summary"), ...experience.flatMap((entry) => entry.description)],
    }),
    languages: languagesIn(texts("languages")),
    contact: contactIn(lines),
    documentLanguage,
  };
}

function entriesOf(sections: readonly Section[], complete: (parts: readonly string[]) => boolean) {
  return sections.flatMap((section) => splitEntries(section.lines, complete)).slice(0, MAX_ENTRIES);
}
