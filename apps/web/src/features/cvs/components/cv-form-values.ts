import { randomId } from "@mantine/hooks";
import type { DegreeLevel } from "@stint/shared/account";
import type { Cv, CvFields } from "@stint/shared/cvs";
import type { FileMeta } from "@stint/shared/files";
import type { JobType, WorkMode } from "@stint/shared/jobs";
import type { Place } from "@stint/shared/place";
import type { SkillRef } from "@stint/shared/skills/skills";
import type { LanguageRow } from "../../../components/language-fields.tsx";

/**
 * A dated row of the CV (education or experience) as the form holds it. `key` keeps React's row identity
 * through reordering; `current` is the "I am still there" box, sent as an empty end. Neither is sent.
 */
type DatedRow = { key: string; start: string | null; end: string | null; current: boolean };
export type EducationRow = DatedRow & {
  school: string;
  degreeLevel: DegreeLevel | null;
  field: string;
  grade: string;
};
export type ExperienceRow = DatedRow & { title: string; organisation: string; description: string };

/**
 * What the CV form holds. Field paths are the API's (but `file`, sent as `fileId`), so schema and server errors
 * land on the input they are about ("education.0.end", "languages.1.level").
 */
export type CvFormValues = {
  title: string;
  summary: string;
  education: EducationRow[];
  experience: ExperienceRow[];
  skills: SkillRef[];
  languages: LanguageRow[];
  desiredTypes: JobType[];
  desiredWorkModes: WorkMode[];
  preferredPlaces: Place[];
  /** A number input holds a number, or "" while empty. */
  radiusKm: number | string;
  willingToRelocate: boolean;
  availableFrom: string | null;
  availableTo: string | null;
  file: FileMeta | null;
  isPrimary: boolean;
};

type Nullable<T, K extends keyof T> = Omit<T, K> & { [P in K]: T[P] | null };

/** The form as the API's CV fields; what the user has not chosen yet stays null, for the schema to name. */
export type CvFormPayload = Omit<CvFields, "education" | "experience" | "languages" | "radiusKm"> & {
  education: Nullable<CvFields["education"][number], "degreeLevel" | "start">[];
  experience: Nullable<CvFields["experience"][number], "start">[];
  languages: LanguageRow[];
  radiusKm: number | null;
};

export const FIELD_MAP = { fileId: "file" };

export const emptyEducation = (): EducationRow => ({
  key: randomId(),
  school: "",
  degreeLevel: null,
  field: "",
  start: null,
  end: null,
  current: false,
  grade: "",
});

export const emptyExperience = (): ExperienceRow => ({
  key: randomId(),
  title: "",
  organisation: "",
  start: null,
  end: null,
  current: false,
  description: "",
});

/** A new CV: nothing filled in but the API's defaults; the first one is always primary. */
export function emptyCvValues({ first }: { first: boolean }): CvFormValues {
  return {
    title: "",
    summary: "",
    education: [],
    experience: [],
    skills: [],
    languages: [],
    desiredTypes: [],
    desiredWorkModes: [],
    preferredPlaces: [],
    radiusKm: 50,
    willingToRelocate: false,
    availableFrom: null,
    availableTo: null,
    file: null,
    isPrimary: first,
  };
}

const dated = <T extends { end: string | null }>(entry: T) => ({
  ...entry,
  key: randomId(),
  current: entry.end === null,
});

export function cvToValues(cv: Cv): CvFormValues {
  return {
    title: cv.title,
    summary: cv.summary,
    education: cv.education.map(dated),
    experience: cv.experience.map(dated),
    skills: cv.skills,
    languages: cv.languages,
    desiredTypes: cv.desiredTypes,
    desiredWorkModes: cv.desiredWorkModes,
    preferredPlaces: cv.preferredPlaces,
    radiusKm: cv.radiusKm,
    willingToRelocate: cv.willingToRelocate,
    availableFrom: cv.availableFrom,
    availableTo: cv.availableTo,
    file: cv.file,
    isPrimary: cv.isPrimary,
  };
}

function toNumber(value: number | string): number | null {
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  const text = value.trim();
  if (text === "") return null;
  const parsed = Number(text);
  return Number.isFinite(parsed) ? parsed : Number.NaN;
}

const endOf = (row: DatedRow) => (row.current ? null : row.end);

export function cvValuesToPayload(values: CvFormValues): CvFormPayload {
  return {
    title: values.title.trim(),
    summary: values.summary.trim(),
    education: values.education.map((row) => ({
      school: row.school.trim(),
      degreeLevel: row.degreeLevel,
      field: row.field.trim(),
      start: row.start,
      end: endOf(row),
      grade: row.grade.trim(),
    })),
    experience: values.experience.map((row) => ({
      title: row.title.trim(),
      organisation: row.organisation.trim(),
      start: row.start,
      end: endOf(row),
      description: row.description.trim(),
    })),
    skills: values.skills,
    languages: values.languages,
    desiredTypes: values.desiredTypes,
    desiredWorkModes: values.desiredWorkModes,
    preferredPlaces: values.preferredPlaces,
    radiusKm: toNumber(values.radiusKm),
    willingToRelocate: values.willingToRelocate,
    availableFrom: values.availableFrom,
    availableTo: values.availableTo,
    fileId: values.file?.id ?? null,
    isPrimary: values.isPrimary,
  };
}

/** The box that says a row goes on, by list: its words in the `cvs` catalogue. */
export const CURRENT_LABEL_KEYS = { education: "fields.stillStudying", experience: "fields.stillWorking" } as const;
// The form's own messages, in English as the schema's are (the form shows them through i18n/field-messages).
const END_MESSAGES = {
  education: "Choose the month it ended, or tick “I still study here”.",
  experience: "Choose the month it ended, or tick “I still work here”.",
} as const;

/**
 * Rules of the form the schema cannot know: a row needs its start month, and an end month unless the box
 * "I still study/work here" is ticked (an empty end alone would silently mean "ongoing").
 */
export function datedRowProblems(values: CvFormValues) {
  const problems: Record<string, string> = {};
  for (const list of ["education", "experience"] as const) {
    values[list].forEach((row, index) => {
      if (!row.start) problems[`${list}.${index}.start`] = "Choose the month you started.";
      if (!row.current && !row.end) {
        problems[`${list}.${index}.end`] = END_MESSAGES[list];
      }
    });
  }
  return problems;
}
