import { type ApplicationStatus, OPEN_APPLICATION_STATUSES } from "@stint/shared/application-statuses";
import { type PlaceStatus } from "@stint/shared/rounds";

/** A student takes part while their application to a job of the round is open (OPEN_APPLICATION_STATUSES). */
export const OPEN_STATUSES: ApplicationStatus[] = [...OPEN_APPLICATION_STATUSES];

/** The applicants a company ranks for a job: shortlisted or further, and still open. */
export const RANKABLE_STATUSES: ApplicationStatus[] = ["shortlisted", "interview", "offer"];

/** A stored place as its sides see it now: a proposal unanswered at the confirmation deadline has expired. */
export function placeStatusAt(stored: PlaceStatus, confirmationDeadline: Date, now: Date): PlaceStatus {
  return stored === "proposed" && now >= confirmationDeadline ? "expired" : stored;
}
