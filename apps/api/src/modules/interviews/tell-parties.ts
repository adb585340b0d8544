import type { NotificationKind } from "@stint/shared/notifications";
import type { Db } from "../../db/client.ts";
import { publishLiveEvent } from "../../lib/live/publish-live-event.ts";
import { notify } from "../notifications/notify.ts";
import type { Said } from "../../i18n/said.ts";

export type Side = "student" | "company";

export type InterviewNotice = {
  to: Side;
  kind: NotificationKind;
  title: Said;
  /** What a person wrote (a reason, a message), or the interview's time (a message). */
  body?: Said | string;
  /** The mail carries the interview's calendar file as it is when the mail goes out (calendar-invite.ts). */
  calendar?: boolean;
};

/**
 * Tells the parties of an interview about a change, in its transaction: each notice as a notification that
 * opens the application (and its mail), and a live event to both sides' open tabs. A side whose account
 * was deleted is skipped.
 */
export async function tellParties(
  tx: Db,
  interview: { id: string; applicationId: string; studentId: string | null; companyId: string | null },
  notices: InterviewNotice[],
): Promise<void> {
  const ids: Record<Side, string | null> = { student: interview.studentId, company: interview.companyId };
  for (const notice of notices) {
    const recipientId = ids[notice.to];
    if (!recipientId) continue;
    await notify(tx, {
      recipientId,
      kind: notice.kind,
      title: notice.title,
      ...(notice.body ? { body: notice.body } : {}),
      link: { type: "application", id: interview.applicationId },
      ...(notice.calendar ? { calendar: { interviewId: interview.id } } : {}),
    });
  }
  const accounts = [ids.student, ids.company].filter((id): id is string => id !== null);
  await publishLiveEvent(tx, accounts, {
    kind: "interview",
    interviewId: interview.id,
    applicationId: interview.applicationId,
  });
}
