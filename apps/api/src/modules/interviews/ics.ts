import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from "ical-generator";

/** One event of a calendar file: a timed one (UTC) or a whole day (`YYYY-MM-DD`). */
export type IcsEvent = {
  uid: string;
  sequence?: number;
  summary: string;
  description?: string;
  location?: string;
  url?: string;
  cancelled?: boolean;
  organizer?: { name: string; email: string };
  attendee?: { name: string; email: string };
} & ({ start: Date; minutes: number } | { day: string });

const METHODS = { REQUEST: ICalCalendarMethod.REQUEST, CANCEL: ICalCalendarMethod.CANCEL } as const;

/**
 * An RFC 5545 calendar file. ical-generator writes the lines (escaping, folding at 75 octets, CRLF); every
 * time is in UTC (`…Z`), whole days are DATE values, so no VTIMEZONE is needed and no reader guesses a zone.
 * `method` makes it an iTIP message (RFC 5546) that calendar programs apply to the event with the same UID;
 * a feed has none.
 */
export function buildIcs(options: {
  method?: keyof typeof METHODS;
  name?: string;
  stamp: Date;
  events: IcsEvent[];
}): string {
  const calendar = ical({
    prodId: { company: "Stint", product: "Stint", language: "EN" },
    ...(options.method ? { method: METHODS[options.method] } : {}),
    ...(options.name ? { name: options.name } : {}),
  });
  for (const event of options.events) {
    const when =
      "day" in event
        ? { start: dayStart(event.day), allDay: true }
        : { start: event.start, end: new Date(event.start.getTime() + event.minutes * 60_000) };
    calendar.createEvent({
      id: event.uid,
      sequence: event.sequence ?? 0,
      stamp: options.stamp,
      ...when,
      summary: event.summary,
      ...(event.description ? { description: event.description } : {}),
      ...(event.location ? { location: event.location } : {}),
      ...(event.url ? { url: event.url } : {}),
      status: event.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
      ...(event.organizer ? { organizer: event.organizer } : {}),
      attendees: event.attendee
        ? [
            {
              ...event.attendee,
              role: ICalAttendeeRole.REQ,
              ...(event.cancelled ? {} : { status: ICalAttendeeStatus.ACCEPTED }),
              rsvp: false,
            },
          ]
        : [],
    });
  }
  return calendar.toString();
}

// A DATE value is written from the Date's UTC fields when the calendar has no zone: midnight UTC of the day.
const dayStart = (day: string) => new Date(`${day}T00:00:00Z`);
