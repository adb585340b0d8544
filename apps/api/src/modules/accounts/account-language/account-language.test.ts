import { eq } from "drizzle-orm";
import { describe, expect } from "vitest";
import { notifications, rateLimits, users } from "../../../db/schema/index.ts";
import { it } from "../../../test/api-test.ts";
import { applied, company, job, moved, notificationsOf, student } from "../../../test/application-fixtures.ts";
import { mailsIn } from "../../../test/outbox-mails.ts";
import type { TestApp } from "../../../test/test-app.ts";
import { GOOD_PASSWORD, uniqueEmail } from "../../../test/test-app.ts";
import { signUpsKey, TRUSTED_SIGN_UPS_PER_HOUR } from "../sign-up-limit.ts";

// The account's language (decision 035): chosen in the account, else the one the person last used Stint in
// (the sign-up page's, then every page's), else English. Mails and notifications are written in it.

it.override({ appEnv: { UI_LANGUAGES: "en,de", RATE_LIMIT: "false" } });

const GERMAN_BROWSER = { "accept-language": "de-CH,de;q=0.9,en;q=0.5" };

const mailsTo = async (app: TestApp, email: string) =>
  (await mailsIn(app.outboxDir)).filter((mail) => mail.to.includes(email));

describe("the account's language", () => {
  it("is null (the browser's) until chosen, takes only a language offered, and can be given back", async ({
    signedInStudent,
  }) => {
    const { client } = await signedInStudent();
    expect((await client.get("/api/me/language")).json).toEqual({ language: null });
    expect((await client.put("/api/me/language", { language: "de" })).json).toEqual({ language: "de" });
    expect((await client.get("/api/me/language")).json).toEqual({ language: "de" });
    const refused = await client.put("/api/me/language", { language: "fr" });
    expect(refused.status).toBe(400);
    expect((await client.put("/api/me/language", { language: null })).json).toEqual({ language: null });
    expect((await client.get("/api/me/language")).json).toEqual({ language: null });
  });

  it("answers 401 signed out, and 400 for a language this deployment does not offer", async ({ app, startApp }) => {
    expect((await app.client().get("/api/me/language")).status).toBe(401);
    const englishOnly = await startApp({ UI_LANGUAGES: "en", RATE_LIMIT: "false" });
    const client = englishOnly.client();
    await client.post("/api/sign-up/student", { email: uniqueEmail("s"), password: GOOD_PASSWORD, name: "Eva" });
    const refused = await client.put("/api/me/language", { language: "de" });
    expect(refused.status).toBe(400);
    expect(refused.json.error.fields).toEqual({ language: "Choose a language Stint offers." });
  });
});

describe("a German-speaking account", () => {
  it("gets its confirmation mail in German when its browser asked for German at sign-up", async ({ startApp }) => {
    const app = await startApp({ UI_LANGUAGES: "en,de", RATE_LIMIT: "true" });
    // Beyond the address's trusted sign-ups this hour: the account must confirm its email, by a mailed link.
    await app.deps.database.db.insert(rateLimits).values({
      id: crypto.randomUUID(),
      key: signUpsKey("127.0.0.1"),
      count: TRUSTED_SIGN_UPS_PER_HOUR,
      lastRequest: Date.now(),
    });
    const email = uniqueEmail("student");
    const signedUp = await app
      .client()
      .post(
        "/api/sign-up/student",
        { email, password: GOOD_PASSWORD, name: "Lena Meier" },
        { headers: GERMAN_BROWSER },
      );
    expect(signedUp.status).toBe(201);
    expect(signedUp.json.user.mustConfirmEmail).toBe(true);
    const [mail, ...more] = await mailsTo(app, email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe("Bestätigen Sie Ihre E-Mail-Adresse, um Stint zu nutzen");
    expect(mail!.text).toContain("Hallo Lena Meier,");
    expect(mail!.text).toContain("Der Link funktioniert einmal und 48 Stunden lang.");
    // Noted as the language it last used: later mails follow it too.
    const [row] = await app.deps.database.db
      .select({ uiLanguage: users.uiLanguage, lastUiLanguage: users.lastUiLanguage })
      .from(users)
      .where(eq(users.email, email));
    expect(row).toEqual({ uiLanguage: null, lastUiLanguage: "de" });
  });

  it("that chose German gets its notification mail and its in-app notification in German; others stay English", async ({
    app,
    db,
  }) => {
    const acme = await company(app, "Acme Robotics");
    expect((await acme.client.put("/api/me/language", { language: "de" })).status).toBe(200);
    const jobId = await job(acme, { title: "Robotics Intern" });
    const lena = await student(app, { name: "Lena Meier" });
    const application = await applied(lena, jobId);
    await app.deps.outbox.drain();

    const acmeEmail = (await acme.client.get("/api/me")).json.user.email as string;
    const mail = (await mailsTo(app, acmeEmail)).find((sent) => sent.headers.has("x-stint-notification"));
    expect(mail!.subject).toBe("Lena Meier hat sich auf „Robotics Intern“ beworben · Stint");
    expect(mail!.text).toContain("Hallo Acme Robotics,");
    expect(mail!.text).toContain("In Stint öffnen:");
    expect(mail!.text).toContain("„Jemand bewirbt sich auf eine Ihrer Stellen“");
    expect(mail!.raw).toContain('lang=3D"de"'); // quoted-printable: the HTML part's <html lang="de">

    // In the app, whatever the browser asks for: the account's choice wins.
    const listed = await acme.client.get("/api/notifications", { headers: { "accept-language": "en" } });
    const item = listed.json.items.find((entry: { path: string }) => entry.path.includes(jobId));
    expect(item.title).toBe("Lena Meier hat sich auf „Robotics Intern“ beworben");
    // The row keeps the English words beside its message, for older readers and the account export.
    const [row] = (await notificationsOf(db, acme.id)).filter((entry) => entry.payload.link?.id === application.id);
    expect(row!.payload.title).toBe('Lena Meier applied to "Robotics Intern"');

    // The student chose nothing and signed up without German: English, unless the browser asks for German.
    await moved(acme, application.id, { status: "shortlisted" });
    const titles = async (headers?: Record<string, string>) =>
      (await lena.client.get("/api/notifications", headers ? { headers } : {})).json.items.map(
        (entry: { title: string }) => entry.title,
      );
    expect(await titles()).toContain('Your application for "Robotics Intern" is now: Shortlisted');
    expect(await titles(GERMAN_BROWSER)).toContain(
      "Ihre Bewerbung für „Robotics Intern“ hat jetzt den Status: In der engeren Wahl",
    );
  });

  it("reads a notification stored before messages were (English words only) as it was stored", async ({
    db,
    signedInCompany,
  }) => {
    const { client, id } = await signedInCompany();
    await client.put("/api/me/language", { language: "de" });
    await db.insert(notifications).values({ recipientId: id, kind: "match.created", payload: { title: "Old words" } });
    const listed = await client.get("/api/notifications");
    expect(listed.json.items.map((entry: { title: string }) => entry.title)).toEqual(["Old words"]);
  });
});
