import { cancelledTitle, youCancelledTitle } from "./interview-messages.ts";
import type { InterviewNotice, Side } from "./tell-parties.ts";

/**
 * Who is told of a cancellation: the other side always; the side that cancelled too when a calendar holds the
 * event (a time was sent), so that its own calendar drops it. Both mails then carry the CANCEL.
 */
export function cancellationNotices(
  interview: { jobTitle: string; calendarSentAt: Date | null },
  by: { side: Side; name: string },
  reason: string,
): InterviewNotice[] {
  const calendar = interview.calendarSentAt !== null;
  const other: Side = by.side === "student" ? "company" : "student";
  const notices: InterviewNotice[] = [
    {
      to: other,
      kind: "interview.cancelled",
      title: cancelledTitle(by.name, interview.jobTitle),
      body: reason,
      calendar,
    },
  ];
  if (calendar)
    notices.push({
      to: by.side,
      kind: "interview.cancelled",
      title: youCancelledTitle(interview.jobTitle),
      body: reason,
      calendar,
    });
  return notices;
}
