import type { OfferStatus } from "./offers.ts";

/**
 * The application pipeline. Open statuses move only forward, done by the job's company:
 * applied → reviewed → shortlisted → interview → offer → hired (a step may be skipped), or to `rejected`
 * (company, with a reason code) from any open status. `withdrawn` is the student's, from any open status.
 * `hired`, `rejected` and `withdrawn` are final. Moving to `offer` carries the offer's terms, and `hired`
 * needs the student's acceptance of it (offers.ts, decision 024).
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

/** The final statuses: an application in one of them changes no more (every other status is open). */
export const FINAL_APPLICATION_STATUSES = ["hired", "rejected", "withdrawn"] as const;
export type FinalApplicationStatus = (typeof FINAL_APPLICATION_STATUSES)[number];

export function isFinalApplicationStatus(status: ApplicationStatus): status is FinalApplicationStatus {
  return (FINAL_APPLICATION_STATUSES as readonly string[]).includes(status);
}

/**
 * The statuses that make a match of the application's student and job: the company shortlisted them, or
 * went further. (A match also comes from an accepted invitation, whatever the status; MATCH_SOURCES.)
 */
export const MATCHING_APPLICATION_STATUSES = ["shortlisted", "interview", "offer", "hired"] as const;

export function makesMatch(status: ApplicationStatus): boolean {
  return (MATCHING_APPLICATION_STATUSES as readonly string[]).includes(status);
}

/**
 * The statuses a company may move an application to from `from`: a later pipeline step, or rejected. Hired
 * only once the student has accepted the offer (`offerStatus`), so never straight from an earlier step.
 */
export function companyMovesFrom(from: ApplicationStatus, offerStatus: OfferStatus | null = null): ApplicationStatus[] {
  if (!isOpenApplicationStatus(from)) return [];
  const index = PIPELINE_STATUSES.indexOf(from);
  const later = PIPELINE_STATUSES.slice(index + 1).filter((to) => to !== "hired" || offerStatus === "accepted");
  return [...later, "rejected"];
}
