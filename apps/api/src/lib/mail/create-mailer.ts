import type { Logger } from "../logger.ts";
import { reportingFailures } from "./mail-failures.ts";
import type { Mailer } from "./mailer.ts";
import { createOutboxMailer } from "./outbox-mailer.ts";
import { createSmtpMailer } from "./smtp-mailer.ts";

/** SMTP when a server is configured; otherwise the embedded outbox folder, so a fresh machine needs no mail account. */
export function createMailer(options: {
  smtpUrl: string | undefined;
  outboxDir: string;
  from: string;
  logger: Logger;
}): Mailer {
  const { smtpUrl, outboxDir, from, logger } = options;
  if (smtpUrl) {
    logger.info({ transport: "smtp" }, "mail goes out through SMTP");
    return reportingFailures(createSmtpMailer({ smtpUrl, from }), "smtp");
  }
  logger.info({ transport: "outbox", dir: outboxDir }, "mail is written to the outbox folder");
  return reportingFailures(createOutboxMailer({ dir: outboxDir, from, logger }), "outbox");
}
