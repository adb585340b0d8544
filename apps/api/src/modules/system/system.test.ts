import { sql } from "drizzle-orm";
import { describe, expect } from "vitest";
import type { Database } from "../../db/client.ts";
import { it } from "../../test/api-test.ts";
import { GOOD_PASSWORD, newCompany, TEST_ORIGIN } from "../../test/test-app.ts";
import { healthRoutes } from "./health.routes.ts";
import { partsWith } from "./health-test-parts.ts";

describe("GET /api/health", () => {
  it("reports ok with the database", async ({ app }) => {
    const response = await app.client().get("/api/health");
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ status: "ok", db: "ok" });
  });

  it("answers 503 when the database does not answer", async () => {
    const database = { ping: async () => false } as unknown as Database;
    const response = await healthRoutes(partsWith(database)).request("/health");
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("5");
    expect(await response.json()).toEqual({ status: "unavailable", db: "down" });
  });
});

describe("GET /api/health on a full database disk", () => {
  it("answers 503 db: full while writes fail for a full disk, though the database still reads", async ({
    startApp,
  }) => {
    const full = await startApp();
    const { client } = await newCompany(full);
    const db = full.deps.database.db;
    // What PostgreSQL raises when it cannot extend a table's file, on both databases.
    await db.execute(
      sql.raw(`create function stint_test_disk_full() returns trigger language plpgsql as $$ begin
        raise exception 'could not extend file: No space left on device' using errcode = 'disk_full';
      end $$`),
    );
    await db.execute(
      sql.raw(`create trigger stint_test_disk_full before insert on saved_filters
        for each statement execute function stint_test_disk_full()`),
    );
    const write = await client.post("/api/saved-filters", { name: "Nearby", filter: {} });
    expect(write.status).toBe(503);
    const health = await full.client().get("/api/health");
    expect(health.status).toBe(503);
    expect(health.headers.get("retry-after")).toBe("5");
    expect(health.json).toEqual({ status: "unavailable", db: "full" });
  });
});

describe("OpenAPI", () => {
  it("documents every route with request and response schemas", async ({ app }) => {
    const response = await app.client().get("/api/openapi.json");
    expect(response.status).toBe(200);
    expect(response.json.openapi).toBe("3.1.0");
    const paths = Object.keys(response.json.paths);
    for (const path of [
      "/health",
      "/sign-up/student",
      "/sign-up/company",
      "/me",
      "/me/account",
      "/me/export",
      "/places",
    ]) {
      expect(paths).toContain(path);
    }
    const signUp = response.json.paths["/sign-up/student"].post;
    expect(signUp.requestBody.content["application/json"].schema).toBeDefined();
    expect(signUp.responses["201"].content["application/json"].schema).toBeDefined();
    expect(signUp.operationId).toBe("postSignUpStudent");
    const operationIds = Object.values(response.json.paths as Record<string, Record<string, { operationId?: string }>>)
      .flatMap((item) => Object.entries(item).filter(([method]) => method !== "parameters"))
      .map(([, operation]) => operation.operationId);
    expect(operationIds.every((id) => typeof id === "string" && id.length > 0)).toBe(true);
    expect(new Set(operationIds).size).toBe(operationIds.length);
  });

  it("serves the reference page from our own origin", async ({ app }) => {
    const page = await app.client().get("/api/docs");
    expect(page.status).toBe(200);
    expect(page.text).toContain("/api/docs/swagger-ui-bundle.js");
    expect(page.text).not.toMatch(/https?:\/\//);
    expect((await app.client().get("/api/docs/swagger-ui-bundle.js")).status).toBe(200);
    expect((await app.client().get("/api/docs/..%2Fpackage.json")).status).toBe(404);
  });
});

describe("security", () => {
  it("sets the security headers", async ({ app }) => {
    const { headers } = await app.client().get("/api/health");
    expect(headers.get("content-security-policy")).toMatch(/frame-ancestors 'none'/);
    expect(headers.get("content-security-policy")).toMatch(/default-src 'self'/);
    expect(headers.get("x-content-type-options")).toBe("nosniff");
    expect(headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(headers.get("x-frame-options")).toBe("DENY");
  });

  it("refuses state-changing calls from a foreign origin", async ({ app, signedInStudent }) => {
    const { client } = await signedInStudent();
    const foreign = await client.patch(
      "/api/me/account",
      { name: "Hijacked" },
      { headers: { origin: "https://evil.example" } },
    );
    expect(foreign.status).toBe(403);
    expect(foreign.json.error.code).toBe("forbidden-origin");
    const foreignSignUp = await app
      .client()
      .post(
        "/api/sign-up/student",
        { email: "x@y.example", password: GOOD_PASSWORD, name: "X" },
        { headers: { origin: "https://evil.example" } },
      );
    expect(foreignSignUp.status).toBe(403);
    expect((await client.get("/api/me")).json.account.name).not.toBe("Hijacked");
  });

  it("refuses a cookie-carrying call without any origin", async ({ signedInStudent }) => {
    const { client } = await signedInStudent();
    const response = await client.request("PATCH", "/api/me/account", {
      body: { name: "No origin" },
      headers: { origin: "" },
    });
    expect(response.status).toBe(403);
  });

  it("accepts the trusted origin", async ({ signedInStudent }) => {
    const { client } = await signedInStudent();
    const response = await client.patch("/api/me/account", { name: "Fine" }, { headers: { origin: TEST_ORIGIN } });
    expect(response.status).toBe(200);
  });

  it("answers unknown API paths with a JSON 404", async ({ app }) => {
    const response = await app.client().get("/api/nothing-here");
    expect(response.status).toBe(404);
    expect(response.json.error.code).toBe("not-found");
  });
});
