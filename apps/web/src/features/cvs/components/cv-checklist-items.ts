import type { CvFormValues, EducationRow } from "./cv-form-values.ts";
import type { LanguageRow } from "../../../components/language-fields.tsx";

// A row counts once it says something: an empty one merely added (the "Add" button) ticks nothing.
const filledEducation = (row: EducationRow) =>
  row.school.trim() !== "" && row.field.trim() !== "" && row.degreeLevel !== null && row.start !== null;
const filledLanguage = (row: LanguageRow) => row.language !== null && row.level !== null;

/** What makes a CV worth a company's time; each an easy thing to add. Only a hint: any CV may be saved. */
/** `label`: its key in the `cvs` catalogue (`checklist.items.<label>`). */
export const CV_CHECKLIST: { label: string; done: (values: CvFormValues) => boolean }[] = [
  { label: "title", done: (values) => values.title.trim().length >= 2 },
  { label: "summary", done: (values) => values.summary.trim().length > 0 },
  { label: "education", done: (values) => values.education.some(filledEducation) },
  { label: "skills", done: (values) => values.skills.length >= 3 },
  { label: "languages", done: (values) => values.languages.some(filledLanguage) },
  {
    label: "wishes",
    done: (values) => values.desiredTypes.length > 0 || values.desiredWorkModes.length > 0,
  },
  { label: "availability", done: (values) => values.availableFrom !== null },
  { label: "file", done: (values) => values.file !== null },
];
