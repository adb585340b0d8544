import { createTransport } from "nodemailer";
import type { Mailer, MailMessage } from "./mailer.ts";

// nodemailer's defaults wait minutes for a dead server; a request that sends mail should fail in seconds.
const CONNECTION_TIMEOUT_MS = 10_000;
const GREETING_TIMEOUT_MS = 10_000;
const SOCKET_TIMEOUT_MS = 30_000;

/**
 * Sends through an SMTP server given as a URL: `smtp://user:pass@host:587` (STARTTLS when the server offers it)
 * or `smtps://user:pass@host:465` (TLS from the start). Credentials in the URL are percent-encoded.
 */
export function createSmtpMailer(options: { smtpUrl: string; from: string }): Mailer {
  const url = URL.parse(options.smtpUrl);
  // Never echo the URL itself in an error: it carries the password.
  if (!url) throw new Error("SMTP_URL is not a valid URL");
  if (url.protocol !== "smtp:" && url.protocol !== "smtps:") {
    throw new Error(`SMTP_URL must start with smtp:// or smtps://, not ${url.protocol}//`);
  }
  const transport = createTransport(
    {
      url: options.smtpUrl,
      connectionTimeout: CONNECTION_TIMEOUT_MS,
      greetingTimeout: GREETING_TIMEOUT_MS,
      socketTimeout: SOCKET_TIMEOUT_MS,
    },
    { from: options.from },
  );

  return {
    async send({ secretLink: _secretLink, ...message }: MailMessage) {
      await transport.sendMail(message);
    },
    async close() {
      transport.close();
    },
  };
}
