import { createServer } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import type { Mailer } from "./mailer.ts";
import { parseEml } from "./parse-eml.ts";
import { createSmtpMailer } from "./smtp-mailer.ts";
import { startTestSmtpServer } from "../../test/start-test-smtp-server.ts";

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()));
});

async function serve(options: Parameters<typeof startTestSmtpServer>[0] = {}) {
  const server = await startTestSmtpServer(options);
  cleanups.push(server.close);
  return server;
}

function mailerFor(smtpUrl: string): Mailer {
  const mailer = createSmtpMailer({ smtpUrl, from: "Stint <no-reply@stint.test>" });
  cleanups.push(() => mailer.close());
  return mailer;
}

const message = {
  to: "student@example.com",
  subject: "Réinitialiser your password",
  text: "Open https://stint.test/reset-password?token=abc to choose a new one.\n\nGrüße — Stint",
};

describe("createSmtpMailer", () => {
  it("delivers the message to a real SMTP server", async () => {
    const server = await serve();
    await mailerFor(`smtp://127.0.0.1:${server.port}`).send(message);

    expect(server.received).toHaveLength(1);
    const [received] = server.received;
    expect(received).toMatchObject({ from: "no-reply@stint.test", to: ["student@example.com"], secure: false });
    expect(parseEml(received!.raw)).toMatchObject({ to: message.to, subject: message.subject });
    expect(parseEml(received!.raw).text.trimEnd()).toBe(message.text);
  });

  it("logs in with the percent-encoded credentials of the URL", async () => {
    const server = await serve({
      disabledCommands: ["STARTTLS"],
      allowInsecureAuth: true, // no TLS on this test server; production URLs use smtps:// or STARTTLS
      onAuth(auth, _session, callback) {
        if (auth.username === "mailer@stint.test" && auth.password === "p@ss:w/rd %") {
          callback(null, { user: auth.username });
        } else {
          callback(Object.assign(new Error("Invalid username or password"), { responseCode: 535 }));
        }
      },
    });
    const credentials = `${encodeURIComponent("mailer@stint.test")}:${encodeURIComponent("p@ss:w/rd %")}`;
    await mailerFor(`smtp://${credentials}@127.0.0.1:${server.port}`).send(message);
    expect(server.received.map((received) => received.user)).toEqual(["mailer@stint.test"]);

    await expect(mailerFor(`smtp://mailer%40stint.test:wrong@127.0.0.1:${server.port}`).send(message)).rejects.toThrow(
      /535/,
    );
    expect(server.received).toHaveLength(1);
  });

  it("upgrades to TLS with STARTTLS when the server offers it", async () => {
    const server = await serve({ disabledCommands: ["AUTH"] });
    // The test server's built-in certificate is self-signed.
    await mailerFor(`smtp://127.0.0.1:${server.port}?tls.rejectUnauthorized=false`).send(message);
    expect(server.received.map((received) => received.secure)).toEqual([true]);
  });

  it("speaks TLS from the start with smtps://", async () => {
    const server = await serve({ secure: true });
    await mailerFor(`smtps://127.0.0.1:${server.port}?tls.rejectUnauthorized=false`).send(message);
    expect(server.received.map((received) => received.secure)).toEqual([true]);
  });

  it("refuses to send over TLS to a server whose certificate it cannot verify", async () => {
    const server = await serve({ secure: true });
    await expect(mailerFor(`smtps://127.0.0.1:${server.port}`).send(message)).rejects.toThrow(/certificate/i);
    expect(server.received).toEqual([]);
  });

  it("rejects when the server refuses the recipient", async () => {
    const server = await serve({
      onRcptTo(_address, _session, callback) {
        callback(Object.assign(new Error("No such user here"), { responseCode: 550 }));
      },
    });
    await expect(mailerFor(`smtp://127.0.0.1:${server.port}`).send(message)).rejects.toThrow(/550|No such user/);
    expect(server.received).toEqual([]);
  });

  it("rejects when the server refuses the message after reading it", async () => {
    const server = await serve({
      onData(stream, _session, callback) {
        stream.resume();
        stream.on("end", () => callback(Object.assign(new Error("Message looks like spam"), { responseCode: 554 })));
      },
    });
    await expect(mailerFor(`smtp://127.0.0.1:${server.port}`).send(message)).rejects.toThrow(/554|spam/);
  });

  it("rejects when nothing listens on the port", async () => {
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, "127.0.0.1", () => {
        const address = probe.address();
        probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
      });
    });
    await expect(mailerFor(`smtp://127.0.0.1:${port}`).send(message)).rejects.toThrow(/ECONNREFUSED/);
  });

  it("refuses a URL that is not SMTP without echoing it", () => {
    expect(() => createSmtpMailer({ smtpUrl: "https://user:secret@mail.example.com", from: "a@b.c" })).toThrow(
      /smtp:\/\/ or smtps:\/\//,
    );
    expect(() => createSmtpMailer({ smtpUrl: "user:secret at nowhere", from: "a@b.c" })).toThrow(
      expect.objectContaining({ message: expect.not.stringContaining("secret") }),
    );
  });
});
