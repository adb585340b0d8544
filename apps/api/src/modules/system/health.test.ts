import { describe, expect } from "vitest";
import type { Database } from "../../db/client.ts";
import { it } from "../../test/api-test.ts";
import { healthRoutes } from "./health.routes.ts";
import { partsWith } from "./health-test-parts.ts";

/** A database whose every call fails the test: what answers with it asked the database nothing. */
const untouchable = new Proxy({} as Database, {
  get: (_target, name) => () => {
    throw new Error(`the database was asked (${String(name)})`);
  },
});
const down = { ping: async () => false } as unknown as Database;
const up = { ping: async () => true } as unknown as Database;

describe("GET /api/health/live", () => {
  it("answers 200 ok from the app", async ({ app }) => {
    const response = await app.client().get("/api/health/live");
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ status: "ok" });
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("answers without asking the database, so it answers while the database is down", async () => {
    const response = await healthRoutes(partsWith(untouchable, { indexesLoaded: false })).request("/health/live");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok" });
  });
});

describe("GET /api/health/ready", () => {
  it("is 503 until the search and matching indexes have loaded, then 200", async ({ startApp }) => {
    const started = await startApp();
    const before = await started.client().get("/api/health/ready");
    expect(before.status).toBe(503);
    expect(before.headers.get("retry-after")).toBe("5");
    expect(before.json).toEqual({
      status: "not-ready",
      checks: { migrations: "done", database: "ok", searchIndex: "loading", matchingIndex: "loading", draining: false },
    });
    // As main.ts starts them once the port is open.
    started.deps.jobReads.searchIndex.start();
    started.deps.matchingIndex.start();
    await started.deps.matchingIndex.current();
    const after = await started.client().get("/api/health/ready");
    expect(after.status).toBe(200);
    expect(after.json).toEqual({
      status: "ready",
      checks: { migrations: "done", database: "ok", searchIndex: "loaded", matchingIndex: "loaded", draining: false },
    });
    // What main.ts's shutdown sets first on SIGTERM or SIGINT, before it drains.
    started.deps.serving.draining = true;
    const draining = await started.client().get("/api/health/ready");
    expect(draining.status).toBe(503);
    expect(draining.headers.get("retry-after")).toBe("5");
    expect(draining.json).toMatchObject({ status: "not-ready", checks: { draining: true } });
    // Liveness is not readiness: a stopping process is alive.
    expect((await started.client().get("/api/health/live")).status).toBe(200);
  });

  it("is 503 database: down when the database does not answer", async () => {
    const response = await healthRoutes(partsWith(down)).request("/health/ready");
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("5");
    expect(await response.json()).toEqual({
      status: "not-ready",
      checks: { migrations: "done", database: "down", searchIndex: "loaded", matchingIndex: "loaded", draining: false },
    });
  });

  it("is 200 with database for both indexes in a process that keeps none (decision 034), from the start", async ({
    startApp,
  }) => {
    const started = await startApp({ INDEX_MEMORY_MB: "0" });
    const response = await started.client().get("/api/health/ready");
    expect(response.status).toBe(200);
    expect(response.json).toEqual({
      status: "ready",
      checks: {
        migrations: "done",
        database: "ok",
        searchIndex: "database",
        matchingIndex: "database",
        draining: false,
      },
    });
    const parts = partsWith(up, { inMemory: false, indexesLoaded: false });
    expect((await healthRoutes(parts).request("/health/ready")).status).toBe(200);
    expect(
      (await healthRoutes({ ...parts, serving: { migrated: true, draining: true } }).request("/health/ready")).status,
    ).toBe(503);
  });

  it("is 200 when every check passes, and 503 while draining whatever else holds", async () => {
    expect((await healthRoutes(partsWith(up)).request("/health/ready")).status).toBe(200);
    expect((await healthRoutes(partsWith(up, { draining: true })).request("/health/ready")).status).toBe(503);
  });
});
