import { randomId } from "@mantine/hooks";
import type { CvImportDraft } from "@stint/shared/cv-import";
import type { FileMeta } from "@stint/shared/files";
import type { CvFormValues, EducationRow, ExperienceRow } from "./cv-form-values.ts";

type RowField = keyof EducationRow | keyof ExperienceRow;

/**
 * What the form took from a PDF, to mark it "From your PDF" for as long as the field still holds it. Rows are
 * found by their key (it survives reordering and removing others), skills and languages by their id.
 */
export type PdfMarks = {
  summary: string | null;
  fileId: string | null;
  rows: Record<string, Partial<Record<RowField, unknown>>>;
  skills: Record<string, number>;
  languages: Record<string, string>;
};

export const NO_PDF_MARKS: PdfMarks = { summary: null, fileId: null, rows: {}, skills: {}, languages: {} };

/** The fields of a row that hold something read; an empty field was not read and carries no mark. */
function readFields<Row extends object>(row: Row, fields: readonly (keyof Row & RowField)[]) {
  const read: Partial<Record<RowField, unknown>> = {};
  for (const field of fields) {
    const value = row[field];
    if (value !== null && value !== "" && value !== false) read[field] = value;
  }
  return read;
}

const EDUCATION_FIELDS = ["school", "degreeLevel", "field", "grade", "start", "end"] as const;
const EXPERIENCE_FIELDS = ["title", "organisation", "description", "start", "end", "current"] as const;

/**
 * The CV form opened on a draft read from a PDF: what the PDF gave replaces the form's summary, entries, skills,
 * languages and file; what a PDF cannot tell (title, wishes, availability, primary) stays as it is. An education
 * without an end is left open rather than ticked "still studying": the draft cannot tell unread from ongoing, and
 * the form then asks for it.
 */
export function draftToValues(
  draft: CvImportDraft,
  file: FileMeta | null,
  base: CvFormValues,
): { values: CvFormValues; marks: PdfMarks } {
  const education: EducationRow[] = draft.education.map((entry) => ({ ...entry, key: randomId(), current: false }));
  const experience: ExperienceRow[] = draft.experience.map(({ ongoing, ...entry }) => ({
    ...entry,
    end: ongoing ? null : entry.end,
    key: randomId(),
    current: ongoing,
  }));
  const rows: PdfMarks["rows"] = {};
  for (const row of education) rows[row.key] = readFields(row, EDUCATION_FIELDS);
  for (const row of experience) rows[row.key] = readFields(row, EXPERIENCE_FIELDS);
  const summary = draft.summary.trim();
  return {
    values: {
      ...base,
      summary: summary || base.summary,
      education,
      experience,
      skills: draft.skills,
      languages: draft.languages,
      file: file ?? base.file,
    },
    marks: {
      summary: summary || null,
      fileId: file?.id ?? null,
      rows,
      skills: Object.fromEntries(draft.skills.map((ref) => [ref.skillId, ref.level])),
      languages: Object.fromEntries(draft.languages.map((ref) => [ref.language, ref.level])),
    },
  };
}

/**
 * Whether the form field at `path` ("summary", "education.0.school", "skills.2", "languages.1.level", "file")
 * still holds what was read from the PDF. Derived from the values each time, so a changed field loses its mark
 * at once, and a mark follows its row when rows move.
 */
export function isFromPdf(marks: PdfMarks, values: CvFormValues, path: string): boolean {
  const [list, index, field] = path.split(".");
  const position = Number(index);
  switch (list) {
    case "summary":
      return marks.summary !== null && values.summary === marks.summary;
    case "file":
      return marks.fileId !== null && values.file?.id === marks.fileId;
    case "education":
    case "experience": {
      const row = values[list][position] as (EducationRow & ExperienceRow) | undefined;
      const read = row && marks.rows[row.key];
      if (!read || !field || !(field in read)) return false;
      return read[field as RowField] === row[field as RowField];
    }
    case "skills": {
      const ref = values.skills[position];
      return ref !== undefined && marks.skills[ref.skillId] === ref.level;
    }
    case "languages": {
      const row = values.languages[position];
      const level = row?.language ? marks.languages[row.language] : undefined;
      if (level === undefined) return false;
      return field === "level" ? row?.level === level : true;
    }
    default:
      return false;
  }
}
