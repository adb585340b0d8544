import { describe, expect } from "vitest";
import { it } from "../../test/api-test.ts";
import {
  applied,
  company,
  type Company,
  job,
  moved,
  notificationsOf,
  student,
} from "../../test/application-fixtures.ts";
import { mailsIn } from "../../test/outbox-mails.ts";
import { GOOD_PASSWORD, type TestApp } from "../../test/test-app.ts";
import { unsubscribeToken, UNSUBSCRIBE_PATH } from "./unsubscribe-token.ts";

// One-click unsubscribe (RFC 8058): every notification mail names a URL that turns its kind of mail off for
// its recipient, without a session; a GET of it only asks; security mails have none.

let acme: Company;
it.override({ appEnv: { RATE_LIMIT: "false" } });

it.beforeAll(async ({ app }) => {
  // The tests carry out the outbox themselves (drain), so each sees exactly what its own step sent.
  await app.deps.outbox.stop();
  acme = await company(app, "Unsubscribe Robotics");
});

const mailsTo = async (app: TestApp, email: string) =>
  (await mailsIn(app.outboxDir)).filter((mail) => mail.to.includes(email));

/** A student with an application to a new job of acme's, moved once (one `application.status` mail). */
async function toldOnce(app: TestApp) {
  const lena = await student(app, { name: "Lena Meier" });
  const application = await applied(lena, await job(acme, { title: "Unsubscribe Intern" }));
  await moved(acme, application.id, { status: "reviewed" });
  await app.deps.outbox.drain();
  const [mail, ...more] = await mailsTo(app, lena.email);
  expect(more).toEqual([]);
  return { lena, application, mail: mail! };
}

/** The URL in a mail's List-Unsubscribe header (`<url>`), as a path for the test app. */
function unsubscribePath(header: string | undefined): string {
  const match = /^<(https?:\/\/[^>]+)>$/.exec(header ?? "");
  if (!match) throw new Error(`no List-Unsubscribe URL in ${header}`);
  const url = new URL(match[1]!);
  return url.pathname + url.search;
}

// What a mail provider's server sends: the one-click body, no cookie, and no Origin of ours.
const oneClick = (app: TestApp, path: string, headers: Record<string, string> = {}) =>
  app.app.request(path, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    body: "List-Unsubscribe=One-Click",
  });

describe("a notification mail's unsubscribe link", () => {
  it("is in the List-Unsubscribe headers and the small print, and one click turns that kind off, in-app stays", async ({
    app,
    db,
  }) => {
    const { lena, application, mail } = await toldOnce(app);
    expect(mail.headers.get("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    const path = unsubscribePath(mail.headers.get("list-unsubscribe"));
    expect(path.startsWith(`${UNSUBSCRIBE_PATH}?token=`)).toBe(true);
    expect(mail.links.some((link) => link.endsWith(path))).toBe(true);

    // From the provider's server: no session, a foreign Origin (or none) is fine.
    const response = await oneClick(app, path, { origin: "https://mail.example" });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ kind: "application.status", mail: false });
    const again = await oneClick(app, path);
    expect(again.status).toBe(200);
    const settings = await lena.client.get("/api/notifications/settings");
    expect(settings.json.mail).toMatchObject({ "application.status": false, "match.created": true });

    // The next status change is in-app only; another kind still mails.
    await moved(acme, application.id, { status: "shortlisted" });
    await app.deps.outbox.drain();
    const kinds = (await notificationsOf(db, lena.id)).map((row) => row.kind).sort();
    expect(kinds).toEqual(["application.status", "application.status", "match.created"]);
    const mails = await mailsTo(app, lena.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.subject).toMatch(/match/i);
  }, 60_000);

  it("shows a page with a button on GET, and changes nothing (prefetchers follow links)", async ({ app }) => {
    const { lena, mail } = await toldOnce(app);
    const path = unsubscribePath(mail.headers.get("list-unsubscribe"));
    const page = await app.app.request(path, { headers: { accept: "text/html" } });
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toMatch(/^text\/html/);
    const html = await page.text();
    expect(html).toContain("“A company moves your application on (or rejects it)”");
    expect(html).toMatch(/<form method="post" action="\/api\/notifications\/unsubscribe\?token=[^"]+">/);
    expect((await lena.client.get("/api/notifications/settings")).json.mail["application.status"]).toBe(true);

    // Its button: a browser form post, answered with a page.
    const posted = await oneClick(app, path, { accept: "text/html", origin: "http://localhost:3000" });
    expect(posted.status).toBe(200);
    expect(await posted.text()).toContain("These mails are off");
    expect((await lena.client.get("/api/notifications/settings")).json.mail["application.status"]).toBe(false);
  }, 60_000);

  it("refuses a forged or changed token (404) and a malformed one (400), changing nothing", async ({ app }) => {
    const { lena, mail } = await toldOnce(app);
    const path = unsubscribePath(mail.headers.get("list-unsubscribe"));
    const token = new URL(path, "http://x").searchParams.get("token")!;
    const [payload, signature] = token.split(".") as [string, string];
    const otherKind = Buffer.from(JSON.stringify({ u: lena.id, k: "match.created" })).toString("base64url");
    const flip = (text: string) => (text.endsWith("A") ? `${text.slice(0, -1)}B` : `${text.slice(0, -1)}A`);
    const forged = [
      `${otherKind}.${signature}`, // another kind under this signature
      `${payload}.${flip(signature)}`, // a changed signature
      // Signed right, with a secret that is not this server's.
      unsubscribeToken("another secret of at least thirty-two characters!", {
        userId: lena.id,
        kind: "application.status",
      }),
    ];
    for (const bad of forged) {
      const response = await oneClick(app, `${UNSUBSCRIBE_PATH}?token=${bad}`);
      expect(response.status, bad).toBe(404);
      expect(((await response.json()) as { error: { code: string; fields?: object } }).error.code).toBe("not-found");
      expect((await app.app.request(`${UNSUBSCRIBE_PATH}?token=${bad}`)).status).toBe(404);
    }
    for (const malformed of ["", "no-dot", "a.b.c", `${payload}.${signature}!`]) {
      const response = await oneClick(app, `${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(malformed)}`);
      expect(response.status, malformed).toBe(400);
      expect(((await response.json()) as { error: { code: string; fields?: object } }).error.fields).toHaveProperty(
        "token",
      );
    }
    expect((await oneClick(app, UNSUBSCRIBE_PATH)).status).toBe(400);
    const settings = await lena.client.get("/api/notifications/settings");
    expect(Object.values(settings.json.mail).every(Boolean)).toBe(true);
  }, 60_000);

  it("is 404 once the account is gone", async ({ app }) => {
    const { lena, mail } = await toldOnce(app);
    const path = unsubscribePath(mail.headers.get("list-unsubscribe"));
    const deleted = await lena.client.delete("/api/me", { password: GOOD_PASSWORD });
    expect(deleted.status, deleted.text).toBe(204);
    expect((await oneClick(app, path)).status).toBe(404);
  }, 60_000);
});

describe("security mails", () => {
  it("carry no unsubscribe: a password reset mail has no List-Unsubscribe", async ({ app }) => {
    const lena = await student(app, { name: "Lena Reset" });
    const response = await app.client().post("/api/auth/request-password-reset", { email: lena.email });
    expect(response.status).toBe(200);
    const resetMails = async () => (await mailsTo(app, lena.email)).filter((message) => /reset/i.test(message.subject));
    await expect.poll(async () => (await resetMails()).length).toBe(1);
    const [mail] = await resetMails();
    expect(mail!.raw).toMatch(/^Content-Type: multipart\/alternative;/im);
    expect(mail!.headers.has("list-unsubscribe")).toBe(false);
    expect(mail!.headers.has("list-unsubscribe-post")).toBe(false);
  }, 60_000);
});
