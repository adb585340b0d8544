import { z } from "zod";
import { jobSearchProblems, jobSearchQuerySchema, jobSearchWire } from "./job-search.ts";
import { paths } from "./page-routes.ts";
import { lineSchema } from "./text.ts";

/** How often a student hears of an alert's new jobs: at once, one digest a day or a week, or in Stint only. */
export const JOB_ALERT_FREQUENCIES = ["instant", "daily", "weekly", "in-app"] as const;
export type JobAlertFrequency = (typeof JOB_ALERT_FREQUENCIES)[number];

/** How many alerts a student may keep: enough for every search worth repeating, few enough to read the mails. */
export const MAX_JOB_ALERTS = 20;
export const MAX_JOB_ALERT_NAME_LENGTH = 80;

export const JOB_ALERT_ERROR_CODES = {
  /** The student has MAX_JOB_ALERTS already. */
  limit: "job-alert-limit",
} as const;

/**
 * An alert's search: the public job search's own parameters (words, every filter for everyone's jobs, the order),
 * in the same URL form as `GET /api/jobs` takes them. Not the page, and not a company's own list.
 */
export const jobAlertSearchSchema = jobSearchQuerySchema
  .omit({ page: true, pageSize: true, mine: true, status: true })
  .strict()
  .superRefine((query, ctx) => {
    for (const [path, message] of Object.entries(
      jobSearchProblems({ ...query, status: undefined, page: 1, pageSize: 1 }),
    ))
      ctx.addIssue({ code: "custom", path: [path], message });
  });
export type JobAlertSearch = z.output<typeof jobAlertSearchSchema>;

/** The search as it goes out in a URL: defaults left out, lists comma-separated (the job list reads it back). */
export function jobAlertSearchWire(search: JobAlertSearch): Record<string, string> {
  return Object.fromEntries(
    Object.entries(jobSearchWire(search)).flatMap(([key, value]) =>
      value === undefined || value === false ? [] : [[key, String(value)]],
    ),
  );
}

/** The job list showing an alert's search (the web's link back, a digest mail's button). */
export function jobAlertSearchPath(alert: { search: Record<string, string>; placeLabel: string | null }): string {
  return paths.jobList({
    ...alert.search,
    ...(alert.placeLabel && alert.search.near ? { place: alert.placeLabel } : {}),
  });
}

const frequencySchema = z.enum(JOB_ALERT_FREQUENCIES, { error: "Choose instant, daily, weekly or in-app." });
const nameSchema = lineSchema({ error: "Enter a name." })
  .min(1, "Enter a name.")
  .max(MAX_JOB_ALERT_NAME_LENGTH, `Use at most ${MAX_JOB_ALERT_NAME_LENGTH} characters.`);
/** The place's name as the student chose it, for the link back to the search (the search itself keeps lat,lon). */
const placeLabelSchema = lineSchema().max(200, "Use at most 200 characters.");

/** `POST /api/job-alerts`. */
export const jobAlertCreateSchema = z.strictObject({
  name: nameSchema,
  frequency: frequencySchema,
  search: jobAlertSearchSchema,
  placeLabel: placeLabelSchema.nullable().optional(),
});
export type JobAlertCreate = z.input<typeof jobAlertCreateSchema>;

/** `PATCH /api/job-alerts/{id}`: rename, change how often, pause or resume. */
export const jobAlertPatchSchema = z
  .strictObject({
    name: nameSchema.optional(),
    frequency: frequencySchema.optional(),
    paused: z.boolean({ error: "Use true or false." }).optional(),
  })
  .refine((patch) => Object.keys(patch).length > 0, { message: "Change at least one field.", path: ["_"] });
export type JobAlertPatch = z.infer<typeof jobAlertPatchSchema>;

export const jobAlertSchema = z.object({
  id: z.string(),
  name: z.string(),
  frequency: frequencySchema,
  paused: z.boolean(),
  /** The search in its URL form (`GET /api/jobs` and the job list read it), defaults left out. */
  search: z.record(z.string(), z.string()),
  placeLabel: z.string().nullable(),
  /** New jobs found and not yet in a digest. */
  pendingJobs: z.number().int(),
  lastDigestAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type JobAlert = z.infer<typeof jobAlertSchema>;

export const jobAlertListSchema = z.object({
  items: z.array(jobAlertSchema),
  total: z.number().int(),
  max: z.number().int(),
});
export type JobAlertList = z.infer<typeof jobAlertListSchema>;

/** `POST /api/job-alerts/unsubscribe` (a mail's one click): the alert is paused. */
export const jobAlertUnsubscribedSchema = z.object({ name: z.string(), paused: z.boolean() });

/** An alert in the account export: with every job it found, when, and when the student was told. */
export const jobAlertExportSchema = jobAlertSchema.extend({
  hits: z.array(z.object({ jobId: z.string(), foundAt: z.string(), deliveredAt: z.string().nullable() })),
});
