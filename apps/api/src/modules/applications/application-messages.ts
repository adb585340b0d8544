import {
  APPLICATION_STATUS_LABELS,
  type ApplicationStatus,
  isFinalApplicationStatus,
} from "@stint/shared/application-statuses";
import type { RejectReason } from "@stint/shared/applications";
import { said, type Said, selector } from "../../i18n/said.ts";

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
export function statusChangeTitle(job: string, to: ApplicationStatus, reasonCode: RejectReason | null): Said {
  if (to === "rejected") {
    return reasonCode
      ? said("notifications:application.rejectedBecause", { job, reason: selector(reasonCode) })
      : said("notifications:application.rejected", { job });
  }
  return said("notifications:application.status", { job, status: to });
}

// The titles of the notifications applications, invitations and matches send, one wording for the services
// and for the demo data's history (src/demo), which writes the same notifications in bulk: messages of the
// server's `notifications` catalogue.

/** The company's notification of a new application. */
export const appliedTitle = (student: string, job: string) =>
  said("notifications:application.applied", { student, job });

/** The student's notification that an application ended because the company deleted its account. */
export const companyLeftTitle = (company: string, job: string) =>
  said("notifications:application.companyLeft", { company, job });

/** The company's notification that an applicant deleted their account (it names nobody: decision 022). */
export const studentLeftTitle = (job: string) => said("notifications:application.studentLeft", { job });

/** The company's notification of a withdrawal. */
export const withdrawnTitle = (student: string, job: string) =>
  said("notifications:application.withdrawn", { student, job });

/** The student's notification of an invitation (its body is the company's message). */
export const invitedTitle = (company: string, job: string) =>
  said("notifications:invitation.invited", { company, job });

/** The company's notification of an accepted invitation. */
export const invitationAcceptedTitle = (student: string, job: string) =>
  said("notifications:invitation.accepted", { student, job });

/** The company's notification of a declined invitation (its body is the student's reason). */
export const invitationDeclinedTitle = (student: string, job: string) =>
  said("notifications:invitation.declined", { student, job });

/** Both sides' notification of a new match, naming the other side. */
export const matchedTitle = (name: string, job: string) => said("notifications:match.matched", { name, job });
export const MATCHED_BODY = said("notifications:match.matchedBody");
