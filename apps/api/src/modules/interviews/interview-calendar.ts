/**
 * The calendar event's UID of an interview: stable for its life, so every invitation, update and
 * cancellation names the same event (RFC 5545 §3.8.4.7). The domain part keeps it unique beside other
 * organisers' events.
 */
export const calendarUid = (interviewId: string) => `interview-${interviewId}@stint`;
