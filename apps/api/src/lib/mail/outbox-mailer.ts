import { randomBytes } from "node:crypto";
import { mkdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { createTransport } from "nodemailer";
import type { Logger } from "../logger.ts";
import { extractLinks } from "./extract-links.ts";
import type { Mailer, MailMessage } from "./mailer.ts";

// Orders files written by this process within the same millisecond; the random part keeps names from two
// processes sharing a folder apart.
let sequence = 0;

function outboxFileName(now: Date): string {
  // Colons are not allowed in Windows file names; the result still sorts by time.
  const stamp = now.toISOString().replace(/:/g, "-");
  sequence = (sequence + 1) % 1_000_000;
  return `${stamp}-${String(sequence).padStart(6, "0")}-${randomBytes(4).toString("hex")}.eml`;
}

/**
 * The embedded mail transport: one RFC 5322 `.eml` file per message in `dir`, plus one log line that carries
 * the first link of the message so a developer can open it straight from the console. A secret link (a
 * password reset, an email change) is left out, and any token in a link is redacted by the logger: its mail
 * is read from the file.
 */
export function createOutboxMailer(options: { dir: string; from: string; logger: Logger }): Mailer {
  const { dir, from, logger } = options;
  // nodemailer builds the message so headers, encoded words and line lengths follow the RFCs; CRLF line
  // endings make the file a literal RFC 5322 message that mail clients open as is.
  const transport = createTransport({ streamTransport: true, buffer: true, newline: "windows" }, { from });

  return {
    async send({ secretLink, ...message }: MailMessage) {
      const info = await transport.sendMail(message);
      if (!Buffer.isBuffer(info.message)) throw new Error("The stream transport did not return a buffer");
      await mkdir(dir, { recursive: true });
      const file = path.join(dir, outboxFileName(new Date()));
      // A reader (a test polling the folder, a developer's mail client) must never see half a message:
      // write a dot-file that readers skip, then rename it, which is atomic within one folder.
      const temporary = path.join(dir, `.${path.basename(file)}.${randomBytes(4).toString("hex")}.tmp`);
      try {
        await writeFile(temporary, info.message);
        await rename(temporary, file);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
      logger.info(
        {
          to: message.to,
          subject: message.subject,
          file,
          link: secretLink ? undefined : extractLinks(message.text)[0],
        },
        "mail written to the outbox",
      );
    },
    async close() {
      transport.close();
    },
  };
}
