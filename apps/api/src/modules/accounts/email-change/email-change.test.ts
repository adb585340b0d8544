import { eq } from "drizzle-orm";
import { describe, expect } from "vitest";
import { companies, emailChanges, students, users } from "../../../db/schema/index.ts";
import { readOutbox } from "../../../lib/mail/read-outbox.ts";
import { it } from "../../../test/api-test.ts";
import { GOOD_PASSWORD, newStudent, type TestApp, uniqueEmail } from "../../../test/test-app.ts";

it.override({ appEnv: { RATE_LIMIT: "false" } });

/** The newest mail to `to` (after the outbox worker has run), or undefined. */
async function mailTo(app: TestApp, to: string) {
  await app.deps.outbox.drain();
  return (await readOutbox(app.outboxDir)).filter((message) => message.to.includes(to)).at(-1);
}

/** The token of the newest confirmation link mailed to `to`. */
async function tokenMailedTo(app: TestApp, to: string): Promise<string> {
  const link = (await mailTo(app, to))?.links.find((href) => href.includes("/confirm-email?token="));
  expect(link, `a confirmation link mailed to ${to}`).toBeDefined();
  return new URL(link!).searchParams.get("token")!;
}

const signInStatus = async (app: TestApp, email: string) =>
  (await app.client().post("/api/auth/sign-in/email", { email, password: GOOD_PASSWORD })).status;

describe("changing the sign-in email", () => {
  it("mails a link to the new address and a notice to the old one; nothing changes until the link is opened", async ({
    app,
    db,
  }) => {
    const { client, email, id } = await newStudent(app, { name: "Lena Meier" });
    const newEmail = uniqueEmail("lena.new");
    const asked = await client.post("/api/me/email-change", { newEmail, currentPassword: GOOD_PASSWORD });
    expect(asked.status, asked.text).toBe(202);
    expect(asked.json.newEmail).toBe(newEmail);
    const expiresIn = Date.parse(asked.json.expiresAt) - Date.now();
    expect(expiresIn).toBeGreaterThan(59 * 60_000);
    expect(expiresIn).toBeLessThanOrEqual(60 * 60_000);

    const confirmation = await mailTo(app, newEmail);
    expect(confirmation?.subject).toMatch(/Confirm your new Stint sign-in email/);
    expect(confirmation?.text).toContain("Hello Lena Meier");
    const notice = await mailTo(app, email);
    expect(notice?.subject).toMatch(/about to change/);
    expect(notice?.text).toContain(newEmail);
    expect(notice?.links.some((link) => link.includes("/forget-password?email="))).toBe(true);
    expect(notice?.text).not.toContain("/confirm-email");

    // Waiting: the old address still signs in, the new one does not, and the account still says the old one.
    expect((await client.get("/api/me/email-change")).json).toEqual({ pending: asked.json });
    expect(await signInStatus(app, email)).toBe(200);
    expect(await signInStatus(app, newEmail)).toBe(401);
    expect((await client.get("/api/me")).json.user.email).toBe(email);

    // Only the token's hash is stored.
    const token = await tokenMailedTo(app, newEmail);
    const [row] = await db.select().from(emailChanges).where(eq(emailChanges.userId, id));
    expect(row!.tokenHash).not.toBe(token);
    expect(JSON.stringify(row)).not.toContain(token);

    // Opened, signed out (another device): the new address is the sign-in email everywhere.
    const confirmed = await app.client().post("/api/email-change/confirm", { token });
    expect(confirmed.status, confirmed.text).toBe(200);
    expect(confirmed.json).toEqual({ emailAddress: newEmail });
    expect(await signInStatus(app, newEmail)).toBe(200);
    expect(await signInStatus(app, email)).toBe(401);
    expect((await client.get("/api/me")).json).toMatchObject({
      user: { email: newEmail },
      role: "student",
      account: { emailAddress: newEmail },
    });
    const [user] = await db.select().from(users).where(eq(users.id, id));
    expect(user).toMatchObject({ email: newEmail, emailVerified: true });
    expect((await client.get("/api/me/email-change")).json).toEqual({ pending: null });

    // The data export lists the change.
    const exported = (await client.get("/api/me/export")).json;
    expect(exported.emailChanges).toEqual([
      expect.objectContaining({ previousEmail: email, newEmail, confirmedAt: expect.any(String) }),
    ]);
    expect(JSON.stringify(exported)).not.toContain(row!.tokenHash);
  });

  it("works once: a used link says so", async ({ app, signedInCompany }) => {
    const { client, id } = await signedInCompany();
    const newEmail = uniqueEmail("company.new");
    await client.post("/api/me/email-change", { newEmail, currentPassword: GOOD_PASSWORD });
    const token = await tokenMailedTo(app, newEmail);
    expect((await client.post("/api/email-change/confirm", { token })).status).toBe(200);
    const again = await client.post("/api/email-change/confirm", { token });
    expect(again.status).toBe(409);
    expect(again.json.error.code).toBe("email-change-link-used");
    const [company] = await app.deps.database.db.select().from(companies).where(eq(companies.id, id));
    expect(company!.emailAddress).toBe(newEmail);
  });

  it("refuses an expired link and changes nothing", async ({ app, db, signedInStudent }) => {
    const { client, email, id } = await signedInStudent();
    const newEmail = uniqueEmail("late");
    await client.post("/api/me/email-change", { newEmail, currentPassword: GOOD_PASSWORD });
    const token = await tokenMailedTo(app, newEmail);
    await db
      .update(emailChanges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailChanges.userId, id));
    const response = await app.client().post("/api/email-change/confirm", { token });
    expect(response.status).toBe(410);
    expect(response.json.error).toMatchObject({ code: "email-change-link-expired", message: /expired/ });
    expect(await signInStatus(app, email)).toBe(200);
    expect((await client.get("/api/me/email-change")).json).toEqual({ pending: null });
  });

  it("answers 404 for an unknown link and for one replaced by a newer request or cancelled", async ({
    app,
    signedInStudent,
  }) => {
    const { client, email } = await signedInStudent();
    const unknown = await app.client().post("/api/email-change/confirm", { token: "no-such-token" });
    expect(unknown.status).toBe(404);
    expect(unknown.json.error.code).toBe("email-change-link-unknown");

    const typo = uniqueEmail("typo");
    await client.post("/api/me/email-change", { newEmail: typo, currentPassword: GOOD_PASSWORD });
    const typoToken = await tokenMailedTo(app, typo);
    const fixed = uniqueEmail("fixed");
    await client.post("/api/me/email-change", { newEmail: fixed, currentPassword: GOOD_PASSWORD });
    expect((await client.get("/api/me/email-change")).json.pending.newEmail).toBe(fixed);
    expect((await app.client().post("/api/email-change/confirm", { token: typoToken })).status).toBe(404);

    const fixedToken = await tokenMailedTo(app, fixed);
    expect((await client.delete("/api/me/email-change")).status).toBe(204);
    expect((await client.get("/api/me/email-change")).json).toEqual({ pending: null });
    expect((await app.client().post("/api/email-change/confirm", { token: fixedToken })).status).toBe(404);
    expect(await signInStatus(app, email)).toBe(200);
  });

  it("checks again when the link is opened that no other account took the address", async ({ app, db }) => {
    const { client, email, id } = await newStudent(app);
    const wanted = uniqueEmail("wanted");
    await client.post("/api/me/email-change", { newEmail: wanted, currentPassword: GOOD_PASSWORD });
    const token = await tokenMailedTo(app, wanted);
    const taker = await app.client().post("/api/sign-up/company", {
      email: wanted,
      password: GOOD_PASSWORD,
      name: "Quick Taker AG",
    });
    expect(taker.status).toBe(201);
    const response = await app.client().post("/api/email-change/confirm", { token });
    expect(response.status).toBe(409);
    expect(response.json.error.code).toBe("conflict");
    const [student] = await db.select().from(students).where(eq(students.id, id));
    expect(student!.emailAddress).toBe(email);
  });

  it("is cancelled by a password reset, which the notice points to", async ({ app, signedInStudent }) => {
    const { client, email } = await signedInStudent();
    const attacker = uniqueEmail("attacker");
    await client.post("/api/me/email-change", { newEmail: attacker, currentPassword: GOOD_PASSWORD });
    const token = await tokenMailedTo(app, attacker);

    await app.client().post("/api/auth/request-password-reset", { email });
    const resetLink = (await mailTo(app, email))!.links.find((link) => link.includes("/reset-password?token="))!;
    const resetToken = new URL(resetLink).searchParams.get("token")!;
    const reset = await app.client().post("/api/auth/reset-password", {
      token: resetToken,
      newPassword: "a brand new passphrase",
    });
    expect(reset.status).toBe(200);

    expect((await app.client().post("/api/email-change/confirm", { token })).status).toBe(404);
  });

  it("is cancelled by a password change", async ({ app, signedInStudent }) => {
    const { client } = await signedInStudent();
    const newEmail = uniqueEmail("before.password");
    await client.post("/api/me/email-change", { newEmail, currentPassword: GOOD_PASSWORD });
    const token = await tokenMailedTo(app, newEmail);
    const changed = await client.post("/api/me/password", {
      currentPassword: GOOD_PASSWORD,
      newPassword: "a brand new passphrase",
    });
    expect(changed.status).toBe(200);
    expect((await app.client().post("/api/email-change/confirm", { token })).status).toBe(404);
  });
});

describe("what the email change refuses", () => {
  it("says per field what is wrong, and mails nothing", async ({ app, signedInStudent }) => {
    const { client, email } = await signedInStudent();
    const { email: taken } = await signedInStudent();
    const cases: [unknown, number, string, RegExp][] = [
      [{ newEmail: "not an address", currentPassword: GOOD_PASSWORD }, 400, "newEmail", /valid email/],
      [{ currentPassword: GOOD_PASSWORD }, 400, "newEmail", /email/],
      [{ newEmail: uniqueEmail() }, 400, "currentPassword", /current password/],
      [{ newEmail: uniqueEmail(), currentPassword: "" }, 400, "currentPassword", /current password/],
      [{ newEmail: uniqueEmail(), currentPassword: GOOD_PASSWORD, extra: 1 }, 400, "extra", /not accepted/],
      [{ newEmail: email.toUpperCase(), currentPassword: GOOD_PASSWORD }, 400, "newEmail", /already your sign-in/],
      [{ newEmail: uniqueEmail(), currentPassword: "not my password" }, 400, "currentPassword", /not right/],
      [{ newEmail: taken, currentPassword: GOOD_PASSWORD }, 409, "newEmail", /already uses/],
    ];
    const before = (await readOutbox(app.outboxDir)).length;
    for (const [body, status, field, message] of cases) {
      const response = await client.post("/api/me/email-change", body);
      expect(response.status, JSON.stringify(body)).toBe(status);
      expect(response.json.error.fields[field], JSON.stringify(body)).toMatch(message);
    }
    await app.deps.outbox.drain();
    expect((await readOutbox(app.outboxDir)).length).toBe(before);
    expect((await client.get("/api/me/email-change")).json).toEqual({ pending: null });
  });

  it("answers 400 to a confirmation without a token", async ({ app }) => {
    for (const body of [{}, { token: "" }, { token: 5 }, { token: "x".repeat(201) }]) {
      const response = await app.client().post("/api/email-change/confirm", body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.json.error.fields.token).toBeTypeOf("string");
    }
  });

  it("answers 401 without a session", async ({ app }) => {
    const anonymous = app.client();
    const responses = [
      await anonymous.post("/api/me/email-change", { newEmail: uniqueEmail(), currentPassword: GOOD_PASSWORD }),
      await anonymous.get("/api/me/email-change"),
      await anonymous.delete("/api/me/email-change"),
    ];
    expect(responses.map((response) => response.status)).toEqual([401, 401, 401]);
  });

  it("stops after five wrong current passwords, and after five requests an hour", async ({ startApp }) => {
    const limited = await startApp({ RATE_LIMIT: "true" });
    const guessed = await newStudent(limited);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const response = await guessed.client.post("/api/me/email-change", {
        newEmail: uniqueEmail(),
        currentPassword: "wrong guess!",
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);

    const busy = await newStudent(limited);
    const requests: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const response = await busy.client.post("/api/me/email-change", {
        newEmail: uniqueEmail(),
        currentPassword: GOOD_PASSWORD,
      });
      requests.push(response.status);
    }
    expect(requests).toEqual([202, 202, 202, 202, 202, 429]);
  });
});
