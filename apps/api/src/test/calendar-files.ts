import ICAL from "ical.js";
import { parseEml } from "../lib/mail/parse-eml.ts";
import { mailsIn } from "./outbox-mails.ts";
import type { TestApp } from "./test-app.ts";

export type ParsedEvent = {
  uid: string;
  sequence: number;
  status: string | null;
  summary: string;
  /** DTSTART as written (`DTSTART:20261201T100000Z`, `DTSTART;VALUE=DATE:20261201`). */
  dtstart: string;
  start: Date;
  end: Date | null;
  allDay: boolean;
  location: string | null;
};

/** A calendar file read by ical.js, a real RFC 5545 parser: the METHOD and every VEVENT. */
export function parseCalendar(content: string): { method: string | null; events: ParsedEvent[] } {
  const root = new ICAL.Component(ICAL.parse(content));
  const method = root.getFirstPropertyValue("method");
  return {
    method: method === null ? null : String(method),
    events: root.getAllSubcomponents("vevent").map((vevent) => {
      const event = new ICAL.Event(vevent);
      const status = vevent.getFirstPropertyValue("status");
      const location = vevent.getFirstPropertyValue("location");
      return {
        uid: event.uid,
        sequence: event.sequence,
        status: status === null ? null : String(status),
        summary: event.summary,
        dtstart: vevent.getFirstProperty("dtstart")!.toICALString(),
        start: event.startDate.toJSDate(),
        end: vevent.hasProperty("dtend") ? event.endDate.toJSDate() : null,
        allDay: event.startDate.isDate,
        location: location === null ? null : String(location),
      };
    }),
  };
}

/** The calendar files (each mail's text/calendar part) of every mail to `email`, after draining the outbox. */
export async function calendarsMailedTo(app: TestApp, email: string) {
  await app.deps.outbox.drain();
  return (await mailsIn(app.outboxDir))
    .filter((mail) => mail.to.includes(email))
    .flatMap((mail) => parseEml(mail.raw).calendars.filter((part) => part.type === "text/calendar"))
    .map((part) => parseCalendar(part.content));
}
