import {
  APPLICATION_STATUS_LABELS,
  type ApplicationStatus,
  REJECT_REASON_LABELS,
  type RejectReason,
} from "@stint/shared";

const label = (status: ApplicationStatus) => APPLICATION_STATUS_LABELS[status].toLowerCase();

/** Why a move from `from` to `to` is refused (409), in words a user understands. */
export function refusedMove(from: ApplicationStatus, to: ApplicationStatus): string {
  if (from === "hired" || from === "rejected" || from === "withdrawn") {
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
