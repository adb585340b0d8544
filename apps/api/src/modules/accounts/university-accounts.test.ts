import { UNIVERSITY_SIGN_IN_ERRORS } from "@stint/shared/university-sign-in";
import { createServer, type Server } from "node:http";
import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions } from "../../db/schema/index.ts";
import { readOutbox } from "../../lib/mail/read-outbox.ts";
import { newOperator } from "../../test/operator-fixtures.ts";
import {
  loginAtUniversity,
  type OidcTestProvider,
  startOidcTestProvider,
  TEST_CLIENT,
} from "../../test/oidc-test-provider.ts";
import { createTestLogger } from "../../test/test-logger.ts";
import {
  createTestApp,
  newStudent,
  TEST_ORIGIN,
  type TestApp,
  type TestClient,
  uniqueEmail,
} from "../../test/test-app.ts";

// Accounts that sign in through a university (issue 37, decision 036): they have no password, so deleting one or
// changing its email is confirmed by a recent sign-in; a suspended one is refused at the university's door too;
// and a university whose discovery document names another issuer is not offered.

const PROVIDER = "test-uni";
const LIAR = "liar-uni";
let university: OidcTestProvider;
let liar: { server: Server; issuer: string };
let app: TestApp;
const logs = createTestLogger();
let people = 0;

/** Serves the real provider's discovery document under another address, with the issuer it names left as it is. */
async function startLyingDiscovery(realIssuer: string) {
  const server = createServer((request, response) => {
    void fetch(new URL(request.url!, realIssuer)).then(async (answer) => {
      response.writeHead(answer.status, { "content-type": answer.headers.get("content-type") ?? "application/json" });
      response.end(await answer.text());
    });
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  return { server, issuer: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

beforeAll(async () => {
  university = await startOidcTestProvider({ redirectUris: [`${TEST_ORIGIN}/api/auth/callback/${PROVIDER}`] });
  liar = await startLyingDiscovery(university.issuer);
  const provider = (id: string, issuer: string) => ({
    id,
    name: id,
    issuer,
    clientId: TEST_CLIENT.id,
    clientSecret: TEST_CLIENT.secret,
    emailDomains: ["test.example"],
  });
  app = await createTestApp(
    { OIDC_PROVIDERS: JSON.stringify([provider(PROVIDER, university.issuer), provider(LIAR, liar.issuer)]) },
    { logger: logs.logger },
  );
});

afterAll(async () => {
  await app?.close();
  liar?.server.close();
  await university?.close();
});

function universityUser(email: string) {
  people += 1;
  const login = `account-person-${people}`;
  university.addUser(login, { email, email_verified: true, name: "Uni Person" });
  return login;
}

/** Signs `client` in through the university as `login`: where the browser lands, and the error code if any. */
async function signInAtUniversity(client: TestClient, login: string) {
  const started = await client.post("/api/auth/sign-in/social", { provider: PROVIDER, callbackURL: "/account" });
  expect(started.status).toBe(200);
  const callback = await loginAtUniversity(started.json.url as string, login);
  const answer = await client.get(callback.pathname + callback.search);
  expect(answer.status).toBe(302);
  const location = new URL(answer.headers.get("location")!, TEST_ORIGIN);
  return { path: location.pathname, error: location.searchParams.get("error") };
}

/** A student account made by a university sign-in: no password. */
async function universityStudent() {
  const email = uniqueEmail("uni");
  const login = universityUser(email);
  const client = app.client();
  expect(await signInAtUniversity(client, login)).toEqual({ path: "/account", error: null });
  expect((await client.post("/api/me/account", { role: "student", name: "Uni Person" })).status).toBe(201);
  const me = await client.get("/api/me");
  return { client, login, email, id: me.json.user.id as string };
}

/** Makes every session of the user begin `minutes` earlier than it did. */
async function ageSessions(userId: string, minutes: number) {
  await app.deps.database.db
    .update(sessions)
    .set({ createdAt: sql`${sessions.createdAt} - make_interval(mins => ${minutes})` })
    .where(eq(sessions.userId, userId));
}

describe("an account without a password", () => {
  it("says how it signs in, and until when its sign-in is recent", async () => {
    const uni = await universityStudent();
    const methods = await uni.client.get("/api/me/sign-in-methods");
    expect(methods.status).toBe(200);
    expect(methods.json).toMatchObject({ password: false, universities: [PROVIDER] });
    const until = new Date(methods.json.recentSignInUntil).getTime() - Date.now();
    expect(until).toBeGreaterThan(8 * 60 * 1000);
    expect(until).toBeLessThanOrEqual(10 * 60 * 1000);
    const student = await newStudent(app);
    expect((await student.client.get("/api/me/sign-in-methods")).json).toMatchObject({
      password: true,
      universities: [],
    });
    expect((await app.client().get("/api/me/sign-in-methods")).status).toBe(401);
  });

  it("changes its email with a recent sign-in, and after ten minutes only once it signed in again", async () => {
    const uni = await universityStudent();
    const change = () => uni.client.post("/api/me/email-change", { newEmail: uniqueEmail("moved") });
    expect((await change()).status).toBe(202);
    await ageSessions(uni.id, 11);
    const stale = await change();
    expect(stale.status).toBe(403);
    expect(stale.json.error.code).toBe("recent-sign-in-required");
    expect(await signInAtUniversity(uni.client, uni.login)).toEqual({ path: "/account", error: null });
    expect((await change()).status).toBe(202);
  });

  it("is deleted with a recent sign-in only, and a password account still needs its password", async () => {
    const uni = await universityStudent();
    await ageSessions(uni.id, 11);
    const stale = await uni.client.delete("/api/me", {});
    expect(stale.status).toBe(403);
    expect(stale.json.error.code).toBe("recent-sign-in-required");
    expect((await uni.client.get("/api/me")).status).toBe(200);
    expect(await signInAtUniversity(uni.client, uni.login)).toEqual({ path: "/account", error: null });
    expect((await uni.client.delete("/api/me", {})).status).toBe(204);
    expect((await uni.client.get("/api/me")).status).toBe(401);

    const student = await newStudent(app);
    const noPassword = await student.client.delete("/api/me", {});
    expect(noPassword.status).toBe(400);
    expect(noPassword.json.error.fields).toHaveProperty("password");
    const noCurrent = await student.client.post("/api/me/email-change", { newEmail: uniqueEmail("moved") });
    expect(noCurrent.status).toBe(400);
    expect(noCurrent.json.error.fields).toHaveProperty("currentPassword");
    expect((await student.client.get("/api/me")).status).toBe(200);
  });
});

describe("a suspended account at the university's door", () => {
  it("is sent back to the sign-in screen with the reason's code, and gets in again once resumed", async () => {
    const uni = await universityStudent();
    const olga = await newOperator(app, ["accounts"]);
    const suspension = `/api/admin/accounts/${uni.id}/suspension`;
    expect((await olga.client.post(suspension, { reason: "Shared the account" })).status).toBe(204);
    expect((await uni.client.get("/api/me")).status).toBe(401);
    const client = app.client();
    expect(await signInAtUniversity(client, uni.login)).toEqual({
      path: "/login",
      error: UNIVERSITY_SIGN_IN_ERRORS.accountSuspended,
    });
    expect(client.hasSession).toBe(false);
    const mails = (await readOutbox(app.outboxDir)).filter((mail) => mail.to.includes(uni.email));
    expect(mails.map((mail) => mail.text).join("\n")).toContain("Shared the account");

    expect((await olga.client.delete(suspension)).status).toBe(204);
    expect(await signInAtUniversity(app.client(), uni.login)).toEqual({ path: "/account", error: null });
  });
});

describe("a university whose discovery names another issuer", () => {
  it("is not offered, and the log says why, while the others are", async () => {
    const refused = await app.client().post("/api/auth/sign-in/social", { provider: LIAR, callbackURL: "/account" });
    expect(refused.status).toBe(404);
    const line = logs.lines.find((entry) => entry.provider === LIAR);
    expect(line).toMatchObject({
      level: 50,
      configuredIssuer: liar.issuer,
      discoveredIssuer: university.issuer,
      msg: expect.stringContaining("another issuer"),
    });
    const offered = await app.client().post("/api/auth/sign-in/social", { provider: PROVIDER, callbackURL: "/" });
    expect(offered.status).toBe(200);
  });
});
