import { z } from "zod";
import { cursorParam, idField, limitParam, optionalText, pageOf } from "./schema-parts.ts";

/**
 * Ratings (PRODUCT §6). After a match whose start date has passed, the student rates the company and the
 * company rates the student, once per side per match. A rating is blind: the rated side sees it once both have
 * rated or REVEAL_AFTER_DAYS after the first rating of the match, whichever comes first; until then only its
 * author sees it, and may edit or delete it. Once revealed it is frozen.
 */

/** Who wrote it about whom. */
export const RATING_DIRECTIONS = ["student-to-company", "company-to-student"] as const;
export type RatingDirection = (typeof RATING_DIRECTIONS)[number];

export const REVEAL_AFTER_DAYS = 14;
/** A company's averages show from this many revealed ratings; fewer say "not enough ratings yet". */
export const MIN_RATINGS_FOR_AVERAGE = 3;
export const MAX_RATING_TITLE_LENGTH = 120;
export const MAX_RATING_TEXT_LENGTH = 5_000;
export const MAX_RESPONSE_TEXT_LENGTH = 2_000;
export const MAX_REPORT_DETAILS_LENGTH = 1_000;
export const MAX_MODERATION_REASON_LENGTH = 500;

export const COMPANY_RATING_CATEGORIES = ["mentoring", "learning", "environment", "organisation", "pay"] as const;
export const STUDENT_RATING_CATEGORIES = ["skills", "reliability", "communication", "initiative"] as const;
export type CompanyRatingCategory = (typeof COMPANY_RATING_CATEGORIES)[number];
export type StudentRatingCategory = (typeof STUDENT_RATING_CATEGORIES)[number];
export type RatingCategory = CompanyRatingCategory | StudentRatingCategory;

/** The categories a rating in this direction has: a student rates the company's, a company the student's. */
export const RATING_CATEGORIES: Record<RatingDirection, readonly RatingCategory[]> = {
  "student-to-company": COMPANY_RATING_CATEGORIES,
  "company-to-student": STUDENT_RATING_CATEGORIES,
};

export const RATING_CATEGORY_LABELS: Record<RatingCategory, string> = {
  mentoring: "Mentoring",
  learning: "Learning",
  environment: "Work environment",
  organisation: "Organisation",
  pay: "Fairness of pay",
  skills: "Skills",
  reliability: "Reliability",
  communication: "Communication",
  initiative: "Initiative",
};

export const RATING_REPORT_REASONS = ["offensive", "personal-data", "false", "spam", "conflict", "other"] as const;
export type RatingReportReason = (typeof RATING_REPORT_REASONS)[number];
export const RATING_REPORT_REASON_LABELS: Record<RatingReportReason, string> = {
  offensive: "Offensive or hateful language",
  "personal-data": "Shares personal data",
  false: "False or misleading",
  spam: "Spam or advertising",
  conflict: "Written by someone with a conflict of interest",
  other: "Something else",
};

/**
 * The stable `error.code`s of the ratings API's 409 answers, for clients to tell them apart (the message
 * says the same in words).
 */
export const RATING_CONFLICT_CODES = {
  /** The match's start date is not set or has not come yet. */
  notStarted: "match-not-started",
  /** The match ended (the application was rejected or withdrawn) before its start date. */
  endedBeforeStart: "match-ended-before-start",
  /** This side has rated this match already. */
  alreadyRated: "already-rated",
  /** Revealed to the rated side: no longer edited or deleted. */
  frozen: "rating-frozen",
  /** The viewer has reported this rating already. */
  alreadyReported: "already-reported",
  /** A hidden rating takes no response. */
  hidden: "rating-hidden",
} as const;

/**
 * When a rating becomes visible to the rated side: when the second side rates, or REVEAL_AFTER_DAYS after the
 * first rating of the match, whichever comes first. `other` is the other side's rating of the same match.
 * The server decides at read time from these stored dates; no job has to run on time.
 */
export function ratingRevealsAt(own: { createdAt: Date }, other: { createdAt: Date } | null): Date {
  // The second rating of a match is visible from the moment it is written: it can never have been revealed
  // before it existed, even when the first one's clock ran out long ago (a rating written today must not say
  // it was revealed days ago).
  if (other && other.createdAt <= own.createdAt) return own.createdAt;
  const byClock = new Date(own.createdAt.getTime() + REVEAL_AFTER_DAYS * 24 * 60 * 60 * 1000);
  return other && other.createdAt < byClock ? other.createdAt : byClock;
}

const stars = (what: string) =>
  z
    .number({ error: `Rate ${what} from 1 to 5 stars.` })
    .int(`Rate ${what} from 1 to 5 stars.`)
    .min(1, `Rate ${what} from 1 to 5 stars.`)
    .max(5, `Rate ${what} from 1 to 5 stars.`);

const title = z
  .string({ error: "Enter a title." })
  .trim()
  .min(3, "Enter a title of at least 3 characters.")
  .max(MAX_RATING_TITLE_LENGTH, `Use at most ${MAX_RATING_TITLE_LENGTH} characters.`);
const text = z
  .string({ error: "Enter your review." })
  .trim()
  .min(20, "Write at least 20 characters about the placement.")
  .max(MAX_RATING_TEXT_LENGTH, `Use at most ${MAX_RATING_TEXT_LENGTH.toLocaleString("en")} characters.`);

/**
 * The categories of the author's direction, 1–5 stars each. Partial here (a record over an enum would demand
 * every category of both directions); the server, which knows the direction from the match and the author,
 * answers 400 with `categories.<key>` for each one missing or not of the direction.
 */
export const ratingCategoriesSchema = z.partialRecord(
  z.enum([...COMPANY_RATING_CATEGORIES, ...STUDENT_RATING_CATEGORIES], { error: "Unknown category." }),
  stars("this category"),
);

const ratingContent = {
  overall: stars("the placement overall"),
  /** Exactly the categories of the author's direction; the server says which ones are missing or not known. */
  categories: ratingCategoriesSchema,
  title,
  text,
  wouldRecommend: z.boolean({ error: "Say whether you would recommend them." }),
  /** Student → company only: show the student's name with the public rating (anonymous otherwise). */
  signed: z.boolean({ error: "Use true or false." }).default(false),
};

/** `POST /api/ratings`: the author's rating of the other side of one of their matches. */
export const ratingCreateSchema = z.strictObject({ matchId: idField("a match"), ...ratingContent });
export type RatingCreate = z.infer<typeof ratingCreateSchema>;
export type RatingCreateInput = z.input<typeof ratingCreateSchema>;

/** `PATCH /api/ratings/{id}`: the author changes what they wrote while it is still hidden from the rated side. */
export const ratingPatchSchema = z
  .strictObject({
    overall: ratingContent.overall.optional(),
    categories: ratingCategoriesSchema.optional(),
    title: title.optional(),
    text: text.optional(),
    wouldRecommend: ratingContent.wouldRecommend.optional(),
    signed: z.boolean({ error: "Use true or false." }).optional(),
  })
  .refine((patch) => Object.keys(patch).length > 0, "Change at least one field.");
export type RatingPatch = z.infer<typeof ratingPatchSchema>;

/** `PUT /api/ratings/{id}/response`: the rated company's one public answer (created or edited). */
export const ratingResponseWriteSchema = z.strictObject({
  text: z
    .string({ error: "Enter your response." })
    .trim()
    .min(1, "Enter your response.")
    .max(MAX_RESPONSE_TEXT_LENGTH, `Use at most ${MAX_RESPONSE_TEXT_LENGTH.toLocaleString("en")} characters.`),
});
export type RatingResponseWrite = z.infer<typeof ratingResponseWriteSchema>;

/** `POST /api/ratings/{id}/reports`: anyone signed in who can see a rating may report it, once. */
export const ratingReportCreateSchema = z.strictObject({
  reason: z.enum(RATING_REPORT_REASONS, { error: "Choose a reason." }),
  details: optionalText(MAX_REPORT_DETAILS_LENGTH),
});
export type RatingReportCreate = z.infer<typeof ratingReportCreateSchema>;

/**
 * `POST /api/admin/moderation/ratings/{id}` (operators with `moderation`): keep the rating (reports dismissed,
 * shown again if hidden; the reason, if any, is for the audit log) or hide it with a reason that is shown publicly.
 */
export const ratingModerationSchema = z
  .strictObject({
    action: z.enum(["keep", "hide"], { error: "Choose keep or hide." }),
    reason: optionalText(MAX_MODERATION_REASON_LENGTH),
  })
  .superRefine((decision, ctx) => {
    if (decision.action === "hide" && !decision.reason) {
      ctx.addIssue({ code: "custom", path: ["reason"], message: "Say publicly why the rating is hidden." });
    }
  });
export type RatingModeration = z.infer<typeof ratingModerationSchema>;

/**
 * `GET /api/ratings`: the viewer's own (`tab=given`, or `tab=received`: revealed ones only), or the ratings they
 * may read about someone else: `companyId` (revealed, public) or `studentId` (companies only, when the student
 * shares their ratings). `q` searches title, text, job title and the other side's name.
 */
export const ratingListQuerySchema = z
  .object({
    tab: z.enum(["given", "received"], { error: "Choose given or received." }).optional(),
    companyId: idField("a company").optional(),
    studentId: idField("a student").optional(),
    q: z.string().trim().max(120, "Use at most 120 characters.").optional(),
    limit: limitParam,
    cursor: cursorParam,
  })
  .superRefine((query, ctx) => {
    const chosen = [query.tab, query.companyId, query.studentId].filter((value) => value !== undefined).length;
    if (chosen > 1) ctx.addIssue({ code: "custom", path: ["tab"], message: "Use one of tab, companyId or studentId." });
  });
export type RatingListQuery = z.infer<typeof ratingListQuerySchema>;
export type RatingListParams = z.input<typeof ratingListQuerySchema>;

/** One open report of a rating, as an operator reads it. */
export const ratingReportSchema = z.object({
  reason: z.enum(RATING_REPORT_REASONS),
  details: z.string().nullable(),
  createdAt: z.string(),
});
export type RatingReport = z.infer<typeof ratingReportSchema>;

const partyRefSchema = z.object({ id: z.string(), name: z.string(), pictureUrl: z.string().nullable() });

export const ratingSchema = z.object({
  id: z.string(),
  matchId: z.string(),
  direction: z.enum(RATING_DIRECTIONS),
  job: z.object({ id: z.string(), title: z.string() }),
  company: partyRefSchema,
  /** Null when the viewer may not know who wrote it (an unsigned student rating, read by someone else). */
  student: partyRefSchema.nullable(),
  overall: z.number().int(),
  categories: z.record(z.string(), z.number().int()),
  title: z.string(),
  text: z.string(),
  wouldRecommend: z.boolean(),
  signed: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** When the rated side sees it (past: revealed; future: only its author sees it until then). */
  revealsAt: z.string(),
  revealed: z.boolean(),
  /** What the viewer may do with it. */
  mine: z.boolean(),
  editable: z.boolean(),
  canRespond: z.boolean(),
  canReport: z.boolean(),
  /** The viewer has reported it already. */
  reportedByMe: z.boolean(),
  /** Open reports wait for a moderator: shown as flagged, still visible. */
  flagged: z.boolean(),
  /** A moderator hid it; the reason is public. Title and text are empty for anyone but the author then. */
  hidden: z.object({ reason: z.string(), at: z.string() }).nullable(),
  /**
   * Operators deciding it only (null everywhere else): the open reports, newest first, with what each reporter
   * gave. Who reported is not said, not even to operators.
   */
  reports: z.array(ratingReportSchema).nullable(),
  response: z.object({ text: z.string(), createdAt: z.string(), updatedAt: z.string() }).nullable(),
});
export type Rating = z.infer<typeof ratingSchema>;

export const ratingsPageSchema = pageOf(ratingSchema);
export type RatingsPage = z.infer<typeof ratingsPageSchema>;

/** `GET /api/ratings/rateable`: the viewer's matches they may rate now and have not rated yet. */
export const rateableMatchSchema = z.object({
  matchId: z.string(),
  direction: z.enum(RATING_DIRECTIONS),
  job: z.object({ id: z.string(), title: z.string() }),
  /** Whom the viewer rates. */
  other: partyRefSchema,
  startDate: z.string(),
  /** The other side has rated already: theirs is revealed as soon as the viewer rates. */
  theirRatingWaiting: z.boolean(),
});
export type RateableMatch = z.infer<typeof rateableMatchSchema>;
export const rateableMatchesSchema = z.object({ items: z.array(rateableMatchSchema) });

/** Averages of a company's revealed, not hidden student ratings; null below MIN_RATINGS_FOR_AVERAGE. */
export const companyRatingSummarySchema = z.object({
  count: z.number().int(),
  average: z.number().nullable(),
  /** How many ratings gave 1, 2, 3, 4 and 5 stars overall. */
  distribution: z.array(z.number().int()).length(5),
  categories: z.array(
    z.object({ key: z.enum(COMPANY_RATING_CATEGORIES), label: z.string(), average: z.number().nullable() }),
  ),
  /** Share (0–1) of ratings that would recommend the company; null below the minimum. */
  recommendShare: z.number().nullable(),
});
export type CompanyRatingSummary = z.infer<typeof companyRatingSummarySchema>;

/** How a company answers applications: over its applications of the last 365 days. */
export const companyResponsivenessSchema = z.object({
  applications: z.number().int(),
  /** Share (0–1) that got a first answer (any move by the company); null without applications. */
  answeredShare: z.number().nullable(),
  /** Median days from applying to the first answer, over the answered ones; null without any. */
  medianDaysToAnswer: z.number().nullable(),
});
export type CompanyResponsiveness = z.infer<typeof companyResponsivenessSchema>;
