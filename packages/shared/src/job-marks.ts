import { z } from "zod";
import { type ApplicationStatus, isFinalApplicationStatus, makesMatch } from "./application-statuses.ts";

/**
 * What a job already is to the signed-in student, shown on every job card so that a job they applied to,
 * were invited to or work at never looks new. One mark per job: the furthest step wins.
 */
export const JOB_MARKS = ["invited", "applied", "matched", "offer", "hired", "rejected", "withdrawn"] as const;
export type JobMark = (typeof JOB_MARKS)[number];
export const jobMarkSchema = z.enum(JOB_MARKS);

export const JOB_MARK_LABELS: Record<JobMark, string> = {
  invited: "Invited",
  applied: "Applied",
  matched: "Matched",
  offer: "Offer",
  hired: "Hired",
  rejected: "Not selected",
  withdrawn: "Withdrawn",
};

/**
 * The mark of one job from the student's application to it (one per job and student), whether their match
 * with it is on, and whether an invitation to it is open. An application outranks an invitation: accepting
 * one makes the application.
 */
export function jobMarkOf(relation: {
  applicationStatus: ApplicationStatus | null;
  matched: boolean;
  invitationOpen: boolean;
}): JobMark | null {
  const status = relation.applicationStatus;
  if (status === null) return relation.invitationOpen ? "invited" : null;
  if (isFinalApplicationStatus(status) || status === "offer") return status;
  // Shortlisting makes the match; a match from an accepted invitation starts at `applied`.
  return relation.matched || makesMatch(status) ? "matched" : "applied";
}

/** One job of a page as the signed-in student sees it. */
export const jobForYouSchema = z.object({
  mark: jobMarkSchema.nullable(),
  /** The match score for the student's primary CV; null without one, or when the pair is excluded. */
  score: z.number().int().min(0).max(100).nullable(),
  /** The student saved the job (saved jobs, issue 36). */
  saved: z.boolean(),
});
export type JobForYou = z.infer<typeof jobForYouSchema>;

/**
 * A search page's jobs for the signed-in student, by job id (every job of the page). Only ever about the
 * viewer: it is added to the page after the shared cache of public pages is read, never stored in it.
 */
export const jobsForYouSchema = z.object({
  /** The primary CV the scores are for; null when the student has none. */
  cvId: z.string().nullable(),
  jobs: z.record(z.string(), jobForYouSchema),
});
export type JobsForYou = z.infer<typeof jobsForYouSchema>;
