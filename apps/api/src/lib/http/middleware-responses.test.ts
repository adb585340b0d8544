import { describe, expect } from "vitest";
import { it } from "../../test/api-test.ts";
import { uniqueEmail, type TestClient } from "../../test/test-app.ts";
import { eachOperation } from "./each-operation.ts";
import { JSON_BODY_LIMIT } from "./json-body-limit.ts";

type Document = { paths: object };
type Response = { description?: string; headers?: Record<string, unknown>; content?: any };

const operationsOf = async (client: TestClient) => [
  ...eachOperation((await client.get("/api/openapi.json")).json as Document),
];
/** The codes a response's body may carry: its one code, or those of a route answering several (JSON and files). */
const codesOf = (response: Response | undefined): string[] => {
  const code = response?.content?.["application/json"]?.schema?.properties?.error?.properties?.code;
  return code?.const !== undefined ? [code.const] : (code?.enum ?? []);
};
const codeOf = (response: Response | undefined) => codesOf(response)[0];

// Rate-limited by the app itself; every better-auth route is limited by better-auth too (lib/auth.ts).
const RATE_LIMITED = new Set([
  "post /sign-up/student",
  "post /sign-up/company",
  "post /auth/sign-in/email",
  "post /auth/sign-out",
  "get /auth/get-session",
  "post /auth/request-password-reset",
  "post /auth/reset-password",
]);

describe("what the middleware in front of every route answers", () => {
  it("is in the document: 403 forbidden-origin, 413 and 415 on JSON bodies, 429 with Retry-After", async ({ app }) => {
    const missing: string[] = [];
    for (const { method, path, operation } of await operationsOf(app.client())) {
      const key = `${method} ${path}`;
      const responses = (operation.responses ?? {}) as Record<string, Response>;
      const forbidden = responses["403"];
      const refusesOrigin =
        codeOf(forbidden) === "forbidden-origin" || /forbidden-origin/.test(forbidden?.description ?? "");
      if (method !== "get" && !refusesOrigin) missing.push(`${key}: 403 forbidden-origin`);
      if (operation.requestBody?.content?.["application/json"]) {
        if (!codesOf(responses["413"]).includes("too-large")) missing.push(`${key}: 413 too-large`);
        if (!codesOf(responses["415"]).includes("unsupported-media-type")) missing.push(`${key}: 415`);
      }
      if (RATE_LIMITED.has(key) && !responses["429"]) missing.push(`${key}: 429`);
      if (responses["429"] && !responses["429"].headers?.["Retry-After"]) missing.push(`${key}: 429 Retry-After`);
    }
    expect(missing).toEqual([]);
  });

  it("answers them so", async ({ signedInStudent }) => {
    const { client } = await signedInStudent();
    const foreign = await client.request("PATCH", "/api/me/account", {
      body: { name: "Ada" },
      headers: { origin: "https://evil.example" },
    });
    expect([foreign.status, foreign.json.error.code]).toEqual([403, "forbidden-origin"]);
    const large = await client.request("PATCH", "/api/me/account", {
      rawBody: JSON.stringify({ name: "x".repeat(JSON_BODY_LIMIT) }),
    });
    expect([large.status, large.json.error.code]).toEqual([413, "too-large"]);
    const text = await client.request("PATCH", "/api/me/account", {
      rawBody: JSON.stringify({ name: "Ada" }),
      headers: { "content-type": "text/plain" },
    });
    expect([text.status, text.json.error.code]).toEqual([415, "unsupported-media-type"]);
  });

  it("says when to come back on better-auth's own limit (429 with Retry-After)", async ({ startApp }) => {
    const limited = await startApp({ RATE_LIMIT: "true" });
    let response;
    for (let attempt = 0; attempt < 7; attempt += 1) {
      response = await limited.client().post("/api/auth/request-password-reset", { email: uniqueEmail() });
    }
    expect(response!.status).toBe(429);
    expect(Number(response!.headers.get("retry-after"))).toBeGreaterThan(0);
  }, 120_000);
});
