import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createMailer } from "./create-mailer.ts";
import { readOutbox } from "./read-outbox.ts";
import { startTestSmtpServer } from "../../test/start-test-smtp-server.ts";
import { createTestLogger } from "../../test/test-logger.ts";

let outboxDir: string;
beforeEach(async () => {
  outboxDir = await mkdtemp(path.join(tmpdir(), "stint-create-mailer-"));
});
afterEach(async () => {
  await rm(outboxDir, { recursive: true, force: true });
});

const message = { to: "a@example.com", subject: "Hello", text: "See https://stint.test/x" };

describe("createMailer", () => {
  it("writes to the outbox when no SMTP server is configured", async () => {
    const { logger } = createTestLogger();
    const mailer = createMailer({ smtpUrl: undefined, outboxDir, from: "no-reply@stint.test", logger });
    await mailer.send(message);
    await mailer.close();
    expect((await readOutbox(outboxDir)).map((received) => received.subject)).toEqual(["Hello"]);
  });

  it("sends through SMTP when SMTP_URL is set, and writes nothing to the outbox", async () => {
    const server = await startTestSmtpServer();
    try {
      const { logger, lines } = createTestLogger();
      const smtpUrl = `smtp://127.0.0.1:${server.port}`;
      const mailer = createMailer({ smtpUrl, outboxDir, from: "no-reply@stint.test", logger });
      await mailer.send(message);
      await mailer.close();
      expect(server.received.map((received) => received.to)).toEqual([["a@example.com"]]);
      expect(await readOutbox(outboxDir)).toEqual([]);
      expect(JSON.stringify(lines)).not.toContain(smtpUrl);
    } finally {
      await server.close();
    }
  });
});
