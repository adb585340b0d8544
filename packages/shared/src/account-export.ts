import { z } from "zod";
import { calendarFeedSchema, interviewSchema } from "./interviews.ts";
import { companyVerificationSchema } from "./company-verification.ts";
import { accountSchema } from "./account.ts";
import { applicationDetailSchema, invitationSchema, invitationSettingsSchema, matchSchema } from "./applications.ts";
import { conversationExportSchema, messageReportExportSchema } from "./conversations.ts";
import { cvSchema } from "./cvs.ts";
import { ownFileSchema } from "./files.ts";
import { jobSchema } from "./jobs.ts";
import { notificationSchema, notificationSettingsSchema } from "./notifications.ts";
import { RATING_REPORT_REASONS, ratingSchema } from "./ratings.ts";
import { jobReasonSchema, PLACE_STATUSES, ROUND_STATUSES, roundRunSchema, studentReasonSchema } from "./rounds.ts";
import { savedFilterSchema } from "./saved-filters.ts";
import { savedJobSchema } from "./saved-jobs.ts";
import { jobAlertExportSchema } from "./job-alerts.ts";

// `GET /api/me/export` ("Download my data"). Its own module: account.ts is imported by the modules this one
// reads, so it cannot import them back.

const roundExportSchema = z.object({
  id: z.string(),
  name: z.string(),
  status: z.enum(ROUND_STATUSES),
  creatorCompanyName: z.string(),
  rankingDeadline: z.string(),
  confirmationDeadline: z.string(),
  openedAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  createdAt: z.string(),
  /** A company's own membership (the creator is a member too); null in a student's export. */
  membership: z
    .object({
      status: z.enum(["invited", "joined"]),
      creator: z.boolean(),
      invitedAt: z.string(),
      joinedAt: z.string().nullable(),
    })
    .nullable(),
  runs: z.array(roundRunSchema),
});

/** A proposed place or, for a student, the outcome of a run that left them without one. */
const roundPlaceExportSchema = z.object({
  id: z.string(),
  roundId: z.string(),
  run: z.number().int(),
  /** Null: the run placed the student nowhere. */
  jobId: z.string().nullable(),
  jobTitle: z.string().nullable(),
  companyName: z.string().nullable(),
  applicationId: z.string().nullable(),
  /** The placed student (a company sees who took its places). */
  studentName: z.string(),
  studentChoice: z.number().int().nullable(),
  jobRank: z.number().int().nullable(),
  status: z.enum([...PLACE_STATUSES, "unplaced"]),
  studentAnswer: z.enum(["confirmed", "declined"]).nullable(),
  companyAnswer: z.enum(["confirmed", "declined"]).nullable(),
  answeredAt: z.string().nullable(),
  /** Why the student did not get the jobs they ranked higher (in a student's export only). */
  reasons: z.array(studentReasonSchema),
  createdAt: z.string(),
});

/** Placement rounds: a company's rounds, jobs, rankings and places; a student's rankings and places. */
export const roundsExportSchema = z.object({
  rounds: z.array(roundExportSchema),
  /** The company's jobs in rounds and their places. */
  jobs: z.array(
    z.object({
      roundId: z.string(),
      jobId: z.string(),
      jobTitle: z.string(),
      capacity: z.number().int(),
      addedAt: z.string(),
    }),
  ),
  /** A student's ranking of the rounds' jobs (1 = first choice). */
  studentRankings: z.array(
    z.object({
      roundId: z.string(),
      jobId: z.string(),
      jobTitle: z.string(),
      companyName: z.string(),
      position: z.number().int(),
      rankedAt: z.string(),
    }),
  ),
  /** A company's ranking of each of its round jobs' applicants (1 = first choice). */
  jobRankings: z.array(
    z.object({
      roundId: z.string(),
      jobId: z.string(),
      jobTitle: z.string(),
      applicationId: z.string(),
      studentName: z.string(),
      position: z.number().int(),
      rankedAt: z.string(),
    }),
  ),
  places: z.array(roundPlaceExportSchema),
  /** Per run and company job: why the students it ranked went elsewhere. */
  jobOutcomes: z.array(
    z.object({
      roundId: z.string(),
      run: z.number().int(),
      jobId: z.string(),
      reasons: z.array(jobReasonSchema.omit({ studentName: true })),
    }),
  ),
});
export type RoundsExport = z.infer<typeof roundsExportSchema>;

export const ratingsExportSchema = z.object({
  /** Every rating the user wrote. */
  given: z.array(ratingSchema),
  /** The ratings about the user that they can see (revealed). */
  received: z.array(ratingSchema),
  /** The user's reports of ratings. */
  reports: z.array(
    z.object({
      ratingId: z.string(),
      reason: z.enum(RATING_REPORT_REASONS),
      details: z.string().nullable(),
      createdAt: z.string(),
      reviewedAt: z.string().nullable(),
    }),
  ),
  /** The ratings the user hid while moderators were users (before issue 37), and why. */
  hidden: z.array(z.object({ ratingId: z.string(), hiddenAt: z.string(), reason: z.string().nullable() })),
});
export type RatingsExport = z.infer<typeof ratingsExportSchema>;

/**
 * Everything Stint stores about the signed-in user, as one JSON document: never a password hash, a session
 * token or a verification value, and of other users only what the user sees of them anyway (an applicant's
 * name, a company's public name and job titles). Sections that do not apply to the user's role are empty.
 */
export const accountExportSchema = z.object({
  exportedAt: z.string(),
  user: z.object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    emailVerified: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
  /** Null for a user who has not chosen a role yet. */
  account: accountSchema.nullable(),
  /** Changes of the sign-in email the user asked for, confirmed or not; never the link's code. */
  emailChanges: z.array(
    z.object({
      previousEmail: z.string(),
      newEmail: z.string(),
      requestedAt: z.string(),
      expiresAt: z.string(),
      confirmedAt: z.string().nullable(),
    }),
  ),
  /** How the user signs in (e.g. `credential`: email and password) and when it last changed; never the secret. */
  signIn: z.array(z.object({ provider: z.string(), createdAt: z.string(), updatedAt: z.string() })),
  sessions: z.array(
    z.object({
      createdAt: z.string(),
      updatedAt: z.string(),
      expiresAt: z.string(),
      ipAddress: z.string().nullable(),
      userAgent: z.string().nullable(),
    }),
  ),
  /** Uploaded files with their metadata; each `url` downloads the file (signed in). */
  files: z.array(ownFileSchema),
  settings: z.object({
    notifications: notificationSettingsSchema,
    /** A student's invitation setting; null for a company. */
    invitations: invitationSettingsSchema.nullable(),
  }),
  notifications: z.array(notificationSchema.extend({ mailedAt: z.string().nullable() })),
  cvs: z.array(cvSchema),
  /** A company's jobs in every state. */
  jobs: z.array(jobSchema),
  savedFilters: z.array(savedFilterSchema),
  /** A student's saved jobs, newest saved first. */
  savedJobs: z.array(savedJobSchema),
  /** A student's job alerts with the jobs each found. */
  jobAlerts: z.array(jobAlertExportSchema),
  /** A company's verification by the operators (issue 37), with the reason it was told; null for a student. */
  verification: companyVerificationSchema.nullable(),
  /** Each application with its history. */
  applications: z.array(applicationDetailSchema),
  invitations: z.array(invitationSchema),
  matches: z.array(matchSchema),
  ratings: ratingsExportSchema,
  rounds: roundsExportSchema,
  /** Every conversation of the user's with all its messages, newest conversation first. */
  conversations: z.array(conversationExportSchema),
  /** The user's reports of messages to the moderators. */
  messageReports: z.array(messageReportExportSchema),
  /** Every interview of the user's applications (either side), with its times. */
  interviews: z.array(interviewSchema),
  /** Whether the user has a private calendar feed (never its address, which only its hash is kept of). */
  calendarFeed: calendarFeedSchema,
});
export type AccountExport = z.infer<typeof accountExportSchema>;
