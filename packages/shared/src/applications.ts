import { z } from "zod";
import { isoDateSchema } from "./jobs.ts";
import { APPLICATION_STATUSES } from "./application-statuses.ts";
import { offerSchema, offerTermsSchema } from "./offers.ts";
import { listParam, oneOf } from "./query-params.ts";
import { booleanParam, cursorParam, idField, limitParam, optionalText, pageOf } from "./schema-parts.ts";

// The statuses and the moves between them are their own file, which imports no schema, so that the job marks
// (job-marks.ts, which jobs.ts imports) can use them without a cycle.
export * from "./application-statuses.ts";

/** Why a company rejects an application: a short fixed list, plus optional free text. */
export const REJECT_REASONS = [
  "skills-mismatch",
  "experience",
  "position-filled",
  "job-closed",
  "availability",
  "location",
  "other",
] as const;
export type RejectReason = (typeof REJECT_REASONS)[number];
export const REJECT_REASON_LABELS: Record<RejectReason, string> = {
  "skills-mismatch": "Skills do not match the job",
  experience: "Not enough experience for this job",
  "position-filled": "The position has been filled",
  "job-closed": "The job was closed",
  availability: "Availability does not fit",
  location: "Location does not fit",
  other: "Other",
};

/** `ended`: the invitation closed unanswered because its job closed (see INVITATION_END_REASONS). */
export const INVITATION_STATUSES = ["open", "accepted", "declined", "ended"] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

/**
 * Why an open invitation ended without the student's answer. Only a closed job's invitations stay to be
 * read; a deleted job's, or a deleted company's, go with it (their student is told all the same).
 */
export const INVITATION_END_REASONS = ["job-closed", "job-deleted", "company-deleted"] as const;
export type InvitationEndReason = (typeof INVITATION_END_REASONS)[number];

/** How a match came about: the company shortlisted the application, or the student accepted an invitation. */
export const MATCH_SOURCES = ["shortlisted", "invitation"] as const;
export type MatchSource = (typeof MATCH_SOURCES)[number];

/** An open application the company has not moved for this many days is overdue in the company's views. */
export const OVERDUE_AFTER_DAYS = 21;

export const MAX_APPLICATION_NOTE_LENGTH = 2_000;
export const MAX_REASON_TEXT_LENGTH = 1_000;
export const MAX_INVITATION_MESSAGE_LENGTH = 2_000;

export const applicationStatusSchema = z.enum(APPLICATION_STATUSES, { error: "Choose an application status." });
export const rejectReasonSchema = z.enum(REJECT_REASONS, { error: "Choose a reason." });

const statusListParam = listParam(
  oneOf(APPLICATION_STATUSES),
  "status",
  APPLICATION_STATUSES.length,
  APPLICATION_STATUSES,
);

// ---------------------------------------------------------------------------------------------- applications

/** `POST /api/applications`: the student's CV (their primary one when left out) and an optional note. */
export const applicationCreateSchema = z.strictObject({
  jobId: idField("a job"),
  cvId: idField("a CV").optional(),
  note: optionalText(MAX_APPLICATION_NOTE_LENGTH),
});
export type ApplicationCreate = z.infer<typeof applicationCreateSchema>;

/** The statuses a company moves an application to (`applied` is where it starts, `withdrawn` is the student's). */
export const COMPANY_TARGET_STATUSES = ["reviewed", "shortlisted", "interview", "offer", "hired", "rejected"] as const;
export type CompanyTargetStatus = (typeof COMPANY_TARGET_STATUSES)[number];

/** `POST /api/applications/{id}/status`: a company's move; a rejection needs a reason code, an offer its terms. */
export const applicationMoveSchema = z
  .strictObject({
    status: z.enum(COMPANY_TARGET_STATUSES, {
      error: `Choose one of: ${COMPANY_TARGET_STATUSES.join(", ")}.`,
    }),
    reasonCode: rejectReasonSchema.optional(),
    reasonText: optionalText(MAX_REASON_TEXT_LENGTH),
    offer: offerTermsSchema.optional(),
  })
  .superRefine((move, ctx) => {
    if (move.status === "offer" && !move.offer) {
      ctx.addIssue({ code: "custom", path: ["offer"], message: "Give the offer's terms." });
    }
    if (move.status !== "offer" && move.offer) {
      ctx.addIssue({ code: "custom", path: ["offer"], message: "Only an offer has terms." });
    }
    if (move.status === "rejected" && !move.reasonCode) {
      ctx.addIssue({ code: "custom", path: ["reasonCode"], message: "Choose a reason for the rejection." });
    }
    if (move.status !== "rejected" && (move.reasonCode || move.reasonText)) {
      const path = move.reasonCode ? "reasonCode" : "reasonText";
      ctx.addIssue({ code: "custom", path: [path], message: "Only a rejection has a reason." });
    }
  });
export type ApplicationMove = z.infer<typeof applicationMoveSchema>;

/** `POST /api/applications/{id}/withdraw`: the student's optional reason. */
export const applicationWithdrawSchema = z.strictObject({ reason: optionalText(MAX_REASON_TEXT_LENGTH) });
export type ApplicationWithdraw = z.infer<typeof applicationWithdrawSchema>;

/**
 * `POST /api/applications/reject-open`: the company rejects every open application of one of its jobs with
 * one reason, and with `closeJob: true` closes the job in the same step (no applicant is left without an answer).
 */
export const applicationsRejectOpenSchema = z.strictObject({
  jobId: idField("a job"),
  reasonCode: rejectReasonSchema,
  reasonText: optionalText(MAX_REASON_TEXT_LENGTH),
  closeJob: z.boolean({ error: "Use true or false." }).default(false),
});
export type ApplicationsRejectOpen = z.infer<typeof applicationsRejectOpenSchema>;

export const applicationsRejectOpenResultSchema = z.object({
  /** How many open applications were rejected. */
  rejected: z.number().int(),
  job: z.object({ id: z.string(), status: z.enum(["draft", "published", "closed"]) }),
});
export type ApplicationsRejectOpenResult = z.infer<typeof applicationsRejectOpenResultSchema>;

/**
 * `GET /api/applications`: a student's own applications, or a company's (all of them, or one job's with
 * `jobId`). `overdue` filters a company's list to open applications it has not moved for OVERDUE_AFTER_DAYS.
 */
export const applicationListQuerySchema = z.object({
  jobId: idField("a job").optional(),
  status: statusListParam,
  overdue: booleanParam.optional(),
  limit: limitParam,
  cursor: cursorParam,
});
export type ApplicationListQuery = z.infer<typeof applicationListQuerySchema>;
export type ApplicationListParams = z.input<typeof applicationListQuerySchema>;

const jobRefSchema = z.object({
  id: z.string(),
  title: z.string(),
  status: z.enum(["draft", "published", "closed"]),
  companyId: z.string(),
  companyName: z.string(),
  /** An operator verified the company (issue 37): shown with the "Verified" badge. */
  companyVerified: z.boolean(),
  startDate: z.string().nullable(),
  deadline: z.string().nullable(),
  /**
   * The company deleted its account: the job and the company are gone (their pages answer 404), and the
   * application keeps them as they were then, named, with status `closed`.
   */
  removed: z.boolean(),
});
export type JobRef = z.infer<typeof jobRefSchema>;

/** How a student who deleted their account is named where their application stays (nothing of them is kept). */
export const REMOVED_STUDENT_NAME = "Deleted account";

const studentRefSchema = z.object({
  /** Null once the student deleted their account. */
  id: z.string().nullable(),
  /** REMOVED_STUDENT_NAME once the student deleted their account. */
  name: z.string(),
  /** URL of the picture, when there is one. */
  avatarUrl: z.string().nullable(),
  /** The student deleted their account: the application stays with the company, without their name or CV. */
  removed: z.boolean(),
});
export type StudentRef = z.infer<typeof studentRefSchema>;

export const applicationSchema = z.object({
  id: z.string(),
  status: applicationStatusSchema,
  note: z.string().nullable(),
  job: jobRefSchema,
  student: studentRefSchema,
  /** The CV applied with; null when the student has deleted it since. */
  cv: z.object({ id: z.string(), title: z.string() }).nullable(),
  /** Why it was rejected (the company's code and text) or withdrawn (the student's text). */
  reasonCode: rejectReasonSchema.nullable(),
  reasonText: z.string().nullable(),
  /** The invitation this application answers, when it came from one. */
  invitationId: z.string().nullable(),
  /** The match it led to, when it did. */
  matchId: z.string().nullable(),
  /** The offer, once the application reached `offer` (it stays, answered, when the application moves on). */
  offer: offerSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** In the company's views only: open and not moved by the company for OVERDUE_AFTER_DAYS days. */
  overdue: z.boolean().optional(),
  /**
   * What the viewer may do next: the statuses a company may move it to, or ["withdrawn"] for its student (who
   * answers an open offer with the offer's own accept and decline).
   */
  allowedMoves: z.array(applicationStatusSchema),
});
export type Application = z.infer<typeof applicationSchema>;

export const applicationEventSchema = z.object({
  id: z.number().int(),
  fromStatus: applicationStatusSchema.nullable(),
  toStatus: applicationStatusSchema,
  /** Who made the change. */
  by: z.enum(["student", "company"]),
  reasonCode: rejectReasonSchema.nullable(),
  reasonText: z.string().nullable(),
  createdAt: z.string(),
});
export type ApplicationEvent = z.infer<typeof applicationEventSchema>;

/** One application with its whole history, oldest change first (the same for the student and the company). */
export const applicationDetailSchema = applicationSchema.extend({ events: z.array(applicationEventSchema) });
export type ApplicationDetail = z.infer<typeof applicationDetailSchema>;

export const applicationPageSchema = pageOf(applicationSchema);
export type ApplicationPage = z.infer<typeof applicationPageSchema>;

// ----------------------------------------------------------------------------------------------- invitations

/** `POST /api/invitations`: a company invites a student (open to offers) to apply to one of its published jobs. */
export const invitationCreateSchema = z.strictObject({
  jobId: idField("a job"),
  studentId: idField("a student"),
  message: z
    .string({ error: "Write a message." })
    .trim()
    .min(1, "Write a message.")
    .max(
      MAX_INVITATION_MESSAGE_LENGTH,
      `Use at most ${MAX_INVITATION_MESSAGE_LENGTH.toLocaleString("en")} characters.`,
    ),
});
export type InvitationCreate = z.infer<typeof invitationCreateSchema>;

/** `POST /api/invitations/{id}/accept`: apply with this CV (the primary one when left out). */
export const invitationAcceptSchema = z.strictObject({
  cvId: idField("a CV").optional(),
  note: optionalText(MAX_APPLICATION_NOTE_LENGTH),
});
export type InvitationAccept = z.infer<typeof invitationAcceptSchema>;

export const invitationDeclineSchema = z.strictObject({ reason: optionalText(MAX_REASON_TEXT_LENGTH) });
export type InvitationDecline = z.infer<typeof invitationDeclineSchema>;

export const invitationListQuerySchema = z.object({
  jobId: idField("a job").optional(),
  status: listParam(oneOf(INVITATION_STATUSES), "status", INVITATION_STATUSES.length, INVITATION_STATUSES),
  limit: limitParam,
  cursor: cursorParam,
});
export type InvitationListQuery = z.infer<typeof invitationListQuerySchema>;
export type InvitationListParams = z.input<typeof invitationListQuerySchema>;

export const invitationSchema = z.object({
  id: z.string(),
  status: z.enum(INVITATION_STATUSES),
  message: z.string(),
  declineReason: z.string().nullable(),
  /** Why it ended unanswered (status `ended`), else null. */
  endReason: z.enum(INVITATION_END_REASONS).nullable(),
  job: jobRefSchema,
  student: studentRefSchema,
  /** The application accepting it created. */
  applicationId: z.string().nullable(),
  createdAt: z.string(),
  respondedAt: z.string().nullable(),
});
export type Invitation = z.infer<typeof invitationSchema>;

export const invitationPageSchema = pageOf(invitationSchema);
export type InvitationPage = z.infer<typeof invitationPageSchema>;

/**
 * The invitation setting of earlier clients: `acceptsInvitations` is the student's `openToOffers` (one setting
 * since issue 30); off, companies neither find nor invite them (409).
 */
export const invitationSettingsSchema = z.strictObject({
  acceptsInvitations: z.boolean({ error: "Use true or false." }),
});
export type InvitationSettings = z.infer<typeof invitationSettingsSchema>;

// --------------------------------------------------------------------------------------------------- matches

export const matchListQuerySchema = z.object({
  jobId: idField("a job").optional(),
  /** true: only matches still on; false: only ended ones (the application was rejected or withdrawn). */
  active: booleanParam.optional(),
  limit: limitParam,
  cursor: cursorParam,
});
export type MatchListQuery = z.infer<typeof matchListQuerySchema>;
export type MatchListParams = z.input<typeof matchListQuerySchema>;

/** `PATCH /api/matches/{id}`: the company sets when the work starts (null: not known yet). */
export const matchPatchSchema = z.strictObject({ startDate: isoDateSchema.nullable() });
export type MatchPatch = z.infer<typeof matchPatchSchema>;

export const matchSchema = z.object({
  id: z.string(),
  source: z.enum(MATCH_SOURCES),
  job: jobRefSchema,
  student: studentRefSchema,
  applicationId: z.string().nullable(),
  startDate: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** When the application was rejected or withdrawn after matching; an ended match shows no contact details. */
  endedAt: z.string().nullable(),
});
export type Match = z.infer<typeof matchSchema>;

/** Contact details, unlocked for both sides while the match is on; null once it has ended. */
export const matchContactSchema = z.object({
  student: z.object({ name: z.string(), email: z.string(), phone: z.string().nullable() }),
  company: z.object({ name: z.string(), email: z.string(), website: z.string().nullable() }),
});
export type MatchContact = z.infer<typeof matchContactSchema>;

export const matchDetailSchema = matchSchema.extend({ contact: matchContactSchema.nullable() });
export type MatchDetail = z.infer<typeof matchDetailSchema>;

export const matchPageSchema = pageOf(matchSchema);
export type MatchPage = z.infer<typeof matchPageSchema>;
