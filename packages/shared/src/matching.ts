import { z } from "zod";
import { DEGREE_LEVELS } from "./account.ts";
import { jobMarkSchema } from "./job-marks.ts";
import { jobSearchQuerySchema } from "./job-search.ts";
import { jobListItemSchema } from "./jobs.ts";
import { CEFR_LEVELS, languageByCode } from "./languages.ts";
import { APPLICATION_STATUSES, applicationStatusSchema, INVITATION_STATUSES } from "./applications.ts";
import { listParam, oneOf } from "./query-params.ts";
import { skillById } from "./skills/skills.ts";

/** The named parts of a match score (packages/matching computes them). */
export const MATCH_PART_KEYS = [
  "required-skills",
  "nice-to-have-skills",
  "languages",
  "education",
  "experience",
  "job-type",
  "work-mode",
  "place",
  "availability",
] as const;
export type MatchPartKey = (typeof MATCH_PART_KEYS)[number];

/** Why a pair is never listed (it can still be explained on request). */
export const MATCH_EXCLUSION_CODES = ["job-type", "availability", "distance", "no-required-skills"] as const;
export type MatchExclusionCode = (typeof MATCH_EXCLUSION_CODES)[number];

const points = z.number().int().min(0).max(100);

/**
 * The sentences of an explanation as data (issue 35): a key and its values, which the web writes in the page's
 * language (`matching` catalogue) and packages/matching in English for `detail`, `label`, `message` and
 * `reasons`. Values by name: `jobType`/`workMode`/`degree`/`askedDegree` are codes, `jobTypes`/`workModes`
 * lists of codes, `language` an ISO 639-1 code (`languageName` its English name), `from`/`to`/`start`/`end`
 * ISO days, `distance`/`radius` kilometres (`near: "yes"` when in the same city), lists of names are the first
 * few and how many more.
 */
export const MATCH_TEXT_KEYS = [
  "skills-none",
  "skills-met",
  "skill-through",
  "skill-level",
  "skills-missing",
  "languages-none",
  "languages-met",
  "language-missing",
  "language-level",
  "education-none",
  "degree-none",
  "degree-meets",
  "degree-below",
  "field-none",
  "field-matches",
  "field-related",
  "field-other",
  "experience-none",
  "experience",
  "experience-target",
  "job-type-any",
  "job-type-wished",
  "job-type-other",
  "work-mode-any",
  "work-mode-wished",
  "work-mode-other",
  "place-remote",
  "place-none",
  "place-any",
  "place-within",
  "place-beyond",
  "availability-any",
  "availability-none",
  "availability-whole",
  "availability-share",
  "exclude-job-type",
  "exclude-availability",
  "exclude-distance",
  "exclude-skills",
  "missing-skill",
  "missing-skill-improve",
  "missing-language",
  "missing-language-improve",
  "add-skill",
  "add-skill-improve",
  "add-language",
  "add-language-improve",
] as const;
export type MatchTextKey = (typeof MATCH_TEXT_KEYS)[number];

/** A list of names as shown: the first few, and how many more there are. */
export const matchNamesSchema = z.object({ names: z.array(z.string()), more: z.number().int().min(0) });
export type MatchNames = z.infer<typeof matchNamesSchema>;
export const matchTextSchema = z.object({
  key: z.enum(MATCH_TEXT_KEYS),
  values: z.record(z.string(), z.union([z.number(), z.string(), matchNamesSchema])),
});
export type MatchText = z.infer<typeof matchTextSchema>;

/** The numbers of a match: `score` is the harmonic mean of the two sides, rounded. */
export const matchScoreSchema = z.object({
  score: points,
  /** How well the student meets the job's requirements. */
  jobFit: points,
  /** How well the job meets the student's wishes. */
  studentFit: points,
});
export type MatchScoreSummary = z.infer<typeof matchScoreSchema>;

export const matchPartSchema = z.object({
  key: z.enum(MATCH_PART_KEYS),
  label: z.string(),
  side: z.enum(["job", "student"]),
  points,
  max: points,
  detail: z.string(),
  /** `detail` as data: its clauses (written joined by "; "). */
  texts: z.array(matchTextSchema),
});
export type MatchPartView = z.infer<typeof matchPartSchema>;

export const missingItemSchema = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("skill"),
    skillId: z.string(),
    level: z.number().int().min(1).max(5),
    required: z.boolean(),
    label: z.string(),
    /** `label` as data. */
    text: matchTextSchema,
    points,
  }),
  z.object({
    kind: z.literal("language"),
    language: z.string(),
    level: z.enum(CEFR_LEVELS),
    label: z.string(),
    text: matchTextSchema,
    points,
  }),
]);
export type MissingItemView = z.infer<typeof missingItemSchema>;

/** `GET /api/matching/score`: the whole explanation, the same for the student and the company. */
export const matchExplanationSchema = matchScoreSchema.extend({
  /** Job side first, then student side; each side's points add up to its fit. */
  parts: z.array(matchPartSchema),
  /** What the student could add to the CV and the job-fit points each would add, most first. */
  missing: z.array(missingItemSchema),
  /** Null, or why the pair is left out of lists. */
  excluded: z
    .array(z.object({ code: z.enum(MATCH_EXCLUSION_CODES), message: z.string(), text: matchTextSchema }))
    .nullable(),
});
export type MatchExplanation = z.infer<typeof matchExplanationSchema>;

export const MATCHING_PAGE_SIZE = 20;
export const MAX_MATCHING_PAGE_SIZE = 50;
/** Lists are ranked from at most this many matches: past it, a list says so instead of paging on. */
export const MATCHING_LIST_CAP = 200;

const idParam = (what: string) =>
  z
    .string({ error: `Choose ${what}.` })
    .trim()
    .min(1, `Choose ${what}.`)
    .max(64);
const pageParams = {
  minScore: z.coerce
    .number({ error: "Enter a score from 0 to 100." })
    .int("Use a whole number.")
    .min(0)
    .max(100)
    .default(0),
  limit: z.coerce
    .number({ error: "Enter a number." })
    .int("Use a whole number.")
    .min(1, "At least 1.")
    .max(MAX_MATCHING_PAGE_SIZE, `At most ${MAX_MATCHING_PAGE_SIZE}.`)
    .default(MATCHING_PAGE_SIZE),
  /** Opaque: the `nextCursor` of the previous page. */
  cursor: z.string().trim().max(200, "This is not a cursor from a previous page.").optional(),
};
const textParam = z.string().trim().max(200, "Use at most 200 characters.").optional();

/** `GET /api/matching/jobs`: published jobs ranked for one of the student's CVs (the primary by default). */
export const matchingJobsQuerySchema = jobSearchQuerySchema
  .pick({ q: true, type: true, workMode: true, near: true, radiusKm: true })
  .extend({ cvId: idParam("a CV").optional(), ...pageParams });
export type MatchingJobsQuery = z.infer<typeof matchingJobsQuerySchema>;
export type MatchingJobsParams = z.input<typeof matchingJobsQuerySchema>;

/** A list entry's match: the numbers and the few lines that say why (the strongest points and the biggest gap). */
export const matchSummarySchema = matchScoreSchema.extend({
  reasons: z.array(z.string()).max(3),
  /** `reasons` as data: each reason's clauses. */
  reasonTexts: z.array(z.array(matchTextSchema)).max(3),
});
export type MatchSummary = z.infer<typeof matchSummarySchema>;

export const matchedJobSchema = z.object({
  job: jobListItemSchema,
  match: matchSummarySchema,
  /** What the job already is to the student (only invitations: jobs they applied to are in the Applied tab). */
  mark: jobMarkSchema.nullable(),
  /** The student saved the job (saved jobs, issue 36). */
  saved: z.boolean(),
});
export type MatchedJob = z.infer<typeof matchedJobSchema>;

const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    /** Matches in the whole list (after filters and `minScore`), at most MATCHING_LIST_CAP. */
    total: z.number().int(),
    /** True when there were more matches than MATCHING_LIST_CAP: the list shows the best ones. */
    totalCapped: z.boolean(),
    nextCursor: z.string().nullable(),
  });

export const matchedJobsPageSchema = pageOf(matchedJobSchema).extend({
  /** The CV the jobs were ranked for. */
  cvId: z.string(),
});
export type MatchedJobsPage = z.infer<typeof matchedJobsPageSchema>;

/** `GET /api/matching/score`. */
export const matchScoreQuerySchema = z.object({ cvId: idParam("a CV"), jobId: idParam("a job") });

const yearMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, "Use the form YYYY-MM.");

/** `GET /api/matching/candidates`: students open to offers ranked for one of the company's jobs. */
/**
 * Whose candidates: `invitable` students open to offers who accept invitations (the job's best matches),
 * `applicants` those who applied to the job, `all` everyone related to the job (applicants and invitees).
 */
export const CANDIDATE_SCOPES = ["invitable", "applicants", "all"] as const;
export type CandidateScope = (typeof CANDIDATE_SCOPES)[number];
/** Where a candidate stands with the job: an application's status, or an invitation not (yet) accepted. */
export const CANDIDATE_STATUSES = [...APPLICATION_STATUSES, "invited", "declined"] as const;
export type CandidateStatus = (typeof CANDIDATE_STATUSES)[number];

export const candidatesQuerySchema = z.object({
  jobId: idParam("a job"),
  scope: z.enum(CANDIDATE_SCOPES, { error: "Choose invitable, applicants or all." }).default("invitable"),
  status: listParam(oneOf(CANDIDATE_STATUSES), "status", CANDIDATE_STATUSES.length, CANDIDATE_STATUSES) as z.ZodType<
    CandidateStatus[] | undefined,
    unknown
  >,
  q: textParam,
  skills: listParam((id) => skillById(id) !== undefined, "skill", 10, ["skill ids from /api/skills"]),
  languages: listParam((code) => languageByCode(code) !== undefined, "language", 10, ["ISO 639-1 codes, e.g. en, de"]),
  /** The lowest degree level a candidate has or is studying for. */
  degree: z.enum(DEGREE_LEVELS, { error: "Choose a degree level." }).optional(),
  university: z.string().trim().max(120, "Use at most 120 characters.").optional(),
  graduationFrom: yearMonth.optional(),
  graduationTo: yearMonth.optional(),
  /** Students whose city is at most this far from the job's place. */
  distanceKm: z.coerce
    .number({ error: "Enter a distance in km." })
    .min(1, "At least 1 km.")
    .max(2000, "At most 2,000 km.")
    .optional(),
  /**
   * true: only applicants whose application is overdue (open and not moved by the company for
   * OVERDUE_AFTER_DAYS days); not with the invitable scope.
   */
  overdue: z
    .enum(["true", "false"], { error: "Use true or false." })
    .transform((value) => value === "true")
    .optional(),
  ...pageParams,
});
export type CandidatesQuery = z.infer<typeof candidatesQuerySchema>;
export type CandidatesParams = z.input<typeof candidatesQuerySchema>;

/** Rules between candidate filters. */
export function candidatesQueryProblems(query: CandidatesQuery): Record<string, string> {
  const problems: Record<string, string> = {};
  if (query.status && query.scope === "invitable") {
    problems.status = "Statuses belong to applicants and invitees: choose the applicants or all of them.";
  }
  if (query.overdue && query.scope === "invitable") {
    problems.overdue = "Only applications can be overdue: choose the applicants or all of them.";
  }
  if (query.graduationFrom && query.graduationTo && query.graduationTo < query.graduationFrom) {
    problems.graduationTo = "The end cannot be before the start.";
  }
  return problems;
}

export const candidateStudentSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** URL of the picture, when there is one. */
  avatar: z.string().nullable(),
  university: z.string().nullable(),
  city: z.string().nullable(),
});
export type CandidateStudent = z.infer<typeof candidateStudentSchema>;

export const candidateSchema = z.object({
  student: candidateStudentSchema,
  cvId: z.string(),
  match: matchSummarySchema,
  /** The student's application to this job, if any (`overdue`: open and untouched for 21 days). */
  application: z.object({ id: z.string(), status: applicationStatusSchema, overdue: z.boolean() }).nullable(),
  /** The latest invitation to this job that has not become an application, if any. */
  invitation: z.object({ id: z.string(), status: z.enum(INVITATION_STATUSES) }).nullable(),
  /**
   * The student's match with this job while it is on (made by shortlisting or by an accepted invitation;
   * null before, and again once the application is rejected or withdrawn).
   */
  matched: z.object({ id: z.string(), since: z.string() }).nullable(),
});
export type Candidate = z.infer<typeof candidateSchema>;

export const candidatesPageSchema = pageOf(candidateSchema);
export type CandidatesPage = z.infer<typeof candidatesPageSchema>;
