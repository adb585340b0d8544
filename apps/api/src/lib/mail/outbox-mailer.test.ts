import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createOutboxMailer } from "./outbox-mailer.ts";
import { readOutbox } from "./read-outbox.ts";
import { createTestLogger } from "../../test/test-logger.ts";

let root: string;
beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), "stint-outbox-"));
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

// Long enough to need soft line breaks and full of "=" so quoted-printable decoding is exercised.
const resetLink = `http://localhost:5173/reset-password?token=${"Ab0_-".repeat(20)}&callbackURL=%2Fsign-in`;

describe("createOutboxMailer", () => {
  it("writes one parsable .eml per message and logs the link, its secret left out", async () => {
    const { logger, lines } = createTestLogger();
    const dir = path.join(root, "mail"); // does not exist yet
    const mailer = createOutboxMailer({ dir, from: "Stint <no-reply@stint.test>", logger });
    const text = `Hello Zoë,\n\nopen ${resetLink} to choose a new password.\n\nGrüße — Stint`;

    await mailer.send({ to: "zoe@example.com", subject: "Réinitialiser — your Stint password", text });
    await mailer.close();

    const messages = await readOutbox(dir);
    expect(messages).toHaveLength(1);
    const [message] = messages;
    expect(message).toMatchObject({ to: "zoe@example.com", subject: "Réinitialiser — your Stint password" });
    expect(message!.text.trimEnd()).toBe(text);
    expect(message!.links).toEqual([resetLink]);
    expect(path.basename(message!.file)).toMatch(/^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d\.\d{3}Z-\d{6}-[0-9a-f]{8}\.eml$/);

    const raw = await readFile(message!.file, "utf8");
    expect(raw).toMatch(/^From: Stint <no-reply@stint\.test>\r$/m);
    expect(raw).toMatch(/^Message-ID: <.+>\r$/m);
    expect(raw).toMatch(/^Date: .+\r$/m);
    expect(raw).not.toMatch(/[^\r]\n/); // CRLF throughout, as RFC 5322 asks

    const logged = lines.find((line) => line.msg === "mail written to the outbox");
    expect(logged).toMatchObject({
      to: "zoe@example.com",
      file: message!.file,
      link: "http://localhost:5173/reset-password?token=[redacted]&callbackURL=%2Fsign-in",
    });
  });

  it("leaves a secret link out of the log line, not out of the mail", async () => {
    const { logger, lines } = createTestLogger();
    const mailer = createOutboxMailer({ dir: path.join(root, "mail"), from: "Stint <no-reply@stint.test>", logger });
    await mailer.send({ to: "zoe@example.com", subject: "Confirm", text: `Open ${resetLink}`, secretLink: true });
    const logged = lines.find((line) => line.msg === "mail written to the outbox");
    expect(logged).toBeDefined();
    expect(JSON.stringify(logged)).not.toContain("token=");
    expect((await readOutbox(path.join(root, "mail")))[0]!.links).toEqual([resetLink]);
  });

  it("names files so they sort in the order the messages were sent", async () => {
    const mailer = createOutboxMailer({ dir: root, from: "no-reply@stint.test", logger: createTestLogger().logger });
    for (const n of [1, 2, 3, 4, 5]) {
      await mailer.send({ to: `u${n}@example.com`, subject: `message ${n}`, text: "no link here" });
    }
    const messages = await readOutbox(root);
    expect(messages.map((message) => message.subject)).toEqual([1, 2, 3, 4, 5].map((n) => `message ${n}`));
    expect(messages.every((message) => message.links.length === 0)).toBe(true);
  });

  it("leaves only complete messages behind when many are sent at once", async () => {
    const mailer = createOutboxMailer({ dir: root, from: "no-reply@stint.test", logger: createTestLogger().logger });
    await Promise.all(
      Array.from({ length: 25 }, (_, n) =>
        mailer.send({ to: `u${n}@example.com`, subject: `parallel ${n}`, text: `link https://stint.test/${n}` }),
      ),
    );
    expect((await readdir(root)).filter((name) => !name.endsWith(".eml"))).toEqual([]);
    const messages = await readOutbox(root);
    expect(messages).toHaveLength(25);
    expect(new Set(messages.map((message) => message.links[0])).size).toBe(25);
  });

  it("keeps the plain-text body readable when the message also has HTML", async () => {
    const mailer = createOutboxMailer({ dir: root, from: "no-reply@stint.test", logger: createTestLogger().logger });
    await mailer.send({
      to: "a@example.com",
      subject: "Both",
      text: "Plain: https://stint.test/plain",
      html: '<p>HTML: <a href="https://stint.test/html">here</a></p>',
    });
    const [message] = await readOutbox(root);
    expect(message!.text.trim()).toBe("Plain: https://stint.test/plain");
    expect(message!.links).toEqual(["https://stint.test/plain"]);
  });
});
