import { z } from "zod";
import { idField } from "./schema-parts.ts";
import { lineSchema } from "./text.ts";

/**
 * Placement rounds (PRODUCT §5, issue 12). A company creates a round, invites other companies to join it and
 * each member adds published jobs of its own with a capacity (places, at most the job's openings). Once the
 * creator opens it, every student with an open application to a job of the round ranks those jobs, and each
 * company ranks its shortlisted applicants per job; unranked means unacceptable. At the ranking deadline (or
 * when the creator runs it earlier) a student-proposing deferred-acceptance run proposes a stable assignment.
 * Both sides confirm or decline each proposed place before the confirmation deadline; the creator may run
 * again over the students and places left. A place both sides confirm hires the application.
 *
 *   draft → ranking → confirming → closed
 */
export const ROUND_STATUSES = ["draft", "ranking", "confirming", "closed"] as const;
export type RoundStatus = (typeof ROUND_STATUSES)[number];
export const ROUND_STATUS_LABELS: Record<RoundStatus, string> = {
  draft: "Draft",
  ranking: "Ranking open",
  confirming: "Confirming results",
  closed: "Closed",
};

export const MAX_ROUND_NAME_LENGTH = 120;
/** Jobs one student may rank, and applicants one job may rank, in one round. */
export const MAX_ROUND_RANKING_LENGTH = 500;
/** "Ranking deadline near": this many hours before it, once. */
export const ROUND_DEADLINE_REMINDER_HOURS = 24;

/** The stable `error.code`s of the rounds API's 409 answers. */
export const ROUND_CONFLICT_CODES = {
  /** The round is not in the state this needs (the message says which). */
  wrongState: "round-wrong-state",
  /** The job takes part in another round that is not closed. */
  jobInOtherRound: "job-in-other-round",
  /** Only published jobs take part. */
  jobNotPublished: "job-not-published",
  /** The deadline for this has passed. */
  deadlinePassed: "round-deadline-passed",
  /** Opening needs at least one job. */
  noJobs: "round-without-jobs",
  /** This place was answered already, or is no longer open. */
  placeAnswered: "place-answered",
  /** A second run finds nobody to place (no places or no students left). */
  nothingToRun: "round-nothing-to-run",
} as const;

const deadlineSchema = z.iso.datetime({ offset: true, error: "Enter a date and time." });

const nameSchema = lineSchema({ error: "Enter a name." })
  .min(1, "Enter a name.")
  .max(MAX_ROUND_NAME_LENGTH, `Use at most ${MAX_ROUND_NAME_LENGTH} characters.`);

const deadlinesInOrder = (value: { rankingDeadline?: string; confirmationDeadline?: string }) =>
  !value.rankingDeadline ||
  !value.confirmationDeadline ||
  Date.parse(value.confirmationDeadline) > Date.parse(value.rankingDeadline);
const deadlinesMessage = {
  message: "The confirmation deadline comes after the ranking deadline.",
  path: ["confirmationDeadline"],
};

/** `POST /api/rounds` (a company): a new round in draft, with the creator as its first member. */
export const roundCreateSchema = z
  .strictObject({ name: nameSchema, rankingDeadline: deadlineSchema, confirmationDeadline: deadlineSchema })
  .refine(deadlinesInOrder, deadlinesMessage);
export type RoundCreate = z.infer<typeof roundCreateSchema>;

/** `PATCH /api/rounds/{id}` (its creator, before the run): only the changed fields. */
export const roundPatchSchema = z
  .strictObject({
    name: nameSchema.optional(),
    rankingDeadline: deadlineSchema.optional(),
    confirmationDeadline: deadlineSchema.optional(),
  })
  .refine((value) => Object.keys(value).length > 0, "Change at least one field.")
  .refine(deadlinesInOrder, deadlinesMessage);
export type RoundPatch = z.infer<typeof roundPatchSchema>;

const capacitySchema = z
  .number({ error: "Enter a number of places." })
  .int("Use a whole number.")
  .min(1, "At least 1 place.")
  .max(500, "At most 500 places.");

/** `POST /api/rounds/{id}/jobs` (a member): one of its published jobs; capacity defaults to the job's openings. */
export const roundJobAddSchema = z.strictObject({ jobId: idField("a job"), capacity: capacitySchema.optional() });
export type RoundJobAdd = z.infer<typeof roundJobAddSchema>;

/** `PATCH /api/rounds/{id}/jobs/{jobId}` (the job's company, before the run). At most the job's openings. */
export const roundJobPatchSchema = z.strictObject({ capacity: capacitySchema });
export type RoundJobPatch = z.infer<typeof roundJobPatchSchema>;

/** `POST /api/rounds/{id}/members` (the creator): invite another company. */
export const roundMemberInviteSchema = z.strictObject({ companyId: idField("a company") });
export type RoundMemberInvite = z.infer<typeof roundMemberInviteSchema>;

/** `PUT /api/rounds/{id}/membership` (an invited company): join or decline. */
export const roundMembershipAnswerSchema = z.strictObject({
  join: z.boolean({ error: "Say whether you join." }),
});
export type RoundMembershipAnswer = z.infer<typeof roundMembershipAnswerSchema>;

const uniqueIds = (what: string) =>
  z
    .array(idField(what), { error: "Send a list." })
    .max(MAX_ROUND_RANKING_LENGTH, `Rank at most ${MAX_ROUND_RANKING_LENGTH}.`)
    .refine((ids) => new Set(ids).size === ids.length, "Rank each one once.");

/** `PUT /api/rounds/{id}/ranking` (a student): the round's jobs they applied to, best first; left out = not wanted. */
export const studentRankingWriteSchema = z.strictObject({ jobIds: uniqueIds("a job") });
export type StudentRankingWrite = z.infer<typeof studentRankingWriteSchema>;

/** `PUT /api/rounds/{id}/jobs/{jobId}/ranking` (the job's company): shortlisted applications, best first. */
export const jobRankingWriteSchema = z.strictObject({ applicationIds: uniqueIds("an application") });
export type JobRankingWrite = z.infer<typeof jobRankingWriteSchema>;

/** `POST /api/rounds/{id}/places/{placeId}/answer`: the student or the job's company confirms or declines. */
export const placeAnswerSchema = z.strictObject({ confirm: z.boolean({ error: "Confirm or decline." }) });
export type PlaceAnswer = z.infer<typeof placeAnswerSchema>;

/**
 * A proposed place: one student at one job from one run. `proposed` until both sides answer: `confirmed` when
 * both confirm (the application is then hired), `declined` when either declines, `expired` when the
 * confirmation deadline passes first.
 */
export const PLACE_STATUSES = ["proposed", "confirmed", "declined", "expired"] as const;
export type PlaceStatus = (typeof PLACE_STATUSES)[number];
export const PLACE_STATUS_LABELS: Record<PlaceStatus, string> = {
  proposed: "Waiting for answers",
  confirmed: "Confirmed",
  declined: "Declined",
  expired: "Not answered in time",
};

const answerSchema = z.enum(["confirmed", "declined"]).nullable();

export const roundPlaceSchema = z.object({
  id: z.string(),
  run: z.number().int(),
  jobId: z.string(),
  jobTitle: z.string(),
  companyName: z.string(),
  applicationId: z.string(),
  studentId: z.string(),
  studentName: z.string(),
  /** The job's position in the student's ranking (1 = first choice). */
  studentChoice: z.number().int(),
  /** The student's position in the job's ranking. */
  jobRank: z.number().int(),
  status: z.enum(PLACE_STATUSES),
  studentAnswer: answerSchema,
  companyAnswer: answerSchema,
});
export type RoundPlace = z.infer<typeof roundPlaceSchema>;

/**
 * Why a student did not get a job they ranked above their place (or any job they ranked, without a place):
 * the job did not rank them, it had no places left (a later run), or it filled its places with applicants it
 * ranked higher.
 */
export const studentReasonSchema = z.object({
  jobId: z.string(),
  jobTitle: z.string(),
  choice: z.number().int(),
  code: z.enum(["not-ranked-by-job", "no-places", "filled-by-higher-ranked"]),
  capacity: z.number().int(),
});
export type StudentReason = z.infer<typeof studentReasonSchema>;

/**
 * Why a student the job ranked is not placed there: they did not rank the job, they got a place they ranked
 * higher (which one is theirs to tell), the job had no places left (a later run), or it filled its places
 * with students it ranked higher.
 */
export const jobReasonSchema = z.object({
  applicationId: z.string(),
  studentName: z.string(),
  rank: z.number().int(),
  code: z.enum(["did-not-rank-job", "placed-at-preferred-job", "no-places", "capacity-filled-with-higher-ranked"]),
});
export type JobReason = z.infer<typeof jobReasonSchema>;

/** A student's outcome of the latest run that included them. */
export const studentOutcomeSchema = z.object({
  run: z.number().int(),
  place: roundPlaceSchema.nullable(),
  reasons: z.array(studentReasonSchema),
});
export type StudentOutcome = z.infer<typeof studentOutcomeSchema>;

export const roundMemberSchema = z.object({
  companyId: z.string(),
  companyName: z.string(),
  status: z.enum(["invited", "joined"]),
  creator: z.boolean(),
});
export type RoundMember = z.infer<typeof roundMemberSchema>;

/** A job of the round. The counts are its company's and the creator's to see; a student sees zeros. */
export const roundJobSchema = z.object({
  jobId: z.string(),
  title: z.string(),
  companyId: z.string(),
  companyName: z.string(),
  city: z.string().nullable(),
  capacity: z.number().int(),
  /** The job's openings: the most places it may offer. */
  openings: z.number().int(),
  /** Open applications at the shortlist or later: the applicants the company may rank. */
  rankable: z.number().int(),
  /** How many of them the company has ranked. */
  ranked: z.number().int(),
  /** Students with an open application who put this job in their ranking. */
  rankedByStudents: z.number().int(),
  /** Places proposed or confirmed in the runs so far. */
  filled: z.number().int(),
  /** Whether the viewer's company owns the job (may set its capacity and rank for it). */
  mine: z.boolean(),
});
export type RoundJob = z.infer<typeof roundJobSchema>;

export const roundRunSchema = z.object({
  run: z.number().int(),
  ranAt: z.string(),
  /** Null when the ranking deadline started it. */
  ranBy: z.string().nullable(),
  students: z.number().int(),
  placed: z.number().int(),
});
export type RoundRun = z.infer<typeof roundRunSchema>;

/** A student's part in a round: the jobs they may rank, their ranking and, after a run, their outcome. */
export const studentRoundPartSchema = z.object({
  /** The round's jobs the student has an open application to, in the student's order (ranked ones first). */
  rankable: z.array(
    z.object({
      jobId: z.string(),
      title: z.string(),
      companyName: z.string(),
      city: z.string().nullable(),
      applicationId: z.string(),
      /** 1-based position in the student's ranking; null while unranked. */
      position: z.number().int().nullable(),
    }),
  ),
  rankedAt: z.string().nullable(),
  outcome: studentOutcomeSchema.nullable(),
});
export type StudentRoundPart = z.infer<typeof studentRoundPartSchema>;

/** A member company's part: its membership, the places of its jobs and why ranked students went elsewhere. */
export const companyRoundPartSchema = z.object({
  membership: z.enum(["invited", "joined"]),
  creator: z.boolean(),
  places: z.array(roundPlaceSchema),
  reasons: z.array(jobReasonSchema.extend({ jobId: z.string() })),
});
export type CompanyRoundPart = z.infer<typeof companyRoundPartSchema>;

export const roundSchema = z.object({
  id: z.string(),
  name: z.string(),
  status: z.enum(ROUND_STATUSES),
  creatorCompanyId: z.string(),
  creatorCompanyName: z.string(),
  rankingDeadline: z.string(),
  confirmationDeadline: z.string(),
  openedAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  createdAt: z.string(),
  members: z.array(roundMemberSchema),
  jobs: z.array(roundJobSchema),
  runs: z.array(roundRunSchema),
  /** Students with an open application to a job of the round, and how many of them have ranked. */
  students: z.object({ eligible: z.number().int(), ranked: z.number().int() }),
  student: studentRoundPartSchema.nullable(),
  company: companyRoundPartSchema.nullable(),
});
export type Round = z.infer<typeof roundSchema>;

/** One line of `GET /api/rounds`. */
export const roundSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  status: z.enum(ROUND_STATUSES),
  creatorCompanyName: z.string(),
  rankingDeadline: z.string(),
  confirmationDeadline: z.string(),
  jobs: z.number().int(),
  places: z.number().int(),
  /** Company: invited (not yet joined) or joined; student: null. */
  membership: z.enum(["invited", "joined"]).nullable(),
  /** What the viewer should do now, if anything: rank, answer a place, answer an invitation. */
  todo: z.enum(["rank", "answer-place", "answer-invitation"]).nullable(),
});
export type RoundSummary = z.infer<typeof roundSummarySchema>;

export const roundListSchema = z.object({ items: z.array(roundSummarySchema) });
export type RoundList = z.infer<typeof roundListSchema>;

/** `GET /api/rounds/{id}/jobs/{jobId}/ranking`: the applicants the job's company may rank, with the score hint. */
export const jobRankingSchema = z.object({
  jobId: z.string(),
  rankedAt: z.string().nullable(),
  applicants: z.array(
    z.object({
      applicationId: z.string(),
      studentId: z.string(),
      studentName: z.string(),
      status: z.string(),
      /** The match score of the CV they applied with: a hint, never applied to the ranking. */
      score: z.number().int().nullable(),
      /** 1-based position in the company's ranking; null while unranked. */
      position: z.number().int().nullable(),
    }),
  ),
});
export type JobRanking = z.infer<typeof jobRankingSchema>;

/** `GET /api/companies?q=`: companies by name, for inviting one to a round. */
export const companySearchQuerySchema = z.object({
  q: lineSchema({ error: "Enter a name." }).min(2, "Enter at least 2 characters.").max(100, "At most 100."),
});
export const companySearchResultSchema = z.object({
  items: z.array(z.object({ id: z.string(), name: z.string(), city: z.string().nullable() })),
});
export type CompanySearchResult = z.infer<typeof companySearchResultSchema>;
