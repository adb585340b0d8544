import { eq } from "drizzle-orm";
import { describe, expect } from "vitest";
import { sessions } from "../../db/schema/index.ts";
import { it } from "../../test/api-test.ts";
import { GOOD_PASSWORD, newStudent, type TestApp, type TestClient } from "../../test/test-app.ts";

it.override({ appEnv: { RATE_LIMIT: "false" } });

const FIREFOX_ON_LINUX = "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0";
const NEW_PASSWORD = "lantern orchard velvet compass";

/** The same user signed in on another device (a client of its own), with that device's user agent. */
async function anotherDevice(app: TestApp, email: string, userAgent = FIREFOX_ON_LINUX): Promise<TestClient> {
  const device = app.client();
  const signIn = await device.post(
    "/api/auth/sign-in/email",
    { email, password: GOOD_PASSWORD },
    { headers: { "user-agent": userAgent } },
  );
  expect(signIn.status, signIn.text).toBe(200);
  return device;
}

/** Both ways a request is checked: a read answered from the session cookie cache, and one from the database. */
async function statusesOf(client: TestClient) {
  return [(await client.get("/api/notifications/unread-count")).status, (await client.get("/api/me")).status];
}

describe("POST /api/me/password", () => {
  it("changes the password, signs out every other session at once and keeps this one", async ({ app }) => {
    const { client, email } = await newStudent(app);
    const laptop = await anotherDevice(app, email);
    const phone = await anotherDevice(app, email);
    // Their cookie caches are filled: the revocation must beat them too.
    expect(await statusesOf(laptop)).toEqual([200, 200]);

    const changed = await client.post("/api/me/password", {
      currentPassword: GOOD_PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(changed.status, changed.text).toBe(200);
    expect(changed.json).toEqual({ signedOut: 2 });

    expect(await statusesOf(laptop)).toEqual([401, 401]);
    expect(await statusesOf(phone)).toEqual([401, 401]);
    expect(await statusesOf(client)).toEqual([200, 200]);
    const oldPassword = await app.client().post("/api/auth/sign-in/email", { email, password: GOOD_PASSWORD });
    expect(oldPassword.status).toBe(401);
    const newPassword = await app.client().post("/api/auth/sign-in/email", { email, password: NEW_PASSWORD });
    expect(newPassword.status).toBe(200);
  });

  it("refuses a wrong current password on its field and changes nothing", async ({ app }) => {
    const { client, email } = await newStudent(app);
    const laptop = await anotherDevice(app, email);
    const response = await client.post("/api/me/password", {
      currentPassword: "not my password",
      newPassword: NEW_PASSWORD,
    });
    expect(response.status).toBe(400);
    expect(response.json.error).toMatchObject({
      code: "wrong-password",
      fields: { currentPassword: "Your current password is not right." },
    });
    expect(await statusesOf(laptop)).toEqual([200, 200]);
    expect((await app.client().post("/api/auth/sign-in/email", { email, password: GOOD_PASSWORD })).status).toBe(200);
  });

  it("says per field what is wrong with the input", async ({ signedInStudent }) => {
    const { client } = await signedInStudent();
    const cases: [unknown, string, RegExp][] = [
      [{ currentPassword: GOOD_PASSWORD, newPassword: "short" }, "newPassword", /at least 8/],
      [{ currentPassword: GOOD_PASSWORD, newPassword: "x".repeat(129) }, "newPassword", /at most 128/],
      [{ currentPassword: GOOD_PASSWORD, newPassword: "password123" }, "newPassword", /too common/],
      [{ currentPassword: GOOD_PASSWORD, newPassword: GOOD_PASSWORD }, "newPassword", /other than your current/],
      [{ currentPassword: "", newPassword: NEW_PASSWORD }, "currentPassword", /current password/],
      [{ newPassword: NEW_PASSWORD }, "currentPassword", /current password/],
      [
        { currentPassword: GOOD_PASSWORD, newPassword: NEW_PASSWORD, revokeOtherSessions: false },
        "revokeOtherSessions",
        /not accepted/,
      ],
    ];
    for (const [body, field, message] of cases) {
      const response = await client.post("/api/me/password", body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.json.error.fields[field], JSON.stringify(body)).toMatch(message);
    }
  });

  it("stops after five wrong current passwords, like sign-in", async ({ startApp }) => {
    const limited = await startApp({ RATE_LIMIT: "true" });
    const { client } = await newStudent(limited);
    const wrong = () => client.post("/api/me/password", { currentPassword: "wrong guess!", newPassword: NEW_PASSWORD });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) statuses.push((await wrong()).status);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    const right = await client.post("/api/me/password", { currentPassword: GOOD_PASSWORD, newPassword: NEW_PASSWORD });
    expect(right.status).toBe(429);
    expect(right.json.error.code).toBe("rate-limited");
    expect(Number(right.headers.get("retry-after"))).toBeGreaterThan(14 * 60);
  });
});

describe("GET /api/me/sessions", () => {
  it("lists the user's devices, this one first, without their tokens", async ({ app, db }) => {
    const { client, email, id } = await newStudent(app);
    await anotherDevice(app, email);
    const response = await client.get("/api/me/sessions");
    expect(response.status).toBe(200);
    const items = response.json.items as { current: boolean; device: string; ipAddress: string }[];
    expect(items).toHaveLength(2);
    expect(items.map((session) => session.current)).toEqual([true, false]);
    expect(items[1]).toMatchObject({ device: "Firefox on Linux", userAgent: FIREFOX_ON_LINUX });
    expect(items[0]).toHaveProperty("signedInAt");
    expect(items[0]).toHaveProperty("lastActiveAt");
    const tokens = (await db.select({ token: sessions.token }).from(sessions).where(eq(sessions.userId, id))).map(
      (row) => row.token,
    );
    for (const token of tokens) expect(response.text).not.toContain(token);
    // Nobody else's.
    const other = await newStudent(app);
    expect((await other.client.get("/api/me/sessions")).json.items).toHaveLength(1);
  });
});

describe("DELETE /api/me/sessions/{id}", () => {
  it("signs out another device: its cookie stops working with its next request", async ({ app }) => {
    const { client, email } = await newStudent(app);
    const laptop = await anotherDevice(app, email);
    expect(await statusesOf(laptop)).toEqual([200, 200]);
    const listed = (await client.get("/api/me/sessions")).json.items as { id: string; current: boolean }[];
    const laptopSession = listed.find((session) => !session.current)!;

    expect((await client.delete(`/api/me/sessions/${laptopSession.id}`)).status).toBe(204);
    expect(await statusesOf(laptop)).toEqual([401, 401]);
    expect(await statusesOf(client)).toEqual([200, 200]);
    expect((await client.get("/api/me/sessions")).json.items).toHaveLength(1);
  });

  it("answers 404 for another user's session and leaves it alone", async ({ app }) => {
    const mine = await newStudent(app);
    const theirs = await newStudent(app);
    const [theirSession] = (await theirs.client.get("/api/me/sessions")).json.items as { id: string }[];
    const response = await mine.client.delete(`/api/me/sessions/${theirSession!.id}`);
    expect(response.status).toBe(404);
    expect(response.json.error.code).toBe("not-found");
    expect(await statusesOf(theirs.client)).toEqual([200, 200]);
    for (const id of ["not-a-session", crypto.randomUUID()]) {
      expect((await mine.client.delete(`/api/me/sessions/${id}`)).status, id).toBe(404);
    }
  });

  it("signs out this device when given its own session, clearing the cookies", async ({ signedInStudent }) => {
    const { client } = await signedInStudent();
    const [current] = (await client.get("/api/me/sessions")).json.items as { id: string }[];
    expect((await client.delete(`/api/me/sessions/${current!.id}`)).status).toBe(204);
    expect(client.hasSession).toBe(false);
  });
});

describe("POST /api/me/sessions/sign-out-others", () => {
  it("signs out every other device and keeps this one", async ({ app }) => {
    const { client, email } = await newStudent(app);
    const laptop = await anotherDevice(app, email);
    const phone = await anotherDevice(app, email);
    expect(await statusesOf(phone)).toEqual([200, 200]);
    const response = await client.post("/api/me/sessions/sign-out-others");
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ signedOut: 2 });
    expect(await statusesOf(laptop)).toEqual([401, 401]);
    expect(await statusesOf(phone)).toEqual([401, 401]);
    expect(await statusesOf(client)).toEqual([200, 200]);
  });
});

describe("without a session", () => {
  it("answers 401 to every password and session route", async ({ app, signedInStudent }) => {
    const { client } = await signedInStudent();
    const [session] = (await client.get("/api/me/sessions")).json.items as { id: string }[];
    const anonymous = app.client();
    const responses = [
      await anonymous.post("/api/me/password", { currentPassword: GOOD_PASSWORD, newPassword: NEW_PASSWORD }),
      await anonymous.get("/api/me/sessions"),
      await anonymous.delete(`/api/me/sessions/${session!.id}`),
      await anonymous.post("/api/me/sessions/sign-out-others"),
    ];
    expect(responses.map((response) => response.status)).toEqual([401, 401, 401, 401]);
    for (const response of responses) expect(response.json.error.code).toBe("unauthenticated");
    expect(await statusesOf(client)).toEqual([200, 200]);
  });
});
