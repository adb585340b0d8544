import { z } from "zod";
import { CANDIDATE_SCOPES, candidatesQuerySchema } from "./matching.ts";
import { lineSchema } from "./text.ts";

export const MAX_SAVED_FILTER_NAME_LENGTH = 80;

/**
 * A candidate filter as a company saves it: the candidate query's own fields (the same rules as
 * `GET /api/matching/candidates`), the application statuses to show and the scope. Every field is optional;
 * lists take arrays (or comma-separated text, like the query string).
 */
export const candidateFilterSchema = z
  .strictObject(
    {
      ...candidatesQuerySchema.pick({
        skills: true,
        languages: true,
        degree: true,
        university: true,
        graduationFrom: true,
        graduationTo: true,
        distanceKm: true,
      }).shape,
      minScore: candidatesQuerySchema.shape.minScore.optional(),
      /** Where the candidates stand with the job (applicants' and invitees' statuses). */
      status: candidatesQuerySchema.shape.status,
      /** Whose candidates, as `GET /api/matching/candidates` takes it. */
      scope: z.enum(CANDIDATE_SCOPES, { error: `Choose one of: ${CANDIDATE_SCOPES.join(", ")}.` }).optional(),
    },
    { error: "Send the filter as an object." },
  )
  .superRefine((filter, ctx) => {
    if (filter.graduationFrom && filter.graduationTo && filter.graduationTo < filter.graduationFrom) {
      ctx.addIssue({ code: "custom", path: ["graduationTo"], message: "The end cannot be before the start." });
    }
  });
export type CandidateFilter = z.infer<typeof candidateFilterSchema>;

const nameSchema = lineSchema({ error: "Enter a name." })
  .min(1, "Enter a name.")
  .max(MAX_SAVED_FILTER_NAME_LENGTH, `Use at most ${MAX_SAVED_FILTER_NAME_LENGTH} characters.`);
const jobIdSchema = z.string({ error: "Choose a job." }).trim().min(1, "Choose a job.").max(64, "This is not a job.");

/** `POST /api/saved-filters`: a named filter, for one of the company's jobs or (no jobId) for all of them. */
export const savedFilterCreateSchema = z.strictObject({
  name: nameSchema,
  jobId: jobIdSchema.nullable().optional(),
  filter: candidateFilterSchema,
});
export type SavedFilterCreate = z.infer<typeof savedFilterCreateSchema>;

/** `PATCH /api/saved-filters/{id}`: rename, move to another job (or null: all jobs), or replace the filter. */
export const savedFilterPatchSchema = z
  .strictObject({
    name: nameSchema.optional(),
    jobId: jobIdSchema.nullable().optional(),
    filter: candidateFilterSchema.optional(),
  })
  .refine((patch) => Object.keys(patch).length > 0, { message: "Change at least one field.", path: ["_"] });
export type SavedFilterPatch = z.infer<typeof savedFilterPatchSchema>;

/** `GET /api/saved-filters`: all the company's filters, or with `jobId` the ones for that job and for all jobs. */
export const savedFilterListQuerySchema = z.object({ jobId: jobIdSchema.optional() });
export type SavedFilterListQuery = z.infer<typeof savedFilterListQuerySchema>;

export const savedFilterSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The job it was saved for; null: any of the company's jobs. */
  jobId: z.string().nullable(),
  filter: candidateFilterSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SavedFilter = z.infer<typeof savedFilterSchema>;

export const savedFilterListSchema = z.object({ items: z.array(savedFilterSchema), total: z.number().int() });
export type SavedFilterList = z.infer<typeof savedFilterListSchema>;
