export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /**
   * The Message-ID header, `<unique@domain>`. A message sent again (a retry that cannot know whether the
   * first try got out) keeps its id, so the copy can be recognised; without it the transport makes one up.
   */
  messageId?: string;
  /** Extra headers, e.g. `X-Stint-Notification`. */
  headers?: Record<string, string>;
  /**
   * A calendar invitation, update or cancellation (RFC 5545 text, METHOD matching `method`): nodemailer sends
   * it as a `text/calendar; method=…` alternative, which mail programs offer to add to the calendar, and as an
   * `.ics` attachment. Both transports (SMTP, the outbox folder) carry it as they carry the rest.
   */
  icalEvent?: CalendarPart;
  /** The message carries a secret link (a password reset, an email change's confirmation): no log line may show it. */
  secretLink?: boolean;
};

export type CalendarPart = { method: "REQUEST" | "CANCEL"; filename: string; content: string };

/** Sends one message; resolves once the transport has accepted it. */
export type Mailer = {
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
};
