import type { AddressInfo } from "node:net";
import { SMTPServer, type SMTPServerOptions } from "smtp-server";

export type ReceivedMail = { from: string; to: string[]; user: string | undefined; secure: boolean; raw: string };

/**
 * A real SMTP server on 127.0.0.1 and a free port, for tests of the SMTP transport. It keeps every message it
 * accepts; `options` override the defaults (no TLS, no authentication) to test TLS, logins and rejections.
 */
export async function startTestSmtpServer(options: SMTPServerOptions = {}) {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    // The built-in certificate is fine for a test and its warning is noise; tests that want TLS opt in.
    logger: false,
    disabledCommands: ["STARTTLS", "AUTH"],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const mailFrom = session.envelope.mailFrom;
        received.push({
          from: mailFrom ? mailFrom.address : "",
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          user: typeof session.user === "string" ? session.user : undefined,
          secure: session.secure,
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
    ...options,
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
