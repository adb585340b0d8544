import { randomUUID } from "node:crypto";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../app.ts";
import { readEnv } from "../../env.ts";
import { parsePrometheusText, type Scraped, samplesOf, valueOf } from "../../test/prometheus-text.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { reportingFailures } from "../mail/mail-failures.ts";
import { emitEvent } from "../outbox/outbox-events.ts";
import { createMetrics, type Metrics } from "./metrics.ts";
import { scrapeRegistry, startMetricsServer } from "./metrics-server.ts";

/**
 * The metrics as Prometheus reads them: a listener of their own, scraped over HTTP and parsed, after requests
 * to the app that counts them (an app built with `metrics`, as main.ts builds it when METRICS_PORT is set).
 */
describe("GET /metrics", () => {
  let app: TestApp;
  let metrics: Metrics;
  let served: ReturnType<typeof createApp>;
  let listener: Server;

  beforeAll(async () => {
    app = await createTestApp({}, { overHttp: true });
    const indexes = { search: app.deps.jobReads.searchIndex, matching: app.deps.matchingIndex };
    metrics = createMetrics({ database: app.deps.database, indexes, indexMode: app.deps.jobReads.searchIndex.mode });
    served = createApp(app.deps, { webDist: null, metrics });
    listener = await startMetricsServer({
      port: 0,
      host: "127.0.0.1",
      scrape: scrapeRegistry(metrics.registry),
      logger: app.deps.logger,
    });
  });
  afterAll(async () => {
    metrics?.close();
    await new Promise((resolve) => listener?.close(resolve));
    await app?.close();
  });

  const metricsUrl = (path = "/metrics") => `http://127.0.0.1:${(listener.address() as AddressInfo).port}${path}`;
  async function scrape(): Promise<Scraped> {
    const response = await fetch(metricsUrl());
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    return parsePrometheusText(await response.text());
  }
  const count = (scraped: Scraped, labels: Record<string, string>) =>
    samplesOf(scraped, "stint_http_requests_total", labels).reduce((sum, sample) => sum + sample.value, 0);

  it("counts and times requests by method, route pattern and status, in cumulative buckets", async () => {
    const before = await scrape();
    const missing = randomUUID();
    for (let i = 0; i < 3; i++) expect((await served.request("/api/health")).status).toBe(200);
    // Signed out: a 401 from the route (its pattern, not the id).
    for (let i = 0; i < 2; i++) expect((await served.request(`/api/jobs/${missing}`)).status).toBe(401);
    expect((await served.request(`/api/nothing/${missing}?q=private`)).status).toBe(404);
    const after = await scrape();

    const health = { method: "GET", route: "/api/health", status: "200" };
    const job = { method: "GET", route: "/api/jobs/:id", status: "401" };
    const unmatched = { method: "GET", route: "unmatched", status: "404" };
    expect(count(after, health) - count(before, health)).toBe(3);
    expect(count(after, job) - count(before, job)).toBe(2);
    expect(count(after, unmatched) - count(before, unmatched)).toBe(1);
    expect(after.types.get("stint_http_requests_total")).toBe("counter");
    expect(after.types.get("stint_http_request_duration_seconds")).toBe("histogram");
    // Patterns only: no id, path or query value became a label.
    const labelValues = after.samples.flatMap((sample) => Object.values(sample.labels)).join(" ");
    expect(labelValues).not.toContain(missing);
    expect(labelValues).not.toContain("private");

    for (const labels of [health, job, unmatched]) {
      const buckets = samplesOf(after, "stint_http_request_duration_seconds_bucket", labels);
      expect(buckets.length).toBeGreaterThan(5);
      const bounds = buckets.map((bucket) => Number(bucket.labels.le === "+Inf" ? Infinity : bucket.labels.le));
      expect(bounds).toEqual([...bounds].sort((a, b) => a - b));
      const counts = buckets.map((bucket) => bucket.value);
      expect(counts).toEqual([...counts].sort((a, b) => a - b));
      expect(buckets.at(-1)!.labels.le).toBe("+Inf");
      expect(counts.at(-1)).toBe(valueOf(after, "stint_http_request_duration_seconds_count", labels));
      expect(counts.at(-1)).toBe(count(after, labels));
    }
  });

  it("has the process's memory and event-loop delay, and the database's statements", async () => {
    await served.request("/api/health");
    const scraped = await scrape();
    expect(valueOf(scraped, "process_resident_memory_bytes")).toBeGreaterThan(10_000_000);
    expect(valueOf(scraped, "nodejs_eventloop_lag_p99_seconds")).toBeGreaterThanOrEqual(0);
    expect(valueOf(scraped, "stint_db_query_duration_seconds_count", { outcome: "ok" })).toBeGreaterThan(0);
    expect(scraped.types.get("stint_db_query_duration_seconds")).toBe("histogram");
    expect(valueOf(scraped, "stint_db_queries_in_flight")).toBeGreaterThanOrEqual(0);
    // A pool on PostgreSQL only: PGlite runs one statement at a time.
    const pooled = app.deps.database.kind === "postgres";
    expect(samplesOf(scraped, "stint_db_pool_connections").length).toBe(pooled ? 1 : 0);
    if (pooled) expect(valueOf(scraped, "stint_db_pool_connections")).toBeGreaterThan(0);
  });

  it("reports the outbox's pending events and how long the oldest has been due", async () => {
    // Stopped, so that the event stays pending for the scrape.
    await app.deps.outbox.stop();
    const before = await scrape();
    await emitEvent({
      db: app.deps.database.db,
      kind: "company.renamed",
      payload: { companyId: randomUUID() },
      runAfter: new Date(Date.now() - 90_000),
    });
    const after = await scrape();
    expect(valueOf(after, "stint_outbox_pending_events")).toBe(valueOf(before, "stint_outbox_pending_events") + 1);
    expect(valueOf(after, "stint_outbox_oldest_pending_seconds")).toBeGreaterThanOrEqual(89);
    await app.deps.outbox.start();
    await app.deps.outbox.drain();
    expect(valueOf(await scrape(), "stint_outbox_pending_events")).toBe(0);
  });

  it("reports whether each index has loaded and how far it is behind the change feed", async () => {
    await app.deps.matchingIndex.current();
    const current = await scrape();
    for (const index of ["search", "matching"]) {
      expect(valueOf(current, "stint_index_loaded", { index })).toBe(1);
      expect(valueOf(current, "stint_index_behind_changes", { index })).toBe(0);
      expect(valueOf(current, "stint_index_behind_seconds", { index })).toBe(0);
    }
    // A change the indexes have not read yet, written half a minute ago.
    await app.deps.database.db.execute(
      sql`insert into matching_changes (entity, entity_id, changed_at) values ('job', ${randomUUID()}, now() - interval '30 seconds')`,
    );
    const behind = await scrape();
    for (const index of ["search", "matching"]) {
      expect(valueOf(behind, "stint_index_behind_changes", { index })).toBe(1);
      expect(valueOf(behind, "stint_index_behind_seconds", { index })).toBeGreaterThanOrEqual(29);
      expect(valueOf(behind, "stint_index_last_sync_age_seconds", { index })).toBeGreaterThanOrEqual(0);
    }
    await app.deps.matchingIndex.current();
    expect(valueOf(await scrape(), "stint_index_behind_changes", { index: "matching" })).toBe(0);
    // The search index reads the feed when the catalogue's generation moves (a job write) or on its timer.
    app.deps.jobReads.searchIndex.start();
    try {
      await expect.poll(async () => valueOf(await scrape(), "stint_index_behind_changes", { index: "search" })).toBe(0);
    } finally {
      await app.deps.jobReads.searchIndex.stop();
    }
  });

  it("says whether the indexes are kept in memory, their budget and the heap limit", async () => {
    const scraped = await scrape();
    expect(valueOf(scraped, "stint_index_in_memory")).toBe(1);
    expect(valueOf(scraped, "stint_index_memory_budget_bytes")).toBe(app.deps.jobReads.searchIndex.mode.budgetBytes);
    expect(valueOf(scraped, "stint_heap_limit_bytes")).toBeGreaterThan(
      valueOf(scraped, "stint_index_memory_budget_bytes"),
    );
  });

  it("counts mail sends that fail", async () => {
    const before = valueOf(await scrape(), "stint_mail_send_failures_total");
    const down = reportingFailures(
      {
        send: async () => {
          throw new Error("connection refused");
        },
        close: async () => undefined,
      },
      "smtp",
    );
    await expect(down.send({ to: "a@b.example", subject: "s", text: "t" })).rejects.toThrow();
    expect(valueOf(await scrape(), "stint_mail_send_failures_total")).toBe(before + 1);
  });

  it("is served on its own listener, on loopback, never on the app's port", async () => {
    expect((listener.address() as AddressInfo).address).toBe("127.0.0.1");
    const onApp = await fetch(new URL("/metrics", app.origin!));
    expect(onApp.status).toBe(404);
    expect(await onApp.text()).not.toContain("stint_http_requests_total");
    expect((await served.request("/metrics")).status).toBe(404);
    expect((await served.request("/api/metrics")).status).toBe(404);
    expect((await fetch(metricsUrl("/api/health"))).status).toBe(404);
  });
});

describe("METRICS_PORT and METRICS_HOST", () => {
  const base = { AUTH_SECRET: "x".repeat(32), DATA_DIR: "/tmp/stint-env-test" };
  it("are off and loopback unless set, and the port must differ from the app's", () => {
    expect(readEnv(base)).toMatchObject({ metricsPort: undefined, metricsHost: "127.0.0.1", accessLog: true });
    expect(readEnv({ ...base, METRICS_PORT: "9464", METRICS_HOST: "0.0.0.0" })).toMatchObject({
      metricsPort: 9464,
      metricsHost: "0.0.0.0",
    });
    expect(() => readEnv({ ...base, PORT: "9464", METRICS_PORT: "9464" })).toThrow(/METRICS_PORT: Must differ/);
  });
});
