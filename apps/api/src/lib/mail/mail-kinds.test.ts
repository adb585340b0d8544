import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notificationMail } from "../../modules/notifications/notification-mail.ts";
import { createTestLogger } from "../../test/test-logger.ts";
import { escapeHtml, type RenderedMail, renderMail } from "./layout.ts";
import { createOutboxMailer } from "./outbox-mailer.ts";
import { readOutbox } from "./read-outbox.ts";
import { emailChangeConfirmationMail, emailChangeNoticeMail } from "./templates/email-change.ts";
import { passwordResetMail } from "./templates/password-reset.ts";
import { signUpAttemptMail } from "./templates/sign-up-attempt.ts";

// Every kind of mail Stint sends, from the one layout: plain text and HTML (multipart/alternative), the app's
// primary colour, a button to the item itself, and every user-provided value escaped in the HTML.

const HOSTILE = `Zoë <script>alert("x")</script> & 'Co'`;
const BASE = "https://stint.example";

const KINDS: Record<string, { mail: RenderedMail; button: string }> = {
  "password reset": {
    mail: passwordResetMail({
      language: "en",
      name: HOSTILE,
      link: `${BASE}/reset-password?token=abc`,
      validMinutes: 60,
    }),
    button: `${BASE}/reset-password?token=abc`,
  },
  "email change confirmation": {
    mail: emailChangeConfirmationMail({
      language: "en",
      name: HOSTILE,
      newEmail: `"<b>x</b>"@example.com`,
      link: `${BASE}/confirm-email?token=abc`,
      validMinutes: 30,
    }),
    button: `${BASE}/confirm-email?token=abc`,
  },
  "email change notice": {
    mail: emailChangeNoticeMail({
      language: "en",
      name: HOSTILE,
      newEmail: `"<b>x</b>"@example.com`,
      validMinutes: 30,
      resetLink: `${BASE}/forget-password?email=a%40b.c`,
    }),
    button: `${BASE}/forget-password?email=a%40b.c`,
  },
  "sign-up attempt": {
    mail: signUpAttemptMail({
      language: "en",
      name: HOSTILE,
      signInLink: `${BASE}/login`,
      resetLink: `${BASE}/forget-password?email=a%40b.c`,
    }),
    button: `${BASE}/login`,
  },
  notification: {
    mail: notificationMail({
      language: "en",
      name: HOSTILE,
      kind: "rating.revealed",
      title: `${HOSTILE} rated you`,
      body: "Line one\n<i>line two</i>",
      link: `${BASE}/rating-detail/r-1`,
      settingsLink: `${BASE}/account/student/detail`,
      unsubscribeLink: `${BASE}/api/notifications/unsubscribe?token=t.s`,
    }),
    button: `${BASE}/rating-detail/r-1`,
  },
};

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), "stint-mail-kinds-"));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe.each(Object.entries(KINDS))("the %s mail", (kind, { mail, button }) => {
  it("goes out as multipart/alternative with a plain-text and an HTML part", async () => {
    const dir = path.join(root, kind.replace(/\W+/g, "-"));
    const mailer = createOutboxMailer({ dir, from: "Stint <no-reply@stint.test>", logger: createTestLogger().logger });
    await mailer.send({ to: "zoe@example.com", ...mail });
    const [message] = await readOutbox(dir);
    const raw = await readFile(message!.file, "utf8");
    expect(raw).toMatch(/^Content-Type: multipart\/alternative;/im);
    expect(raw).toMatch(/^Content-Type: text\/plain; charset=utf-8\r$/im);
    expect(raw).toMatch(/^Content-Type: text\/html; charset=utf-8\r$/im);
    // The plain text's first link is the button's: the item itself.
    expect(message!.links[0]).toBe(button);
    expect(message!.text).toContain(`Hello ${HOSTILE},`);
  });

  it("has one button, in the app's primary colour, that opens the item itself", () => {
    const buttons = [...mail.html.matchAll(/<a href="([^"]*)" style="display:inline-block;[^"]*background:#4f46e5/g)];
    expect(buttons.map((match) => match[1])).toEqual([escapeHtml(button)]);
  });

  it("escapes every user-provided value in the HTML", () => {
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).not.toContain("<b>x</b>");
    expect(mail.html).not.toContain("<i>");
    expect(mail.html).toContain(escapeHtml(`Hello ${HOSTILE},`));
    // Nothing but the layout's own markup: every tag is one of these.
    const tags = new Set([...mail.html.matchAll(/<\/?([a-z]+)[\s>]/g)].map((match) => match[1]));
    expect(
      [...tags].every((tag) => ["html", "head", "meta", "title", "body", "div", "p", "a", "br", "hr"].includes(tag!)),
    ).toBe(true);
  });
});

describe("the layout", () => {
  it("refuses a link that is not http(s)", () => {
    expect(() =>
      renderMail({ language: "en", subject: "x", name: "y", blocks: [{ button: "Open", url: "javascript:alert(1)" }] }),
    ).toThrow(/http/);
  });

  it("puts a notification's way out of its kind in the small print, not security mails", () => {
    expect(KINDS.notification!.mail.text).toContain(
      `Turn off these mails: ${BASE}/api/notifications/unsubscribe?token=t.s`,
    );
    for (const kind of ["password reset", "email change confirmation", "email change notice", "sign-up attempt"]) {
      expect(KINDS[kind]!.mail.html).not.toContain("unsubscribe");
    }
  });
});
