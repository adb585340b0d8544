import { eq } from "drizzle-orm";
import { describe, expect } from "vitest";
import { users, verifications } from "../../db/schema/index.ts";
import { readOutbox } from "../../lib/mail/read-outbox.ts";
import { it } from "../../test/api-test.ts";
import { createTestLogger } from "../../test/test-logger.ts";
import { createTestApp, GOOD_PASSWORD, newStudent, type TestApp, uniqueEmail } from "../../test/test-app.ts";
import { authDocumentation } from "./auth-openapi.ts";
import { ADDRESS_FAILURES, countFailure } from "./sign-in-throttle.ts";

/** What the test reads of an endpoint on better-auth's `api` object. */
type AuthEndpoint = { path?: string; options: { method: string | string[]; metadata?: { SERVER_ONLY?: boolean } } };

it.override({ appEnv: { RATE_LIMIT: "false" } });

const resetLinkFor = async (app: TestApp, email: string) => {
  const messages = (await readOutbox(app.outboxDir)).filter((message) => message.to.includes(email));
  const link = messages.at(-1)?.links.find((href) => href.includes("/reset-password?token="));
  return link ? new URL(link) : undefined;
};

describe("sign-in and sign-out", () => {
  it("signs in, reports the session and signs out on the server", async ({ app, signedInStudent }) => {
    const { email } = await signedInStudent();
    const client = app.client();
    const signIn = await client.post("/api/auth/sign-in/email", { email, password: GOOD_PASSWORD });
    expect(signIn.status).toBe(200);
    expect(client.hasSession).toBe(true);
    expect((await client.get("/api/auth/get-session")).json.user.email).toBe(email);
    const cookieBeforeSignOut = client;
    expect((await client.post("/api/auth/sign-out", {})).status).toBe(200);
    expect((await cookieBeforeSignOut.get("/api/me")).status).toBe(401);
  });

  it("answers a wrong email and a wrong password identically", async ({ app, signedInStudent }) => {
    const { email } = await signedInStudent();
    const wrongPassword = await app
      .client()
      .post("/api/auth/sign-in/email", { email, password: "wrong password here" });
    const wrongEmail = await app.client().post("/api/auth/sign-in/email", {
      email: uniqueEmail("nobody"),
      password: "wrong password here",
    });
    expect(wrongPassword.status).toBe(401);
    expect(wrongEmail.status).toBe(wrongPassword.status);
    expect(wrongEmail.json).toEqual(wrongPassword.json);
    expect(wrongPassword.json.error).toEqual({
      code: "INVALID_EMAIL_OR_PASSWORD",
      message: "The email or password is not right.",
    });
  });

  it("rejects bad sign-in input with 400 and the standard body", async ({ app }) => {
    const malformed = await app.client().request("POST", "/api/auth/sign-in/email", { rawBody: "{oops" });
    expect(malformed.status).toBe(400);
    expect(malformed.json.error.code).toBeTypeOf("string");
    const wrongTypes = await app.client().post("/api/auth/sign-in/email", { email: 12, password: [] });
    expect(wrongTypes.status).toBe(400);
    expect(wrongTypes.json.error.code).toBe("invalid-input");
  });
});

describe("forgotten password", () => {
  it("answers the same whether or not the account exists, and mails only a real account", async ({
    app,
    signedInStudent,
  }) => {
    const { email } = await signedInStudent();
    const unknown = uniqueEmail("unknown");
    const known = await app.client().post("/api/auth/request-password-reset", { email });
    const notKnown = await app.client().post("/api/auth/request-password-reset", { email: unknown });
    expect(known.status).toBe(200);
    expect(notKnown.status).toBe(200);
    expect(notKnown.json).toEqual(known.json);
    await expect.poll(() => resetLinkFor(app, email)).toBeDefined();
    expect(await resetLinkFor(app, unknown)).toBeUndefined();
  });

  it("resets once with the mailed link; the old password stops working", async ({ app, signedInStudent }) => {
    const { email } = await signedInStudent();
    const session = app.client();
    await session.post("/api/auth/sign-in/email", { email, password: GOOD_PASSWORD });
    await app.client().post("/api/auth/request-password-reset", { email });
    await expect.poll(() => resetLinkFor(app, email)).toBeDefined();
    const link = (await resetLinkFor(app, email))!;
    expect(link.origin).toBe("http://localhost:3000");
    expect(link.pathname).toBe("/reset-password");
    const token = link.searchParams.get("token")!;

    const newPassword = "a brand new passphrase";
    const reset = await app.client().post("/api/auth/reset-password", { token, newPassword });
    expect(reset.status).toBe(200);
    const reused = await app
      .client()
      .post("/api/auth/reset-password", { token, newPassword: "yet another passphrase" });
    expect(reused.status).toBe(400);
    expect(reused.json.error.code).toBe("INVALID_TOKEN");

    expect((await app.client().post("/api/auth/sign-in/email", { email, password: GOOD_PASSWORD })).status).toBe(401);
    expect((await app.client().post("/api/auth/sign-in/email", { email, password: newPassword })).status).toBe(200);
    // Other sessions end with the reset.
    expect((await session.get("/api/me")).status).toBe(401);
  });

  it("answers a reset without a usable token with 400 naming the token field", async ({ app }) => {
    const newPassword = "a perfectly fine new password";
    for (const body of [{ newPassword }, { token: "", newPassword }, { token: 12, newPassword }]) {
      const response = await app.client().post("/api/auth/reset-password", body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.json.error, JSON.stringify(body)).toMatchObject({
        code: "invalid-input",
        fields: { token: expect.any(String) },
      });
    }
  });

  it("refuses an expired token", async ({ app, db, signedInStudent }) => {
    const { email } = await signedInStudent();
    await app.client().post("/api/auth/request-password-reset", { email });
    await expect.poll(() => resetLinkFor(app, email)).toBeDefined();
    const token = (await resetLinkFor(app, email))!.searchParams.get("token")!;
    await db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verifications.identifier, `reset-password:${token}`));
    const response = await app
      .client()
      .post("/api/auth/reset-password", { token, newPassword: "a brand new passphrase" });
    expect(response.status).toBe(400);
    expect(response.json.error.code).toBe("INVALID_TOKEN");
  });

  it("refuses a common or short new password with a field error and keeps the token usable", async ({
    app,
    signedInStudent,
  }) => {
    const { email } = await signedInStudent();
    await app.client().post("/api/auth/request-password-reset", { email });
    await expect.poll(() => resetLinkFor(app, email)).toBeDefined();
    const token = (await resetLinkFor(app, email))!.searchParams.get("token")!;
    const common = await app.client().post("/api/auth/reset-password", { token, newPassword: "password123" });
    expect(common.status).toBe(400);
    expect(common.json.error.fields.newPassword).toMatch(/too common/);
    const short = await app.client().post("/api/auth/reset-password", { token, newPassword: "short" });
    expect(short.status).toBe(400);
    expect(short.json.error.fields.newPassword).toMatch(/at least 8/);
    const good = await app.client().post("/api/auth/reset-password", { token, newPassword: "a brand new passphrase" });
    expect(good.status).toBe(200);
  });
});

describe("what the log keeps", () => {
  it("never the reset link's token", async () => {
    const { logger, lines } = createTestLogger();
    const logged = await createTestApp({}, { logger });
    try {
      const { email } = await newStudent(logged);
      const reset = await logged
        .client()
        .post("/api/auth/request-password-reset", { email, redirectTo: "/reset-password" });
      expect(reset.status).toBe(200);
      const link = await resetLinkFor(logged, email);
      expect(lines.some((line) => line.msg === "mail written to the outbox")).toBe(true);
      expect(JSON.stringify(lines)).not.toContain(link!.searchParams.get("token")!);
    } finally {
      await logged.close();
    }
  });
});

describe("rate limiting", () => {
  it("locks an account after 5 failed sign-ins, not the others signing in from the same address", async ({
    startApp,
  }) => {
    const limited = await startApp({ RATE_LIMIT: "true" });
    const target = await newStudent(limited);
    const neighbour = await newStudent(limited);
    const wrong = () =>
      limited.client().post("/api/auth/sign-in/email", { email: target.email, password: "wrong password!" });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) statuses.push((await wrong()).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    // Now even the right password waits, and says how long.
    const locked = await limited
      .client()
      .post("/api/auth/sign-in/email", { email: target.email, password: GOOD_PASSWORD });
    expect(locked.status).toBe(429);
    expect(locked.json.error).toMatchObject({ code: "rate-limited" });
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(14 * 60);
    // Someone else behind the same address signs in.
    const other = await limited
      .client()
      .post("/api/auth/sign-in/email", { email: neighbour.email, password: GOOD_PASSWORD });
    expect(other.status).toBe(200);
    // The counters are in the database, keyed without the email in clear.
    const keys = (await limited.deps.database.db.query.rateLimits.findMany()).map((row) => row.key).join(" ");
    expect(keys).toContain("sign-in-failures:account:");
    expect(keys).not.toContain(target.email);
  });

  it("locks an address that does not exist exactly like one that does", async ({ startApp }) => {
    const limited = await startApp({ RATE_LIMIT: "true" });
    const nobody = uniqueEmail("nobody");
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      statuses.push(
        (await limited.client().post("/api/auth/sign-in/email", { email: nobody, password: "wrong password!" })).status,
      );
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it("clears an account's failures when it signs in, and stops an address after 50 failures", async ({ startApp }) => {
    const limited = await startApp({ RATE_LIMIT: "true" });
    const db = limited.deps.database.db;
    const { email } = await newStudent(limited);
    for (let attempt = 0; attempt < 4; attempt += 1) {
      await limited.client().post("/api/auth/sign-in/email", { email, password: "wrong password!" });
    }
    expect((await limited.client().post("/api/auth/sign-in/email", { email, password: GOOD_PASSWORD })).status).toBe(
      200,
    );
    for (let attempt = 0; attempt < 4; attempt += 1) {
      expect(
        (await limited.client().post("/api/auth/sign-in/email", { email, password: "wrong password!" })).status,
      ).toBe(401);
    }
    // 50 failures from this address (for many accounts) stop it, whoever signs in next.
    const address = (await db.query.rateLimits.findMany())
      .map((row) => row.key)
      .find((key) => key.startsWith("sign-in-failures:address:"))!
      .slice("sign-in-failures:address:".length);
    for (let failure = 0; failure < ADDRESS_FAILURES; failure += 1) {
      await countFailure(db, { email: uniqueEmail("spray"), address, now: Date.now() });
    }
    const fresh = await newStudent(limited);
    const stopped = await limited
      .client()
      .post("/api/auth/sign-in/email", { email: fresh.email, password: GOOD_PASSWORD });
    expect(stopped.status).toBe(429);
  });

  // On PostgreSQL the app's pool sends a burst over several connections at once, as several processes would.
  it("holds the account limit for wrong passwords sent together, from one address or many", async ({ startApp }) => {
    const limited = await startApp({ RATE_LIMIT: "true", CLIENT_IP_HEADER: "x-forwarded-for" });
    const signIn = (email: string, password: string, address: string) =>
      limited.client().request("POST", "/api/auth/sign-in/email", {
        body: { email, password },
        headers: { "x-forwarded-for": address },
      });
    const checked = (statuses: number[]) => statuses.filter((status) => status !== 429);

    const one = await newStudent(limited);
    const burst = await Promise.all(
      Array.from({ length: 20 }, () => signIn(one.email, "wrong password!", "203.0.113.1")),
    );
    const statuses = burst.map((response) => response.status);
    expect(checked(statuses).length).toBeLessThanOrEqual(5);
    expect(checked(statuses).every((status) => status === 401)).toBe(true);
    expect((await signIn(one.email, GOOD_PASSWORD, "203.0.113.1")).status).toBe(429);

    const many = await newStudent(limited);
    const spread = await Promise.all(
      Array.from({ length: 30 }, (_, n) => signIn(many.email, "wrong password!", `198.51.100.${n + 1}`)),
    );
    expect(checked(spread.map((response) => response.status)).length).toBeLessThanOrEqual(5);
    expect((await signIn(many.email, GOOD_PASSWORD, "198.51.100.99")).status).toBe(429);
  });

  it("limits password reset requests", async ({ startApp }) => {
    const limited = await startApp({ RATE_LIMIT: "true" });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 7; attempt += 1) {
      const response = await limited.client().post("/api/auth/request-password-reset", { email: uniqueEmail() });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe("what sign-up and password reset give away", () => {
  // Sign-ups per address (trusted, to be confirmed by mail, refused): accounts/email-confirmation/*.test.ts.

  it("takes as long for a registered email as for an unknown one (sign-up and password reset)", async ({
    startApp,
  }) => {
    const steady = await startApp({ STEADY_AUTH_TIMING: "true" });
    const { email } = await newStudent(steady);
    const timed = async (request: () => Promise<{ status: number }>) => {
      const started = performance.now();
      const { status } = await request();
      return { status, ms: performance.now() - started };
    };
    const signUp = (address: string) =>
      timed(() =>
        steady.client().post("/api/sign-up/student", { email: address, password: GOOD_PASSWORD, name: "Again" }),
      );
    const taken = await signUp(email);
    expect(taken.status).toBe(409);
    expect(taken.ms).toBeGreaterThanOrEqual(880);
    const reset = (address: string) =>
      timed(() => steady.client().post("/api/auth/request-password-reset", { email: address, redirectTo: "/" }));
    const known = await reset(email);
    const unknown = await reset(uniqueEmail("nobody"));
    expect([known.status, unknown.status]).toEqual([200, 200]);
    expect(known.ms).toBeGreaterThanOrEqual(590);
    expect(unknown.ms).toBeGreaterThanOrEqual(590);
  });
});

describe("better-auth endpoints the app does not use", () => {
  it("answer 404 (405 on a used path), signed in or not, and the used ones still work", async ({
    app,
    db,
    signedInStudent,
  }) => {
    const { client, id, email } = await signedInStudent({ name: "Lena Meier" });
    // better-auth writes a path parameter as :id, the document as {id}.
    const pathOf = (route: { path: string }) => route.path.replaceAll(/\{(\w+)\}/g, ":$1");
    const used = new Set(authDocumentation.map((route) => `${route.method.toUpperCase()} ${pathOf(route)}`));
    // Every endpoint better-auth has, read from the instance: one a later version adds is checked too.
    const unused = Object.values(app.deps.auth.api as Record<string, AuthEndpoint>)
      .filter((endpoint) => endpoint.path && !endpoint.options.metadata?.SERVER_ONLY)
      .flatMap((endpoint) => [endpoint.options.method].flat().map((method) => ({ method, path: endpoint.path! })))
      .filter(({ method, path }) => !used.has(`${method} ${path}`));
    expect(unused.map(({ method, path }) => `${method} ${path}`)).toEqual(
      expect.arrayContaining(["POST /change-email", "GET /verify-email", "POST /link-social", "GET /list-sessions"]),
    );
    const open = [];
    for (const { method, path } of unused) {
      const url = `/api/auth${path.replaceAll(/:\w+/g, "x")}`;
      // A body that would change the account if it got through (update-user takes a name).
      const body = method === "GET" ? {} : { body: { name: "Someone Else" } };
      const closed = authDocumentation.some((route) => pathOf(route) === path) ? 405 : 404;
      for (const caller of [client, app.client()]) {
        const { status } = await caller.request(method, url, body);
        if (status !== closed) open.push(`${method} ${url}: ${status}`);
      }
    }
    expect(open).toEqual([]);
    const [user] = await db.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, id));
    expect(user).toEqual({ name: "Lena Meier", email });
    expect((await client.get("/api/auth/get-session")).json.user.email).toBe(email);
    expect((await app.client().post("/api/auth/sign-in/email", { email, password: GOOD_PASSWORD })).status).toBe(200);
  });
});

describe("the OpenAPI document", () => {
  it("describes the better-auth endpoints the app uses and the app's own password, session and email routes", async ({
    app,
  }) => {
    const paths = (await app.client().get("/api/openapi.json")).json.paths as Record<string, Record<string, unknown>>;
    for (const [path, method] of [
      ["/auth/sign-in/email", "post"],
      ["/auth/sign-out", "post"],
      ["/auth/get-session", "get"],
      ["/auth/request-password-reset", "post"],
      ["/auth/reset-password", "post"],
      ["/me/password", "post"],
      ["/me/sessions", "get"],
      ["/me/sessions/{id}", "delete"],
      ["/me/sessions/sign-out-others", "post"],
      ["/me/email-change", "post"],
      ["/me/email-change", "get"],
      ["/me/email-change", "delete"],
      ["/email-change/confirm", "post"],
    ] as const) {
      expect(paths[path]?.[method], `${method} ${path}`).toBeDefined();
    }
  });
});
