import { z } from "zod";

/**
 * The application pipeline. Open statuses move only forward, done by the job's company:
 * applied → reviewed → shortlisted → interview → offer → hired (a step may be skipped), or to `rejected`
 * (company, with a reason code) from any open status. `withdrawn` is the student's, from any open status.
 * `hired`, `rejected` and `withdrawn` are final.
 */
export const APPLICATION_STATUSES = [
  "applied",
  "reviewed",
  "shortlisted",
  "interview",
  "offer",
  "hired",
  "rejected",
  "withdrawn",
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  applied: "Applied",
  reviewed: "Reviewed",
  shortlisted: "Shortlisted",
  interview: "Interview",
  offer: "Offer",
  hired: "Hired",
  rejected: "Rejected",
  withdrawn: "Withdrawn",
};

/** The forward pipeline, in order; a company may move an application to any later step. */
export const PIPELINE_STATUSES = ["applied", "reviewed", "shortlisted", "interview", "offer", "hired"] as const;
export type PipelineStatus = (typeof PIPELINE_STATUSES)[number];

export const OPEN_APPLICATION_STATUSES = ["applied", "reviewed", "shortlisted", "interview", "offer"] as const;
export type OpenApplicationStatus = (typeof OPEN_APPLICATION_STATUSES)[number];

export function isOpenApplicationStatus(status: ApplicationStatus): status is OpenApplicationStatus {
  return (OPEN_APPLICATION_STATUSES as readonly string[]).includes(status);
}

/** The statuses a company may move an application to from `from`: a later pipeline step, or rejected. */
export function companyMovesFrom(from: ApplicationStatus): ApplicationStatus[] {
  if (!isOpenApplicationStatus(from)) return [];
  const index = PIPELINE_STATUSES.indexOf(from);
  return [...PIPELINE_STATUSES.slice(index + 1), "rejected"];
}

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

export const INVITATION_STATUSES = ["open", "accepted", "declined"] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

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
