import {
  APPLICATION_STATUS_LABELS,
  type ApplicationStatus,
  isFinalApplicationStatus,
} from "@stint/shared/application-statuses";
import { REJECT_REASON_LABELS, type RejectReason } from "@stint/shared/applications";

const label = (status: ApplicationStatus) => APPLICATION_STATUS_LABELS[status].toLowerCase();

/** Why a move from `from` to `to` is refused (409), in words a user understands. */
export function refusedMove(from: ApplicationStatus, to: ApplicationStatus): string {
  if (isFinalApplicationStatus(from)) {
    return `This application is already ${label(from)}: it cannot change any more.`;
  }
  if (from === to) return `This application is already ${label(from)}.`;
  if (to === "applied" || to === "withdrawn") return `Only the student can move an application to ${label(to)}.`;
  return `An application only moves forward: it is ${label(from)}, so it cannot go back to ${label(to)}.`;
}

/** The title of the student's notification of a status change. */
export function statusChangeTitle(jobTitle: string, to: ApplicationStatus, reasonCode: RejectReason | null): string {
  if (to === "rejected") {
    const reason = reasonCode ? ` (${REJECT_REASON_LABELS[reasonCode]})` : "";
    return `Your application for "${jobTitle}" was not successful${reason}`;
  }
  return `Your application for "${jobTitle}" is now: ${APPLICATION_STATUS_LABELS[to]}`;
}

// The titles of the notifications applications, invitations and matches send, one wording for the services
// and for the demo data's history (src/demo), which writes the same notifications in bulk.

/** The company's notification of a new application. */
export const appliedTitle = (studentName: string, jobTitle: string) => `${studentName} applied to "${jobTitle}"`;

/** The student's notification that an application ended because the company deleted its account. */
export const companyLeftTitle = (companyName: string, jobTitle: string) =>
  `Your application for "${jobTitle}" has ended: ${companyName} deleted its account`;

/** The company's notification that an applicant deleted their account (it names nobody: decision 022). */
export const studentLeftTitle = (jobTitle: string) =>
  `An applicant to "${jobTitle}" deleted their account: their application is withdrawn`;

/** The company's notification of a withdrawal. */
export const withdrawnTitle = (studentName: string, jobTitle: string) =>
  `${studentName} withdrew their application to "${jobTitle}"`;

/** The student's notification of an invitation (its body is the company's message). */
export const invitedTitle = (companyName: string, jobTitle: string) =>
  `${companyName} invites you to apply to "${jobTitle}"`;

/** The company's notification of an accepted invitation. */
export const invitationAcceptedTitle = (studentName: string, jobTitle: string) =>
  `${studentName} accepted your invitation to "${jobTitle}"`;

/** The company's notification of a declined invitation (its body is the student's reason). */
export const invitationDeclinedTitle = (studentName: string, jobTitle: string) =>
  `${studentName} declined your invitation to "${jobTitle}"`;

/** Both sides' notification of a new match, naming the other side. */
export const matchedTitle = (otherName: string, jobTitle: string) => `You matched with ${otherName} for "${jobTitle}"`;
export const MATCHED_BODY = "You can now see each other's contact details.";
