import { z } from "zod";
import { jobMarkSchema, jobsForYouSchema } from "./job-marks.ts";
import { type JobStatus, jobListItemSchema } from "./jobs.ts";

/** How many days before its application deadline a saved job counts as "deadline soon" and its saver is reminded. */
export const DEADLINE_SOON_DAYS = 2;
export const SAVED_JOBS_PAGE_SIZE = 20;

/**
 * Where a saved job stands: open, its deadline in DEADLINE_SOON_DAYS or less, or closed (closed by its company,
 * or its deadline passed). A closed job stays saved and says so; it takes no applications.
 */
export const SAVED_JOB_STATES = ["open", "deadline-soon", "closed"] as const;
export type SavedJobState = (typeof SAVED_JOB_STATES)[number];

/** `today` and the deadline as YYYY-MM-DD (UTC), so the comparison is the text's. */
export function savedJobState(job: { status: JobStatus; deadline: string | null }, today: string): SavedJobState {
  if (job.status !== "published" || (job.deadline !== null && job.deadline < today)) return "closed";
  if (job.deadline !== null && job.deadline <= addDays(today, DEADLINE_SOON_DAYS)) return "deadline-soon";
  return "open";
}

export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export const savedJobSchema = z.object({
  job: jobListItemSchema,
  state: z.enum(SAVED_JOB_STATES),
  /** What the job already is to the student (applied, invited, …), as on every job card. */
  mark: jobMarkSchema.nullable(),
  savedAt: z.string(),
});
export type SavedJob = z.infer<typeof savedJobSchema>;

/** `GET /api/saved-jobs`: newest saved first, in cursor pages. */
export const savedJobPageSchema = z.object({
  items: z.array(savedJobSchema),
  total: z.number().int(),
  nextCursor: z.string().nullable(),
});
export type SavedJobPage = z.infer<typeof savedJobPageSchema>;

export const savedJobListQuerySchema = z.object({
  limit: z.coerce
    .number({ error: "Enter a number." })
    .int("Use a whole number.")
    .min(1, "At least 1.")
    .max(50, "At most 50.")
    .default(SAVED_JOBS_PAGE_SIZE),
  /** Opaque: the `nextCursor` of the previous page. */
  cursor: z.string().trim().max(200, "This is not a cursor from a previous page.").optional(),
});
export type SavedJobListQuery = z.infer<typeof savedJobListQuerySchema>;
export type SavedJobListParams = z.input<typeof savedJobListQuerySchema>;

/** `PUT /api/saved-jobs/{jobId}`: the job is saved (since the first save: saving again changes nothing). */
export const savedJobMarkSchema = z.object({ jobId: z.string(), savedAt: z.string() });
export type SavedJobMark = z.infer<typeof savedJobMarkSchema>;

/** At most this many "jobs like this" on a job page. */
export const SIMILAR_JOBS_LIMIT = 6;

/** `GET /api/jobs/{id}/similar`: the nearest published jobs by skills, type and place; for a student with `forYou`. */
export const similarJobsSchema = z.object({
  items: z.array(jobListItemSchema).max(SIMILAR_JOBS_LIMIT),
  /** For a signed-in student: their marks, scores and saved jobs, of these jobs and of the job itself. */
  forYou: jobsForYouSchema.optional(),
});
export type SimilarJobs = z.infer<typeof similarJobsSchema>;
