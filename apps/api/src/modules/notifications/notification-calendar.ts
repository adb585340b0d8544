import type { Db } from "../../db/client.ts";
import type { CalendarPart } from "../../lib/mail/mailer.ts";

/**
 * The calendar file a notification's mail carries (`payload.calendar`), made by the module that owns what it
 * is about (modules/interviews) when the mail goes out, for its recipient; null when there is none to send.
 * Passed in by the composition root (create-deps.ts), so notifications imports no module.
 */
export type NotificationCalendar = (
  tx: Db,
  input: { interviewId: string; recipient: { id: string; email: string; name: string } },
) => Promise<CalendarPart | null>;
