import { eq } from "drizzle-orm";
import { describe, expect } from "vitest";
import type { Db } from "../../db/client.ts";
import { sessions, students, users } from "../../db/schema/index.ts";
import { readOutbox } from "../../lib/mail/read-outbox.ts";
import { it } from "../../test/api-test.ts";
import { GOOD_PASSWORD, newStudent, uniqueEmail, ZURICH } from "../../test/test-app.ts";

const userCount = async (db: Db, email: string) => (await db.select().from(users).where(eq(users.email, email))).length;

describe("POST /api/sign-up/student", () => {
  it("creates the user and the student account and signs in", async ({ app }) => {
    const client = app.client();
    const email = uniqueEmail();
    const response = await client.post("/api/sign-up/student", {
      email: email.toUpperCase(),
      password: GOOD_PASSWORD,
      name: "Lena Meier",
      address: ZURICH,
      university: "ETH Zürich",
      degreeLevel: "master",
      expectedGraduation: "2027-09",
    });
    expect(response.status).toBe(201);
    expect(response.json.role).toBe("student");
    expect(response.json.user.email).toBe(email);
    expect(response.json.account).toMatchObject({
      emailAddress: email,
      name: "Lena Meier",
      address: ZURICH,
      university: "ETH Zürich",
      openToOffers: false,
      shareRatings: false,
    });
    const cookie = response.headers.getSetCookie().join("\n");
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect((await client.get("/api/me")).json.account.name).toBe("Lena Meier");
  });

  it("answers 409 for a taken address, whichever role took it, and creates nothing", async ({
    app,
    db,
    signedInCompany,
  }) => {
    const { email } = await signedInCompany();
    const response = await app
      .client()
      .post("/api/sign-up/student", { email, password: GOOD_PASSWORD, name: "Someone" });
    expect(response.status).toBe(409);
    expect(response.json.error.fields.email).toMatch(/already exists/);
    const rows = await db.select().from(students).where(eq(students.emailAddress, email));
    expect(rows).toHaveLength(0);
  });

  it("tells the owner of a taken address by mail, once a day however often it is tried", async ({
    app,
    signedInCompany,
  }) => {
    const { email } = await signedInCompany();
    for (const name of ["Someone", "Someone else"]) {
      const response = await app.client().post("/api/sign-up/student", { email, password: GOOD_PASSWORD, name });
      expect(response.status).toBe(409);
    }
    await app.deps.outbox.drain();
    const notices = (await readOutbox(app.outboxDir)).filter(
      (message) => message.to.includes(email) && /tried to create a Stint account/.test(message.subject),
    );
    expect(notices).toHaveLength(1);
    expect(notices[0]!.links).toEqual(
      expect.arrayContaining([expect.stringMatching(/\/login$/), expect.stringContaining("/forget-password?email=")]),
    );
    // A new address gets no such mail.
    const fresh = uniqueEmail("fresh");
    const created = await app
      .client()
      .post("/api/sign-up/student", { email: fresh, password: GOOD_PASSWORD, name: "New" });
    expect(created.status).toBe(201);
    await app.deps.outbox.drain();
    expect((await readOutbox(app.outboxDir)).filter((message) => message.to.includes(fresh))).toEqual([]);
  });

  it("rolls the user back when the account row cannot be written", async ({ app, db }) => {
    const email = uniqueEmail("orphan");
    // A student row that already claims the address (without an auth user) makes the account insert fail.
    const ghostId = crypto.randomUUID();
    await db.insert(users).values({ id: ghostId, name: "Ghost", email: uniqueEmail("ghost") });
    await db.insert(students).values({ id: ghostId, name: "Ghost", emailAddress: email });
    const response = await app.client().post("/api/sign-up/student", { email, password: GOOD_PASSWORD, name: "New" });
    expect(response.status).toBe(409);
    expect(await userCount(db, email)).toBe(0);
  });

  it.for<[string, Record<string, unknown>, string, RegExp]>([
    ["a short password", { password: "short" }, "password", /at least 8/],
    ["a common password", { password: "password123" }, "password", /too common/],
    ["a too long password", { password: "x".repeat(129) }, "password", /at most 128/],
    ["a bad email", { email: "not-an-email" }, "email", /valid email/],
    ["no name", { name: "" }, "name", /Enter a name/],
    ["a wrong type", { name: 42 }, "name", /./],
    ["an oversized string", { bio: "x".repeat(5000) }, "bio", /at most 1000/],
    ["an unknown field", { isAdmin: true }, "isAdmin", /not accepted/],
    ["a bad degree level", { degreeLevel: "wizard" }, "degreeLevel", /degree level/],
    ["a bad graduation month", { expectedGraduation: "2027-13" }, "expectedGraduation", /YYYY-MM/],
    ["a malformed place", { address: { label: "Nowhere" } }, "address.id", /./],
  ])("rejects %s with a field error and creates nothing", async ([_label, override, field, message], { app, db }) => {
    const email = uniqueEmail();
    const response = await app.client().post("/api/sign-up/student", {
      email,
      password: GOOD_PASSWORD,
      name: "Valid Name",
      ...override,
    });
    expect(response.status).toBe(400);
    expect(response.json.error.code).toBe("invalid-input");
    expect(response.json.error.fields[field]).toMatch(message);
    expect(await userCount(db, email)).toBe(0);
  });

  it("records the client's real address on the session, not one the client claims", async ({ app, db }) => {
    const email = uniqueEmail();
    const response = await app
      .client()
      .post(
        "/api/sign-up/student",
        { email, password: GOOD_PASSWORD, name: "Lena Meier", address: ZURICH },
        { headers: { "x-stint-client-ip": "203.0.113.9" } },
      );
    expect(response.status).toBe(201);
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
    const recorded = await db.select({ ip: sessions.ipAddress }).from(sessions).where(eq(sessions.userId, user!.id));
    expect(recorded.map((row) => row.ip)).toEqual(["127.0.0.1"]);
  });

  it("rejects malformed JSON with 400, never 500", async ({ app }) => {
    const response = await app.client().request("POST", "/api/sign-up/student", { rawBody: "{ not json" });
    expect(response.status).toBe(400);
    expect(response.json.error.code).toBe("invalid-input");
  });

  it("rejects a body over the size limit with 413", async ({ app }) => {
    const response = await app.client().request("POST", "/api/sign-up/student", {
      rawBody: JSON.stringify({ name: "x".repeat(300 * 1024) }),
    });
    expect(response.status).toBe(413);
    expect(response.json.error.code).toBe("too-large");
  });
});

describe("POST /api/sign-up/company", () => {
  it("creates a company account", async ({ app }) => {
    const client = app.client();
    const email = uniqueEmail("company");
    const response = await client.post("/api/sign-up/company", {
      email,
      password: GOOD_PASSWORD,
      name: "Helvetia Robotics",
      website: "https://helvetia.example",
      sizeBand: "51-250",
      address: ZURICH,
    });
    expect(response.status).toBe(201);
    expect(response.json).toMatchObject({
      role: "company",
      account: { name: "Helvetia Robotics", sizeBand: "51-250" },
    });
  });

  it("rejects a student-only field and a bad website", async ({ app }) => {
    const response = await app.client().post("/api/sign-up/company", {
      email: uniqueEmail(),
      password: GOOD_PASSWORD,
      name: "Acme",
      university: "Nope",
      website: "ftp://acme",
    });
    expect(response.status).toBe(400);
    expect(Object.keys(response.json.error.fields).sort()).toEqual(["university", "website"]);
  });
});

describe("GET /api/me", () => {
  it("is 401 without a session", async ({ app }) => {
    const response = await app.client().get("/api/me");
    expect(response.status).toBe(401);
    expect(response.json.error.code).toBe("unauthenticated");
  });

  it("gives role null when no account row matches the email", async ({ db, signedInStudent }) => {
    const { client, me } = await signedInStudent();
    await db.delete(students).where(eq(students.id, me.user.id));
    const response = await client.get("/api/me");
    expect(response.status).toBe(200);
    expect(response.json).toEqual({
      user: me.user,
      role: null,
      account: null,
      finishRoles: ["student", "company"],
      operator: null,
    });
  });
});

describe("PATCH /api/me/account", () => {
  it("changes only the fields sent", async ({ signedInStudent }) => {
    const { client, me } = await signedInStudent({ university: "ETH Zürich", bio: "Before" });
    const response = await client.patch("/api/me/account", { bio: "After", openToOffers: true });
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({
      bio: "After",
      openToOffers: true,
      university: "ETH Zürich",
      name: me.account.name,
    });
    expect(Date.parse(response.json.updatedAt)).toBeGreaterThanOrEqual(Date.parse(me.account.updatedAt));
  });

  it("clears a field sent as null and keeps links whole", async ({ signedInStudent }) => {
    const { client } = await signedInStudent({ university: "ETH Zürich" });
    const response = await client.patch("/api/me/account", {
      university: null,
      links: { github: "https://github.com/lena", linkedin: "" },
    });
    expect(response.status).toBe(200);
    expect(response.json.university).toBeNull();
    expect(response.json.links).toEqual({ github: "https://github.com/lena", linkedin: null, portfolio: null });
  });

  it("rejects unknown fields, fields of the other role and wrong types", async ({ signedInStudent }) => {
    const { client } = await signedInStudent();
    for (const body of [{ role: "company" }, { website: "https://x.example" }, { openToOffers: "yes" }, { id: "x" }]) {
      const response = await client.patch("/api/me/account", body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(response.json.error.fields)).toEqual(Object.keys(body));
    }
  });

  it("refuses to change the sign-in email at once, whatever else comes along", async ({ app, signedInCompany }) => {
    const { client, email } = await signedInCompany({ name: "Before AG" });
    const newEmail = uniqueEmail("moved");
    const response = await client.patch("/api/me/account", { emailAddress: newEmail, name: "After AG" });
    expect(response.status).toBe(400);
    expect(response.json.error.fields.emailAddress).toMatch(/POST \/api\/me\/email-change/);
    expect((await client.get("/api/me")).json).toMatchObject({
      user: { email },
      account: { emailAddress: email, name: "Before AG" },
    });
    expect(
      (await app.client().post("/api/auth/sign-in/email", { email: newEmail, password: GOOD_PASSWORD })).status,
    ).toBe(401);
  });

  it("is 401 without a session and 404 without an account row", async ({ app, db, signedInStudent }) => {
    expect((await app.client().patch("/api/me/account", { name: "X" })).status).toBe(401);
    const { client, me } = await signedInStudent();
    await db.delete(students).where(eq(students.id, me.user.id));
    expect((await client.patch("/api/me/account", { name: "X" })).status).toBe(404);
  });
});

describe("POST /api/me/account (finish your account)", () => {
  it("creates the missing row once", async ({ db, signedInStudent }) => {
    const { client, me } = await signedInStudent();
    await db.delete(students).where(eq(students.id, me.user.id));
    const created = await client.post("/api/me/account", { role: "company", name: "Late Company", sizeBand: "1-10" });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({
      role: "company",
      account: { name: "Late Company", emailAddress: me.user.email },
    });
    const again = await client.post("/api/me/account", { role: "student", name: "Again" });
    expect(again.status).toBe(409);
  });

  it("validates the role and the fields", async ({ app, signedInStudent }) => {
    const { client } = await signedInStudent();
    const response = await client.post("/api/me/account", { role: "admin", name: "X" });
    expect(response.status).toBe(400);
    expect(response.json.error.fields).toHaveProperty("role");
    expect((await app.client().post("/api/me/account", { role: "student", name: "X" })).status).toBe(401);
  });
});

describe("DELETE /api/me and GET /api/me/export", () => {
  it("exports the user's data without credentials", async ({ app, signedInStudent }) => {
    const { client, email } = await signedInStudent({ bio: "Exported bio" });
    const response = await client.get("/api/me/export");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toMatch(/attachment/);
    expect(response.json.user.email).toBe(email);
    expect(response.json.account.bio).toBe("Exported bio");
    expect(response.text).not.toMatch(/password|token/i);
    expect((await app.client().get("/api/me/export")).status).toBe(401);
  });

  it("needs the password, then deletes everything and ends the session", async ({ app, db, signedInStudent }) => {
    const { client, email, me } = await signedInStudent();
    const wrong = await client.delete("/api/me", { password: "not my password" });
    expect(wrong.status).toBe(400);
    expect(wrong.json.error).toMatchObject({ code: "wrong-password", fields: { password: expect.any(String) } });
    const deleted = await client.delete("/api/me", { password: GOOD_PASSWORD });
    expect(deleted.status).toBe(204);
    expect((await client.get("/api/me")).status).toBe(401);
    expect(await userCount(db, email)).toBe(0);
    expect(await db.select().from(students).where(eq(students.id, me.user.id))).toHaveLength(0);
    const signIn = await app.client().post("/api/auth/sign-in/email", { email, password: GOOD_PASSWORD });
    expect(signIn.status).toBe(401);
  });

  it("stops after five wrong passwords, and the right one waits too", async ({ startApp }) => {
    const limited = await startApp({ RATE_LIMIT: "true" });
    const { client } = await newStudent(limited);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      statuses.push((await client.delete("/api/me", { password: "wrong guess!" })).status);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    const right = await client.delete("/api/me", { password: GOOD_PASSWORD });
    expect(right.status).toBe(429);
    expect(Number(right.headers.get("retry-after"))).toBeGreaterThan(14 * 60);
    expect((await client.get("/api/me")).status).toBe(200);
  });
});
