import type { DegreeLevel } from "@stint/shared/account";
import type { CvImportEducation, CvImportExperience } from "@stint/shared/cv-import";
import type { DateRange } from "./cv-dates.ts";
import type { RawEntry } from "./cv-entries.ts";

// Degree names, longest first so "Master of Science" wins over "Master".
const DEGREES: [RegExp, DegreeLevel][] = [
  [
    /\b(?:ph\.?\s?d\.?|doctor(?:ate)? of [\p{L} ]+|dr\.\s?(?:rer|phil|ing)\.?[\p{L}. ]*|promotion|doktorat|doctorate)/iu,
    "doctorate",
  ],
  [
    /\b(?:master of (?:science|arts|engineering|business administration)|m\.\s?sc\.?|m\.\s?a\.|m\.\s?eng\.?|mba|master(?:studium)?|diplom(?:-ingenieur)?\b|dipl\.-ing\.|staatsexamen)/iu,
    "master",
  ],
  [
    /\b(?:bachelor of (?:science|arts|engineering)|b\.\s?sc\.?|b\.\s?a\.|b\.\s?eng\.?|bachelor(?:studium)?)/iu,
    "bachelor",
  ],
  [
    /\b(?:abitur|allgemeine hochschulreife|fachhochschulreife|matura|high school(?: diploma)?|a-levels|a levels|maturit[äa]t|secondary school|gymnasium)\b/iu,
    "secondary",
  ],
];
const SCHOOL =
  /\b(?:universit(?:y|ät|e|at)|hochschule|fachhochschule|college|institute?|school|schule|gymnasium|academy|akademie|polytechnic|eth|epfl|tu|lmu|rwth|kit|fh|hs|uni|ecole|école|politecnico|gesamtschule|realschule|kantonsschule|lyc[ée]e)\b/iu;
const ORGANISATION =
  /\b(?:gmbh|ag|se|kg|inc\.?|ltd\.?|llc|plc|gbr|e\.\s?v\.|co\.|corp\.?|group|bank|consulting|labs?|technologies|systems|solutions|university|universität|institut|institute|hochschule|gmbh & co\. kg)\b/iu;
const GRADE =
  /\b(?:grade|gpa|note|abschlussnote|durchschnitt|final grade|average)\s*:?\s*([0-9][0-9.,]*(?:\s*\/\s*[0-9.,]+)?(?:\s*\([^)]*\))?)/iu;
// What joins a degree's name to its field: "B.Sc. in Computer Science", "Master of Science: Physics".
const FIELD_LEAD = /^(?:\s*(?:(?:in|of|im|für)\s|[:–,-]))+\s*/iu;

/** Whether a part names a school ("Universität Leipzig", "ETH Zürich", "Gymnasium Ottobrunn"). */
export const namesSchool = (part: string) => SCHOOL.test(part);

/** An education entry: the school is the part naming a school, the degree and field are the other. */
export function educationOf(entry: RawEntry): CvImportEducation {
  let schoolPart = entry.parts.find((part) => SCHOOL.test(part) && !degreeOf(part));
  let degreePart = entry.parts.find((part) => degreeOf(part) !== undefined);
  // "Abitur" names a level and, with "Gymnasium", a school: whichever part is left is the other one.
  if (!schoolPart) schoolPart = entry.parts.find((part) => part !== degreePart && SCHOOL.test(part));
  if (!degreePart) degreePart = entry.parts.find((part) => part !== schoolPart);
  const degree = degreePart ? degreeOf(degreePart) : undefined;
  let field =
    degreePart && degree ? degreePart.replace(degree.match, "").replace(FIELD_LEAD, "").trim() : (degreePart ?? "");
  // "M.Sc., Informatik": the field is a part of its own, after the degree.
  if (field === "" && degreePart) {
    const after = entry.parts[entry.parts.indexOf(degreePart) + 1];
    if (after && after !== schoolPart && !GRADE.test(after)) field = after;
  }
  const text = [...entry.parts, ...entry.description].join("\n");
  const grade = GRADE.exec(text)?.[1]?.trim() ?? "";
  return {
    school: schoolPart ?? "",
    degreeLevel: degree?.level ?? null,
    field: field.replace(/[,;]\s*$/, ""),
    start: startOf(entry.range),
    end: entry.range && !entry.range.ongoing ? endOf(entry.range) : null,
    grade,
  };
}

function degreeOf(text: string): { level: DegreeLevel; match: string } | undefined {
  for (const [pattern, level] of DEGREES) {
    const match = pattern.exec(text);
    if (match) return { level, match: match[0] };
  }
  return undefined;
}

/** An experience entry: the title first, the organisation second, unless the first is plainly a company's name. */
export function experienceOf(entry: RawEntry): CvImportExperience {
  let [title = "", organisation = ""] = entry.parts;
  if (ORGANISATION.test(title) && !ORGANISATION.test(organisation) && organisation !== "") {
    [title, organisation] = [organisation, title];
  }
  return {
    title,
    organisation,
    start: startOf(entry.range),
    end: endOf(entry.range),
    ongoing: entry.range?.ongoing ?? false,
    description: entry.description.join("\n"),
  };
}

// A year alone is read as the year's first month for a start and its last for an end: the form shows both,
// and the student corrects what the PDF did not say.
function startOf(range: DateRange | undefined): string | null {
  if (!range) return null;
  // A lone date ("Abitur 2019") is when something ended, not when it began.
  if (range.end === null && !range.ongoing) return null;
  const start = range.start;
  return start && start.length === 4 ? `${start}-01` : start;
}

function endOf(range: DateRange | undefined): string | null {
  if (!range || range.ongoing) return null;
  const end = range.end ?? range.start;
  return end && end.length === 4 ? `${end}-12` : end;
}
