import { describe, expect } from "vitest";
import { it } from "../../test/api-test.ts";
import { fullCv } from "../../test/cv-fixtures.ts";
import { GOOD_PASSWORD } from "../../test/test-app.ts";
import { JSON_BODY_LIMIT } from "./json-body-limit.ts";
import { PRIVATE_NO_STORE } from "./private-responses.ts";

// The file's app is served by the production server on a loopback socket (test-app.ts), as in production:
// what the other tests check through `app.request` holds on Node's path too. Any test file runs this way with
// API_TEST_OVER_HTTP=1.
it.override({ overHttp: true, appEnv: { RATE_LIMIT: "false" } });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The security headers every answer carries (security.ts). */
function expectSecurityHeaders(headers: Headers, what: string) {
  expect(headers.get("content-security-policy"), what).toMatch(/^default-src 'self'; .*frame-ancestors 'none'$/);
  expect(headers.get("x-frame-options"), what).toBe("DENY");
  expect(headers.get("x-content-type-options"), what).toBe("nosniff");
  expect(headers.get("referrer-policy"), what).toBe("strict-origin-when-cross-origin");
  expect(headers.get("strict-transport-security"), what).toBe("max-age=15552000; includeSubDomains");
  expect(headers.get("x-request-id"), what).toMatch(UUID);
}

describe("served over a socket", () => {
  it("is served over a socket, not through app.request", ({ app }) => {
    expect(app.origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });

  it("signs up, reads privately and signs out, every answer with the security headers and its own id", async ({
    app,
    signedInStudent,
  }) => {
    const { client, email } = await signedInStudent();
    const me = await client.get("/api/me");
    expect(me.status).toBe(200);
    expect(me.json.user.email).toBe(email);
    expect(me.headers.get("cache-control")).toBe(PRIVATE_NO_STORE);
    expectSecurityHeaders(me.headers, "/api/me");
    // better-auth's answers are responses it builds itself: they get the same headers.
    const session = await client.get("/api/auth/get-session");
    expect(session.status).toBe(200);
    expectSecurityHeaders(session.headers, "/api/auth/get-session");
    expect(session.headers.get("x-request-id")).not.toBe(me.headers.get("x-request-id"));

    expect((await client.post("/api/auth/sign-out", {})).status).toBe(200);
    const after = await client.get("/api/me");
    expect([after.status, after.json.error.code]).toEqual([401, "unauthenticated"]);
    expectSecurityHeaders(after.headers, "401");

    const again = app.client();
    expect((await again.post("/api/auth/sign-in/email", { email, password: GOOD_PASSWORD })).status).toBe(200);
    expect((await again.get("/api/me")).status).toBe(200);
  });

  it("echoes a plain request id and replaces any other", async ({ app }) => {
    const client = app.client();
    const echoed = await client.get("/api/health", { headers: { "x-request-id": "lb-1234_abcd=" } });
    expect(echoed.headers.get("x-request-id")).toBe("lb-1234_abcd=");
    const replaced = await client.get("/api/health", { headers: { "x-request-id": "two words" } });
    expect(replaced.headers.get("x-request-id")).toMatch(UUID);
  });

  it("refuses a foreign origin, a body too large, bad text and an unknown path with the one error body", async ({
    app,
    signedInStudent,
  }) => {
    const { client } = await signedInStudent();
    const foreign = await client.request("PATCH", "/api/me/account", {
      body: { name: "Ada" },
      headers: { origin: "https://evil.example" },
    });
    expect([foreign.status, foreign.json.error.code]).toEqual([403, "forbidden-origin"]);
    expectSecurityHeaders(foreign.headers, "403");
    const large = await client.request("PATCH", "/api/me/account", {
      rawBody: JSON.stringify({ name: "x".repeat(JSON_BODY_LIMIT) }),
    });
    expect([large.status, large.json.error.code]).toEqual([413, "too-large"]);
    const control = await client.patch("/api/me/account", { name: "A\u0000da" });
    expect([control.status, control.json.error.code, Object.keys(control.json.error.fields)]).toEqual([
      400,
      "invalid-input",
      ["name"],
    ]);
    const missing = await app.client().get("/api/no-such-thing");
    expect([missing.status, Object.keys(missing.json)]).toEqual([404, ["error"]]);
    expectSecurityHeaders(missing.headers, "404");
  });

  it("compresses a large private answer for a client that asks, and keeps it private", async ({ signedInStudent }) => {
    const { client } = await signedInStudent();
    const cv = await client.post("/api/cvs", fullCv());
    expect(cv.status).toBe(201);
    const read = await client.get(`/api/cvs/${cv.json.id}`, { headers: { "accept-encoding": "br" } });
    expect(read.status).toBe(200);
    expect(read.headers.get("content-encoding")).toBe("br");
    expect(read.headers.get("vary")).toMatch(/accept-encoding/i);
    expect(read.headers.get("cache-control")).toBe(PRIVATE_NO_STORE);
    // fetch decodes what it asked for: the body reads as the CV.
    expect(read.json).toMatchObject({ id: cv.json.id });
  });
});
