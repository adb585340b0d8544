import { z } from "zod";
import { DEGREE_LEVELS } from "./account.ts";
import { fileIdSchema, fileMetaSchema } from "./files.ts";
import { isoDateSchema, JOB_TYPES, languageRefListSchema, WORK_MODES } from "./jobs.ts";
import { placeSchema } from "./place.ts";
import { skillRefListSchema } from "./skills/skill-ref.ts";
import { lineSchema } from "./text.ts";

export const MAX_CV_ENTRIES = 20;
export const MAX_PREFERRED_PLACES = 5;
export const MAX_CVS_PER_STUDENT = 20;
export const MAX_RADIUS_KM = 500;

const YEAR_MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
/** A month as `YYYY-MM`: education and experience are dated to the month, as on any CV. */
export const yearMonthSchema = z.string({ error: "Use the form YYYY-MM." }).regex(YEAR_MONTH, "Use the form YYYY-MM.");

// Names and titles: one line each (descriptions and summaries may have several).
const requiredLine = (what: string, max: number) =>
  lineSchema({ error: `Enter ${what}.` })
    .min(1, `Enter ${what}.`)
    .max(max, `Use at most ${max} characters.`);
const optionalText = (max: number) => z.string().trim().max(max, `Use at most ${max} characters.`);

// An entry's end comes after its start; no end means "ongoing". Reported on `end`, where the user fixes it.
const endNotBeforeStart = <T extends { start: string; end: string | null }>(entry: T) =>
  entry.end === null || entry.end >= entry.start;
const endMessage = { path: ["end"], message: "The end cannot be before the start." };

export const educationEntrySchema = z
  .strictObject({
    school: requiredLine("the school or university", 160),
    degreeLevel: z.enum(DEGREE_LEVELS, { error: "Choose a degree level." }),
    field: requiredLine("the field of study", 120),
    start: yearMonthSchema,
    end: yearMonthSchema.nullable(),
    grade: lineSchema().max(40, "Use at most 40 characters."),
  })
  .refine(endNotBeforeStart, endMessage);
export type EducationEntry = z.infer<typeof educationEntrySchema>;

export const experienceEntrySchema = z
  .strictObject({
    title: requiredLine("the job title", 120),
    organisation: requiredLine("the organisation", 160),
    start: yearMonthSchema,
    end: yearMonthSchema.nullable(),
    description: optionalText(2000),
  })
  .refine(endNotBeforeStart, endMessage);
export type ExperienceEntry = z.infer<typeof experienceEntrySchema>;

const uniqueList = <T extends z.ZodType<string>>(item: T, what: string) =>
  z.array(item).refine((values) => new Set(values).size === values.length, `Choose each ${what} once.`);

// Each field once; the create, patch and response schemas are built from these.
const fields = {
  title: requiredLine("a title for this CV", 120).min(2, "Use at least 2 characters."),
  summary: optionalText(2000),
  education: z.array(educationEntrySchema).max(MAX_CV_ENTRIES, `Add at most ${MAX_CV_ENTRIES} entries.`),
  experience: z.array(experienceEntrySchema).max(MAX_CV_ENTRIES, `Add at most ${MAX_CV_ENTRIES} entries.`),
  skills: skillRefListSchema,
  languages: languageRefListSchema,
  desiredTypes: uniqueList(z.enum(JOB_TYPES, { error: "Choose a job type." }), "job type"),
  desiredWorkModes: uniqueList(z.enum(WORK_MODES, { error: "Choose a work mode." }), "work mode"),
  preferredPlaces: z
    .array(placeSchema)
    .max(MAX_PREFERRED_PLACES, `Choose at most ${MAX_PREFERRED_PLACES} places.`)
    .refine((places) => new Set(places.map((place) => place.id)).size === places.length, "Choose each place once."),
  radiusKm: z
    .number({ error: "Enter a distance in km." })
    .int("Use whole kilometres.")
    .min(0, "The distance cannot be negative.")
    .max(MAX_RADIUS_KM, `At most ${MAX_RADIUS_KM} km.`),
  willingToRelocate: z.boolean({ error: "Use true or false." }),
  availableFrom: isoDateSchema.nullable(),
  availableTo: isoDateSchema.nullable(),
  fileId: fileIdSchema.nullable(),
  isPrimary: z.boolean({ error: "Use true or false." }),
};

type FieldErrors = Record<string, string>;

/** Rules that span fields, checked on a whole CV (and by the server on a CV as a PATCH would leave it). */
export function cvConsistencyProblems(cv: { availableFrom?: string | null; availableTo?: string | null }) {
  const problems: FieldErrors = {};
  if (cv.availableFrom && cv.availableTo && cv.availableTo < cv.availableFrom) {
    problems.availableTo = "The end of your availability cannot be before its start.";
  }
  return problems;
}

const addProblems = (problems: FieldErrors, ctx: z.RefinementCtx) => {
  for (const [path, message] of Object.entries(problems)) ctx.addIssue({ code: "custom", path: [path], message });
};

/** Every field a student edits, complete (what is stored). */
export const cvFieldsSchema = z.strictObject(fields);
export type CvFields = z.infer<typeof cvFieldsSchema>;

// A CV may be saved with a title alone; everything else starts empty.
const inputFields = {
  title: fields.title,
  summary: fields.summary.default(""),
  education: fields.education.default([]),
  experience: fields.experience.default([]),
  skills: fields.skills.default([]),
  languages: fields.languages.default([]),
  desiredTypes: fields.desiredTypes.default([]),
  desiredWorkModes: fields.desiredWorkModes.default([]),
  preferredPlaces: fields.preferredPlaces.default([]),
  radiusKm: fields.radiusKm.default(50),
  willingToRelocate: fields.willingToRelocate.default(false),
  availableFrom: fields.availableFrom.default(null),
  availableTo: fields.availableTo.default(null),
  fileId: fields.fileId.default(null),
  // A student's first CV is primary whatever is sent; a later one only when asked.
  isPrimary: fields.isPrimary.default(false),
};

/** `POST /api/cvs`. Unknown fields are refused. */
export const cvCreateSchema = z
  .strictObject(inputFields)
  .superRefine((cv, ctx) => addProblems(cvConsistencyProblems(cv), ctx));
export type CvCreate = z.input<typeof cvCreateSchema>;

/**
 * `PATCH /api/cvs/{id}`: only the changed fields; `null` clears a nullable field. `isPrimary: true` makes this
 * the primary CV (the previous one stops being primary); `isPrimary: false` on the primary CV is refused, as
 * there is always exactly one.
 */
export const cvPatchSchema = z.strictObject({
  title: fields.title.optional(),
  summary: fields.summary.optional(),
  education: fields.education.optional(),
  experience: fields.experience.optional(),
  skills: fields.skills.optional(),
  languages: fields.languages.optional(),
  desiredTypes: fields.desiredTypes.optional(),
  desiredWorkModes: fields.desiredWorkModes.optional(),
  preferredPlaces: fields.preferredPlaces.optional(),
  radiusKm: fields.radiusKm.optional(),
  willingToRelocate: fields.willingToRelocate.optional(),
  availableFrom: fields.availableFrom.optional(),
  availableTo: fields.availableTo.optional(),
  fileId: fields.fileId.optional(),
  isPrimary: fields.isPrimary.optional(),
});
export type CvPatch = z.infer<typeof cvPatchSchema>;

/** A CV as the API returns it; `file` is the uploaded PDF, when there is one. */
/** Whose CV a company reads: what the access policy lets it see of the student with the CV (name, picture). */
export const cvStudentSchema = z.object({
  name: z.string(),
  avatarUrl: z.string().nullable(),
  university: z.string().nullable(),
  fieldOfStudy: z.string().nullable(),
});
export type CvStudent = z.infer<typeof cvStudentSchema>;

export const cvSchema = z.object({
  id: z.string(),
  studentId: z.string(),
  ...fields,
  file: fileMetaSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Only when someone other than its student reads the CV (GET /api/cvs/{id}): whose it is. */
  student: cvStudentSchema.optional(),
});
export type Cv = z.infer<typeof cvSchema>;

/** A CV in the student's list: enough for a card. */
export const cvListItemSchema = cvSchema
  .pick({
    id: true,
    title: true,
    isPrimary: true,
    desiredTypes: true,
    availableFrom: true,
    availableTo: true,
    updatedAt: true,
  })
  .extend({ skillCount: z.number().int(), hasFile: z.boolean() });
export type CvListItem = z.infer<typeof cvListItemSchema>;

/** `GET /api/cvs`: the signed-in student's CVs, the primary first, then the most recently edited. */
export const cvListSchema = z.object({ items: z.array(cvListItemSchema) });
export type CvList = z.infer<typeof cvListSchema>;
