import { UNIVERSITY_SIGN_IN_ERRORS } from "@stint/shared/university-sign-in";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authAccounts, users } from "../../db/schema/index.ts";
import {
  loginAtUniversity,
  type OidcTestProvider,
  startOidcTestProvider,
  TEST_CLIENT,
} from "../../test/oidc-test-provider.ts";
import {
  createTestApp,
  GOOD_PASSWORD,
  newCompany,
  newStudent,
  TEST_ORIGIN,
  type TestApp,
  type TestClient,
  uniqueEmail,
} from "../../test/test-app.ts";

const PROVIDER = "test-uni";
let university: OidcTestProvider;
let app: TestApp;
let people = 0;

beforeAll(async () => {
  university = await startOidcTestProvider({ redirectUris: [`${TEST_ORIGIN}/api/auth/callback/${PROVIDER}`] });
  const config = {
    id: PROVIDER,
    name: "Test University",
    issuer: university.issuer,
    clientId: TEST_CLIENT.id,
    clientSecret: TEST_CLIENT.secret,
    emailDomains: ["test.example"],
  };
  app = await createTestApp({ OIDC_PROVIDERS: JSON.stringify([config]) });
});

afterAll(async () => {
  await app?.close();
  await university?.close();
});

/** A person at the university, with a login name of their own. */
function universityUser(email: string, options: { verified?: boolean } = {}) {
  people += 1;
  const login = `person-${people}`;
  university.addUser(login, { email, email_verified: options.verified ?? true, name: "Uni Person" });
  return login;
}

async function startSignIn(client: TestClient) {
  const started = await client.post("/api/auth/sign-in/social", { provider: PROVIDER, callbackURL: "/job-dashboard" });
  expect(started.status).toBe(200);
  return started.json.url as string;
}

/** Where the university sends the browser back after `login` signed in there, for a sign-in `client` started. */
async function callbackFor(client: TestClient, login: string) {
  const callback = await loginAtUniversity(await startSignIn(client), login);
  expect(callback.origin).toBe(TEST_ORIGIN);
  return callback.pathname + callback.search;
}

/** The browser arriving at the callback: where it is sent next, and the error code if it failed. */
async function arrive(client: TestClient, callback: string) {
  const answer = await client.get(callback);
  expect(answer.status).toBe(302);
  const location = new URL(answer.headers.get("location")!, TEST_ORIGIN);
  return { path: location.pathname, error: location.searchParams.get("error") };
}

async function signIn(client: TestClient, login: string) {
  return arrive(client, await callbackFor(client, login));
}

const usersWithEmail = async (email: string) =>
  app.deps.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));

describe("university sign-in: the code flow", () => {
  it("creates an account without a role that finishes as a student only, and signs it in again", async () => {
    const email = uniqueEmail("new");
    const login = universityUser(email);
    const client = app.client();
    expect(await signIn(client, login)).toEqual({ path: "/job-dashboard", error: null });
    const me = await client.get("/api/me");
    expect(me.json).toMatchObject({ user: { email }, role: null, account: null, finishRoles: ["student"] });

    const asCompany = await client.post("/api/me/account", { role: "company", name: "Not A Company" });
    expect(asCompany.status).toBe(400);
    expect(asCompany.json.error.fields.role).toBeTypeOf("string");
    const asStudent = await client.post("/api/me/account", { role: "student", name: "Uni Person" });
    expect(asStudent.status).toBe(201);

    const again = app.client();
    expect(await signIn(again, login)).toEqual({ path: "/job-dashboard", error: null });
    expect((await again.get("/api/me")).json).toMatchObject({ user: { id: me.json.user.id }, role: "student" });
    expect(await usersWithEmail(email)).toHaveLength(1);
    // The link is kept, the provider's tokens are not.
    const [link] = await app.deps.database.db
      .select()
      .from(authAccounts)
      .where(eq(authAccounts.userId, me.json.user.id));
    expect(link).toMatchObject({ providerId: PROVIDER, accountId: login, accessToken: null, idToken: null });
  });

  it("links a password account with the same verified email instead of making a second one", async () => {
    const student = await newStudent(app);
    const client = app.client();
    expect(await signIn(client, universityUser(student.email))).toEqual({ path: "/job-dashboard", error: null });
    expect((await client.get("/api/me")).json).toMatchObject({ user: { id: student.id }, role: "student" });
    expect(await usersWithEmail(student.email)).toHaveLength(1);
    const exported = await client.get("/api/me/export");
    expect(exported.json.signIn.map((row: { provider: string }) => row.provider)).toContain(PROVIDER);
    // Stint never saw this address proved: the password someone set for it goes, and its sessions with it.
    expect((await student.client.get("/api/me")).status).toBe(401);
    const withPassword = await app
      .client()
      .post("/api/auth/sign-in/email", { email: student.email, password: GOOD_PASSWORD });
    expect(withPassword.status).toBe(401);
  });

  it("does not link an address the university has not verified, nor create an account for it", async () => {
    const student = await newStudent(app);
    expect(await signIn(app.client(), universityUser(student.email, { verified: false }))).toMatchObject({
      path: "/login",
      error: "account_not_linked",
    });
    expect((await student.client.get("/api/me")).json.user.id).toBe(student.id);

    const email = uniqueEmail("unverified");
    expect(await signIn(app.client(), universityUser(email, { verified: false }))).toMatchObject({
      path: "/login",
      error: UNIVERSITY_SIGN_IN_ERRORS.emailUnverified,
    });
    expect(await usersWithEmail(email)).toHaveLength(0);
  });

  it("refuses an address outside the university's domains", async () => {
    const email = `someone.${Date.now()}@elsewhere.example`;
    const client = app.client();
    expect(await signIn(client, universityUser(email))).toMatchObject({
      path: "/login",
      error: UNIVERSITY_SIGN_IN_ERRORS.emailDomain,
    });
    expect(await usersWithEmail(email)).toHaveLength(0);
    expect(client.hasSession).toBe(false);
  });

  it("never signs a company account in", async () => {
    const company = await newCompany(app);
    const client = app.client();
    expect(await signIn(client, universityUser(company.email))).toMatchObject({
      path: "/login",
      error: UNIVERSITY_SIGN_IN_ERRORS.companyAccount,
    });
    expect(client.hasSession).toBe(false);
    const links = await app.deps.database.db.select().from(authAccounts).where(eq(authAccounts.userId, company.id));
    expect(links.map((link) => link.providerId)).toEqual(["credential"]);
  });

  it("takes only the redirect flow of a configured university", async () => {
    const client = app.client();
    const unknown = await client.post("/api/auth/sign-in/social", { provider: "nowhere" });
    expect(unknown.status).toBe(404);
    const withToken = await client.post("/api/auth/sign-in/social", { provider: PROVIDER, idToken: { token: "x" } });
    expect(withToken.status).toBe(400);
    const elsewhere = await client.post("/api/auth/sign-in/social", {
      provider: PROVIDER,
      callbackURL: "https://evil.example/",
    });
    expect(elsewhere.json.error.fields.callbackURL).toBeTypeOf("string");
  });
});

describe("university sign-in: state, PKCE and the code", () => {
  it("refuses a callback whose state was not started by this browser, or is made up", async () => {
    const login = universityUser(uniqueEmail("state"));
    const callback = await callbackFor(app.client(), login);
    const otherBrowser = app.client();
    expect(await arrive(otherBrowser, callback)).toMatchObject({ path: "/login", error: "state_mismatch" });
    expect(otherBrowser.hasSession).toBe(false);

    const client = app.client();
    const real = new URL(await callbackFor(client, login), TEST_ORIGIN);
    real.searchParams.set("state", "made-up-state");
    expect(await arrive(client, real.pathname + real.search)).toMatchObject({ error: "state_mismatch" });
    expect(client.hasSession).toBe(false);
  });

  it("uses a callback once, and a code once", async () => {
    const login = universityUser(uniqueEmail("replay"));
    const client = app.client();
    const callback = await callbackFor(client, login);
    expect(await arrive(client, callback)).toMatchObject({ path: "/job-dashboard", error: null });
    // The same answer again: its state is used up.
    const replayer = app.client();
    await startSignIn(replayer);
    expect(await arrive(replayer, callback)).toMatchObject({ error: "state_mismatch" });
    // The used code under a state of its own: the university refuses it.
    const fresh = new URL(await callbackFor(replayer, login), TEST_ORIGIN);
    fresh.searchParams.set("code", new URL(callback, TEST_ORIGIN).searchParams.get("code")!);
    expect(await arrive(replayer, fresh.pathname + fresh.search)).toMatchObject({ error: "invalid_code" });
    expect(replayer.hasSession).toBe(false);
  });

  it("refuses a code issued to another sign-in (PKCE)", async () => {
    const login = universityUser(uniqueEmail("pkce"));
    const stolen = new URL(await callbackFor(app.client(), login), TEST_ORIGIN).searchParams.get("code")!;
    const client = app.client();
    const own = new URL(await callbackFor(client, login), TEST_ORIGIN);
    own.searchParams.set("code", stolen);
    expect(await arrive(client, own.pathname + own.search)).toMatchObject({ error: "invalid_code" });
    expect(client.hasSession).toBe(false);
  });
});

describe("university sign-in: the ID token", () => {
  const now = () => Math.floor(Date.now() / 1000);
  const cases: [string, (claims: Record<string, unknown>) => Record<string, unknown>, true?][] = [
    ["another audience", (claims) => ({ ...claims, aud: "another-client" })],
    ["expired", (claims) => ({ ...claims, iat: now() - 3600, exp: now() - 600 })],
    ["another issuer", (claims) => ({ ...claims, iss: "https://impostor.example" })],
    ["another sign-in's nonce", (claims) => ({ ...claims, nonce: "not-this-sign-in" })],
    ["a key that is not the university's", (claims) => claims, true],
  ];

  it.each(cases)("refuses an ID token with %s", async (_what, change, foreignKey) => {
    const login = universityUser(uniqueEmail("token"));
    university.tamperIdTokens((claims) => ({ claims: change(claims), ...(foreignKey ? { foreignKey } : {}) }));
    try {
      const client = app.client();
      expect(await signIn(client, login)).toMatchObject({ path: "/login", error: "unable_to_get_user_info" });
      expect(client.hasSession).toBe(false);
    } finally {
      university.tamperIdTokens(null);
    }
  });

  it("takes an ID token re-signed unchanged with the university's key (the harness itself breaks nothing)", async () => {
    university.tamperIdTokens((claims) => ({ claims }));
    try {
      expect(await signIn(app.client(), universityUser(uniqueEmail("resigned")))).toMatchObject({ error: null });
    } finally {
      university.tamperIdTokens(null);
    }
  });
});
