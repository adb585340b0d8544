import { paths } from "@stint/shared/page-routes";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { interviews } from "../../db/schema/index.ts";
import type { CalendarPart } from "../../lib/mail/mailer.ts";
import type { NotificationCalendar } from "../notifications/notification-calendar.ts";
import { selectInterviews, type InterviewRow } from "./interview-dto.ts";
import { buildIcs } from "./ics.ts";
import { locationText } from "./location-text.ts";
import { type Translate, translator } from "../../i18n/server-i18n.ts";
import { userLanguage } from "../../i18n/user-language.ts";

/**
 * What an interview's calendars should hold now: the event (REQUEST) while it is scheduled; its
 * cancellation (CANCEL) once a REQUEST went out and it is cancelled or waits for a new pick after a
 * reschedule; nothing otherwise (a proposal not picked yet, or other times asked while the time still holds).
 */
export function calendarMethod(row: Pick<InterviewRow, "status" | "calendarSentAt">): "REQUEST" | "CANCEL" | null {
  if (row.status === "scheduled") return "REQUEST";
  if (row.calendarSentAt && (row.status === "cancelled" || row.status === "proposed")) return "CANCEL";
  return null;
}

/** `Name <address>` (MAIL_FROM) as the ORGANIZER of the events: replies go where Stint's mail comes from. */
export function organizerFrom(mailFrom: string, name: string): { name: string; email: string } {
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  return { name, email: address };
}

/** The page each side opens an interview's application on. */
export function applicationPage(baseUrl: string, row: Pick<InterviewRow, "jobId">, side: "student" | "company") {
  if (!row.jobId) return baseUrl + paths.matchingList();
  return baseUrl + (side === "student" ? paths.jobDetail({ id: row.jobId }) : paths.jobApplicants({ id: row.jobId }));
}

/**
 * An interview's calendar file for one recipient, as it is when the mail goes out: built from the row, so a
 * mail that waited in the outbox never sends a time that has since moved (the later SEQUENCE wins anyway).
 */
export function interviewCalendar(options: {
  baseUrl: string;
  mailFrom: string;
  now: () => Date;
}): NotificationCalendar {
  return async (tx: Db, { interviewId, recipient }): Promise<CalendarPart | null> => {
    const [row] = await selectInterviews(tx).where(eq(interviews.id, interviewId));
    if (!row) return null;
    const method = calendarMethod(row);
    if (!method || !row.calendarStartsAt || !row.calendarMinutes) return null;
    const side = row.studentId === recipient.id ? "student" : "company";
    const t = translator(await userLanguage(tx, recipient.id));
    const content = buildIcs({
      method,
      stamp: options.now(),
      events: [
        {
          uid: row.uid,
          sequence: row.sequence,
          start: row.calendarStartsAt,
          minutes: row.calendarMinutes,
          summary: interviewSummary(row, side, t),
          description: interviewDescription(row, applicationPage(options.baseUrl, row, side), t),
          location: locationText(row.location),
          url: row.location.kind === "video" ? row.location.url : applicationPage(options.baseUrl, row, side),
          cancelled: method === "CANCEL",
          organizer: organizerFrom(options.mailFrom, row.companyName),
          attendee: { name: recipient.name, email: recipient.email },
        },
      ],
    });
    return { method, filename: method === "CANCEL" ? "cancel.ics" : "invite.ics", content };
  };
}

/** The event's title in the calendar, in its reader's language (`t`): the job, and the other side. */
export function interviewSummary(
  row: Pick<InterviewRow, "jobTitle" | "companyName" | "studentName">,
  side: "student" | "company",
  t: Translate,
) {
  return side === "student"
    ? t("calendar:studentSummary", { job: row.jobTitle, company: row.companyName })
    : t("calendar:companySummary", { job: row.jobTitle, student: row.studentName ?? "" });
}

/** The event's text: the company's note, why it was cancelled, its time zone and its page in Stint. */
export function interviewDescription(
  row: Pick<InterviewRow, "note" | "timeZone" | "reason" | "status">,
  link: string,
  t: Translate,
) {
  return [
    ...(row.note ? [row.note] : []),
    ...(row.reason && row.status === "cancelled" ? [t("calendar:cancelled", { reason: row.reason })] : []),
    t("calendar:timeZone", { zone: row.timeZone }),
    t("calendar:inStint", { link }),
  ].join("\n\n");
}
