import { z } from "zod";
import { COMPANY_SIZES, DEGREE_LEVELS } from "./account.ts";
import { jobsForYouSchema } from "./job-marks.ts";
import { languageRefListSchema } from "./languages.ts";
import { placeSchema } from "./place.ts";
import { companyRatingSummarySchema, companyResponsivenessSchema } from "./ratings.ts";
import { skillById, skillRefListSchema } from "./skills/skills.ts";
import { lineSchema } from "./text.ts";

// The language list is part of a job's vocabulary; re-exported here so the package index needs one line.
export * from "./languages.ts";

export const JOB_TYPES = ["internship", "full-time", "part-time", "working-student"] as const;
export type JobType = (typeof JOB_TYPES)[number];
export const JOB_TYPE_LABELS: Record<JobType, string> = {
  internship: "Internship",
  "full-time": "Full-time",
  "part-time": "Part-time",
  "working-student": "Working student",
};

export const WORK_MODES = ["on-site", "hybrid", "remote"] as const;
export type WorkMode = (typeof WORK_MODES)[number];
export const WORK_MODE_LABELS: Record<WorkMode, string> = { "on-site": "On-site", hybrid: "Hybrid", remote: "Remote" };

export const JOB_STATUSES = ["draft", "published", "closed"] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];
export const JOB_STATUS_LABELS: Record<JobStatus, string> = {
  draft: "Draft",
  published: "Published",
  closed: "Closed",
};

export const PAY_PERIODS = ["month", "year"] as const;
export type PayPeriod = (typeof PAY_PERIODS)[number];

export const CURRENCIES = ["EUR", "CHF", "GBP", "USD", "SEK", "NOK", "DKK", "PLN", "CZK"] as const;
export type Currency = (typeof CURRENCIES)[number];

export const MAX_DESCRIPTION_LENGTH = 20_000;
/** A published job must say more than a line about itself; drafts may be shorter. */
export const MIN_PUBLISHED_DESCRIPTION_LENGTH = 100;
export const MAX_PAY = 10_000_000;

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar date as `YYYY-MM-DD`; "2026-02-30" is refused rather than rolled over to March. */
export const isoDateSchema = z
  .string({ error: "Use the form YYYY-MM-DD." })
  .regex(DATE_PATTERN, "Use the form YYYY-MM-DD.")
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  }, "This date does not exist.");

const amount = z
  .number({ error: "Enter an amount." })
  .int("Use a whole amount.")
  .min(0, "The amount cannot be negative.")
  .max(MAX_PAY, "This amount is too large.");
/** One amount of pay, as a job's range and an offer's pay use it. */
export const payAmountSchema = amount;

/** Pay as a range in one currency, per month or per year. */
export const paySchema = z
  .strictObject({
    min: amount,
    max: amount,
    currency: z.enum(CURRENCIES, { error: "Choose a currency." }),
    period: z.enum(PAY_PERIODS, { error: "Choose per month or per year." }),
  })
  .refine((pay) => pay.min <= pay.max, { path: ["max"], message: "The maximum must not be below the minimum." });
export type Pay = z.infer<typeof paySchema>;

/** Pay per year, so that monthly and yearly offers compare (search's minPay, sorting). */
export function yearlyPay(amountValue: number, period: PayPeriod): number {
  return period === "month" ? amountValue * 12 : amountValue;
}

// Each field once; the create, patch and response schemas are built from these.
const fields = {
  title: lineSchema({ error: "Enter a title." })
    .min(3, "Use at least 3 characters.")
    .max(120, "Use at most 120 characters."),
  description: z
    .string({ error: "Enter a description." })
    .max(MAX_DESCRIPTION_LENGTH, "Use at most 20,000 characters."),
  type: z.enum(JOB_TYPES, { error: "Choose a job type." }),
  workMode: z.enum(WORK_MODES, { error: "Choose on-site, hybrid or remote." }),
  location: placeSchema.nullable(),
  requiredSkills: skillRefListSchema,
  niceToHaveSkills: skillRefListSchema,
  languages: languageRefListSchema,
  minDegree: z.enum(DEGREE_LEVELS, { error: "Choose a degree level." }).nullable(),
  fieldsOfStudy: z
    .array(lineSchema().min(1, "Enter a field of study.").max(120, "Use at most 120 characters."))
    .max(10, "Choose at most 10 fields of study."),
  startDate: isoDateSchema.nullable(),
  durationMonths: z
    .number({ error: "Enter a number of months." })
    .int("Use whole months.")
    .min(1, "At least 1 month.")
    .max(36, "At most 36 months.")
    .nullable(),
  pay: paySchema.nullable(),
  positions: z
    .number({ error: "Enter a number of openings." })
    .int("Use a whole number.")
    .min(1, "At least 1 opening.")
    .max(500, "At most 500 openings."),
  deadline: isoDateSchema.nullable(),
};

type FieldErrors = Record<string, string>;

/** Every field of a job a company edits, complete (what is stored). */
export const jobFieldsSchema = z.strictObject(fields);
export type JobFields = z.infer<typeof jobFieldsSchema>;

// A draft may be saved with little more than a title: the rest defaults and is asked for on publishing.
const inputFields = {
  title: fields.title,
  type: fields.type,
  workMode: fields.workMode,
  description: fields.description.default(""),
  location: fields.location.default(null),
  requiredSkills: fields.requiredSkills.default([]),
  niceToHaveSkills: fields.niceToHaveSkills.default([]),
  languages: fields.languages.default([]),
  minDegree: fields.minDegree.default(null),
  fieldsOfStudy: fields.fieldsOfStudy.default([]),
  startDate: fields.startDate.default(null),
  durationMonths: fields.durationMonths.default(null),
  pay: fields.pay.default(null),
  positions: fields.positions.default(1),
  deadline: fields.deadline.default(null),
};

/** Rules between fields that hold for drafts too, as field path → message. */
export function jobConsistencyProblems(job: Partial<JobFields>): FieldErrors {
  const problems: FieldErrors = {};
  const required = new Set((job.requiredSkills ?? []).map((ref) => ref.skillId));
  (job.niceToHaveSkills ?? []).forEach((ref, position) => {
    if (required.has(ref.skillId)) {
      const name = skillById(ref.skillId)?.label ?? ref.skillId;
      problems[`niceToHaveSkills.${position}.skillId`] = `${name} is already a required skill.`;
    }
  });
  if (job.startDate && job.deadline && job.deadline > job.startDate) {
    problems.deadline = "The application deadline should not be after the start date.";
  }
  return problems;
}

const addProblems = (problems: FieldErrors, ctx: z.RefinementCtx) => {
  for (const [path, message] of Object.entries(problems)) {
    ctx.addIssue({
      code: "custom",
      path: path.split(".").map((part) => (/^\d+$/.test(part) ? Number(part) : part)),
      message,
    });
  }
};

/** A new job (a draft unless published at once). Unknown fields are refused. */
export const jobInputSchema = z
  .strictObject(inputFields)
  .superRefine((job, ctx) => addProblems(jobConsistencyProblems(job), ctx));
export type JobInput = z.input<typeof jobInputSchema>;

/** The body of `POST /api/jobs`: a job, and whether to publish it at once. */
export const jobCreateSchema = z
  .strictObject({ ...inputFields, publish: z.boolean({ error: "Use true or false." }).optional() })
  .superRefine((job, ctx) => addProblems(jobConsistencyProblems(job), ctx));
export type JobCreate = z.input<typeof jobCreateSchema>;

/**
 * `PATCH /api/jobs/{id}`: only the changed fields; `null` clears a nullable field. Unknown fields are a 400.
 * Rules that span fields are checked again by the server on the job as it would be after the change.
 */
export const jobPatchSchema = z.strictObject({
  title: fields.title.optional(),
  description: fields.description.optional(),
  type: fields.type.optional(),
  workMode: fields.workMode.optional(),
  location: fields.location.optional(),
  requiredSkills: fields.requiredSkills.optional(),
  niceToHaveSkills: fields.niceToHaveSkills.optional(),
  languages: fields.languages.optional(),
  minDegree: fields.minDegree.optional(),
  fieldsOfStudy: fields.fieldsOfStudy.optional(),
  startDate: fields.startDate.optional(),
  durationMonths: fields.durationMonths.optional(),
  pay: fields.pay.optional(),
  positions: fields.positions.optional(),
  deadline: fields.deadline.optional(),
});
export type JobPatch = z.infer<typeof jobPatchSchema>;

const todayUtc = () => new Date().toISOString().slice(0, 10);

/**
 * What a job still misses before it can be published (or stay published), as field → message. Empty when
 * it is publishable. `today` (YYYY-MM-DD) is only a parameter so tests can fix the date.
 */
export function findPublishProblems(job: JobFields, today: string = todayUtc()): FieldErrors {
  const problems: FieldErrors = {};
  if (job.description.trim().length < MIN_PUBLISHED_DESCRIPTION_LENGTH) {
    problems.description = `Describe the job in at least ${MIN_PUBLISHED_DESCRIPTION_LENGTH} characters before publishing.`;
  }
  if (!job.location && job.workMode !== "remote") problems.location = "Say where the job is, or make it remote.";
  if (!job.pay) problems.pay = "Published jobs show their pay: enter a range.";
  if (job.type === "internship" && job.durationMonths === null) {
    problems.durationMonths = "Say how many months the internship lasts.";
  }
  if (job.deadline && job.deadline < today) problems.deadline = "The application deadline has passed.";
  return problems;
}

/** The job form's check for "Publish": the create rules plus everything a published job needs. */
export const publishableJobSchema = z
  .strictObject(inputFields)
  .superRefine((job, ctx) => addProblems({ ...findPublishProblems(job), ...jobConsistencyProblems(job) }, ctx));

/** The company as shown on a job: enough for the card and the link to its page. */
export const jobCompanySchema = z.object({
  id: z.string(),
  name: z.string(),
  address: placeSchema.nullable(),
  /** The company's logo (an authorised file URL), or null when it has none. */
  logoUrl: z.string().nullable(),
  /** An operator verified the company (issue 37): cards and pages show the "Verified" badge. */
  verified: z.boolean(),
});
export type JobCompany = z.infer<typeof jobCompanySchema>;

/** A job as the API returns it. */
export const jobSchema = z.object({
  id: z.string(),
  ...fields,
  status: z.enum(JOB_STATUSES),
  companyId: z.string(),
  company: jobCompanySchema,
  createdAt: z.string(),
  updatedAt: z.string(),
  publishedAt: z.string().nullable(),
});
export type Job = z.infer<typeof jobSchema>;

/**
 * A job in a result list: everything but the full description (which can be 20,000 characters), with a
 * plain-text excerpt instead, and the distance from the searched place when one was given.
 */
export const jobListItemSchema = jobSchema.omit({ description: true }).extend({
  excerpt: z.string(),
  distanceKm: z.number().nullable(),
});
export type JobListItem = z.infer<typeof jobListItemSchema>;

/** Totals are counted exactly up to this many matches; above it the answer says "at least" (1,000+). */
export const SEARCH_TOTAL_CAP = 1000;

export const jobSearchResultSchema = z.object({
  items: z.array(jobListItemSchema),
  /** Number of matches, exact up to SEARCH_TOTAL_CAP; when `totalCapped`, there are at least this many. */
  total: z.number().int(),
  totalCapped: z.boolean(),
  /** When the words as typed found (almost) nothing and a spelling fix found more: the query searched. */
  correctedQuery: z.string().nullable(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** For a signed-in student only: their marks and match scores of this page's jobs. */
  forYou: jobsForYouSchema.optional(),
});
export type JobSearchResult = z.infer<typeof jobSearchResultSchema>;

/** `match`: best match first, for a student with a primary CV (the jobs it excludes are left out). */
export const JOB_SORTS = ["relevance", "newest", "distance", "match"] as const;
export type JobSort = (typeof JOB_SORTS)[number];
export const MAX_PAGE_SIZE = 50;
export const DEFAULT_RADIUS_KM = 50;

/** Counts for a company's dashboard; only what exists today (applicant counts come with applications). */
export const jobsSummarySchema = z.object({
  byStatus: z.object({ draft: z.number().int(), published: z.number().int(), closed: z.number().int() }),
  total: z.number().int(),
  attention: z.array(
    z.object({
      jobId: z.string(),
      title: z.string(),
      status: z.enum(JOB_STATUSES),
      reason: z.enum(["draft-incomplete", "draft-ready", "deadline-passed"]),
      message: z.string(),
      /** The fields a draft still needs before it can be published (empty otherwise). */
      missing: z.array(z.string()),
    }),
  ),
});
export type JobsSummary = z.infer<typeof jobsSummarySchema>;

/**
 * `GET /api/companies/{id}`: the public profile (no contact details), its open jobs and counts, what students
 * say of it (revealed ratings) and how it answers applications.
 */
export const companyProfileSchema = z.object({
  company: z.object({
    id: z.string(),
    name: z.string(),
    address: placeSchema.nullable(),
    website: z.string().nullable(),
    industry: z.string().nullable(),
    sizeBand: z.enum(COMPANY_SIZES).nullable(),
    description: z.string().nullable(),
    logoUrl: z.string().nullable(),
    /** An operator verified the company (issue 37). */
    verified: z.boolean(),
    createdAt: z.string(),
  }),
  openJobs: z.array(jobListItemSchema),
  counts: z.object({ openJobs: z.number().int(), totalJobsPosted: z.number().int() }),
  ratings: companyRatingSummarySchema,
  responsiveness: companyResponsivenessSchema,
});
export type CompanyProfile = z.infer<typeof companyProfileSchema>;
