import type { CvFormValues, EducationRow } from "./cv-form-values.ts";
import type { LanguageRow } from "../../../components/language-fields.tsx";

// A row counts once it says something: an empty one merely added (the "Add" button) ticks nothing.
const filledEducation = (row: EducationRow) =>
  row.school.trim() !== "" && row.field.trim() !== "" && row.degreeLevel !== null && row.start !== null;
const filledLanguage = (row: LanguageRow) => row.language !== null && row.level !== null;

/** What makes a CV worth a company's time; each an easy thing to add. Only a hint: any CV may be saved. */
export const CV_CHECKLIST: { label: string; done: (values: CvFormValues) => boolean }[] = [
  { label: "A title", done: (values) => values.title.trim().length >= 2 },
  { label: "A short summary", done: (values) => values.summary.trim().length > 0 },
  { label: "Your education", done: (values) => values.education.some(filledEducation) },
  { label: "At least three skills", done: (values) => values.skills.length >= 3 },
  { label: "The languages you speak", done: (values) => values.languages.some(filledLanguage) },
  {
    label: "What you are looking for",
    done: (values) => values.desiredTypes.length > 0 || values.desiredWorkModes.length > 0,
  },
  { label: "When you are available", done: (values) => values.availableFrom !== null },
  { label: "Your PDF", done: (values) => values.file !== null },
];
