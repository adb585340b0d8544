import { describe, expect } from "vitest";
import { normaliseAuthError } from "../../modules/auth/normalise-auth-error.ts";
import { it } from "../../test/api-test.ts";
import { GOOD_PASSWORD } from "../../test/test-app.ts";

it.override({ appEnv: { RATE_LIMIT: "false" } });

type Answer = { status: number; json: any; text: string; headers: Headers };

/** `{ error: { code, message, fields? } }` and nothing else: no stack, no SQL, no framework text. */
export function expectErrorBody(response: Answer, status: number, code?: string) {
  expect(response.status, response.text).toBe(status);
  expect(response.headers.get("content-type")).toMatch(/^application\/json/);
  expect(Object.keys(response.json)).toEqual(["error"]);
  const { error } = response.json;
  expect(Object.keys(error).filter((key) => !["code", "message", "fields"].includes(key))).toEqual([]);
  expect(error.code).toMatch(/^[A-Za-z_-]+$/);
  expect(error.message).toBeTypeOf("string");
  expect(error.message.length).toBeGreaterThan(0);
  if (error.fields !== undefined) {
    for (const message of Object.values(error.fields)) expect(message).toBeTypeOf("string");
  }
  expect(response.text).not.toMatch(/\bat .+:\d+:\d+|\bselect\b.+\bfrom\b|\binsert into\b|\bupdate "|Drizzle|Error:/i);
  if (code) expect(error.code).toBe(code);
}

describe("every error answers in the one body shape", () => {
  it("for better-auth's own errors", async ({ app, signedInStudent }) => {
    const { email } = await signedInStudent();
    const anon = app.client();
    expectErrorBody(
      await anon.post("/api/auth/sign-in/email", { email, password: "not the password" }),
      401,
      "INVALID_EMAIL_OR_PASSWORD",
    );
    expectErrorBody(
      await anon.post("/api/auth/reset-password", { newPassword: GOOD_PASSWORD, token: "not-a-token" }),
      400,
      "INVALID_TOKEN",
    );
    expectErrorBody(await anon.post("/api/auth/sign-in/email", { email: 12, password: [] }), 400, "invalid-input");
    expectErrorBody(await anon.get("/api/auth/no-such-endpoint"), 404, "not-found");
    // better-auth's endpoints the app does not use are closed (auth.routes.ts) with the one 404: sign-up goes
    // through /api/sign-up/{role}, sessions through /api/me/sessions (decision 013).
    expectErrorBody(await anon.post("/api/auth/sign-up/email", { email, password: "x", name: "y" }), 404, "not-found");
    expectErrorBody(await anon.get("/api/auth/list-sessions"), 404, "not-found");
    expectErrorBody(await anon.request("PATCH", "/api/auth/sign-in/email"), 405, "method-not-allowed");
  });

  it("for unknown routes and methods, bad JSON, media types and sizes", async ({ app, signedInStudent }) => {
    const anon = app.client();
    expectErrorBody(await anon.get("/api/no-such-thing"), 404, "not-found");
    expectErrorBody(await anon.get("/api/jobs/not-a-uuid/nothing"), 404, "not-found");
    const wrongMethod = await anon.request("PUT", "/api/health");
    expectErrorBody(wrongMethod, 405, "method-not-allowed");
    expect(wrongMethod.headers.get("allow")).toBe("GET");
    const { client } = await signedInStudent();
    expect((await client.request("PUT", "/api/me/account")).headers.get("allow")).toBe("POST, PATCH");
    expectErrorBody(await client.request("PATCH", "/api/me/account", { rawBody: "{not json" }), 400, "invalid-input");
    expectErrorBody(
      await client.request("PATCH", "/api/me/account", {
        rawBody: JSON.stringify({ bio: "Hi" }),
        headers: { "content-type": "text/plain" },
      }),
      415,
      "unsupported-media-type",
    );
    expectErrorBody(await client.patch("/api/me/account", { bio: "x".repeat(300 * 1024) }), 413, "too-large");
    expectErrorBody(await anon.get("/api/me"), 401, "unauthenticated");
    expectErrorBody(await client.patch("/api/me/account", { unknownField: 1 }), 400, "invalid-input");
  });

  it("when better-auth fails on its side, without saying why", async () => {
    const failure = new Response(JSON.stringify({ message: 'Failed query: update "auth_users" set "name" = $1' }), {
      status: 500,
      headers: { "content-type": "application/json" },
    });
    const answer = await normaliseAuthError(failure, "/api/auth/update-user");
    const text = await answer.text();
    expectErrorBody({ status: answer.status, json: JSON.parse(text), text, headers: answer.headers }, 500, "unknown");
    const empty = await normaliseAuthError(new Response(null, { status: 404 }), "/api/auth/nothing");
    expect(await empty.json()).toEqual({ error: { code: "not-found", message: "There is nothing at this address." } });
  });
});
