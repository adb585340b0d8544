import { z } from "zod";
import { DEGREE_LEVELS } from "./account.ts";
import { fileIdSchema } from "./files.ts";
import { languageRefSchema } from "./languages.ts";
import { skillRefSchema } from "./skills/skill-ref.ts";

// A CV read from a PDF is a draft for the CV form, never a saved CV: what could not be read is empty (or null),
// and the form asks for it as it asks for anything the student leaves out.

const yearMonthOrNull = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/)
  .nullable();

export const cvImportEducationSchema = z.object({
  school: z.string(),
  degreeLevel: z.enum(DEGREE_LEVELS).nullable(),
  field: z.string(),
  start: yearMonthOrNull,
  end: yearMonthOrNull,
  grade: z.string(),
});
export type CvImportEducation = z.infer<typeof cvImportEducationSchema>;

export const cvImportExperienceSchema = z.object({
  title: z.string(),
  organisation: z.string(),
  start: yearMonthOrNull,
  /** Null with `ongoing` false: no end could be read; with `ongoing` true: "present", "heute", "now". */
  end: yearMonthOrNull,
  ongoing: z.boolean(),
  description: z.string(),
});
export type CvImportExperience = z.infer<typeof cvImportExperienceSchema>;

/** What the reader found; every list may be empty. Skills are the vocabulary's ids, levels guessed (default 3). */
export const cvImportDraftSchema = z.object({
  summary: z.string(),
  education: z.array(cvImportEducationSchema),
  experience: z.array(cvImportExperienceSchema),
  skills: z.array(skillRefSchema),
  languages: z.array(languageRefSchema),
  contact: z.object({ name: z.string().nullable(), email: z.string().nullable(), phone: z.string().nullable() }),
  /** The document's language as far as its headings tell. */
  documentLanguage: z.enum(["en", "de"]).nullable(),
});
export type CvImportDraft = z.infer<typeof cvImportDraftSchema>;

/**
 * `POST /api/cvs/import`: either `multipart/form-data` with one `file` (a PDF, at most the upload limit), or JSON
 * naming one of the student's own stored files. Answers `200 CvImportDraft`; a PDF without a text layer (a scan)
 * answers 422 `pdf_no_text`, one that cannot be read in time or at all 422 `pdf_unreadable`.
 */
/** The refusals of `POST /api/cvs/import` that say something about the PDF itself. */
export const CV_IMPORT_ERROR_CODES = { noText: "pdf_no_text", unreadable: "pdf_unreadable" } as const;

export const cvImportFromFileSchema = z.strictObject({ fileId: fileIdSchema });
export type CvImportFromFile = z.infer<typeof cvImportFromFileSchema>;
