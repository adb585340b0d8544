import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it, onTestFailed } from "vitest";
import { parsePrometheusText, samplesOf, type Scraped, valueOf } from "../../test/prometheus-text.ts";
import { postgresBinaries, type PostgresCluster, startPostgresCluster } from "../../test/postgres-cluster.ts";

/**
 * The real server with API_PROCESSES=2 and METRICS_PORT (PostgreSQL: a cluster of this file's own): the
 * primary serves GET /metrics, adding up its workers' registries, each metric by its aggregator.
 */
const mainFile = fileURLToPath(new URL("../../main.ts", import.meta.url));
// In the PostgreSQL pass only (as workers.test.ts): once per CI run is enough for what it costs (~100 s).
const onPostgres = Boolean(process.env.TEST_DATABASE_URL) && postgresBinaries() !== null;

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

async function until<T>(what: string, check: () => Promise<T | undefined>, ms = 120_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await check().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe.runIf(onPostgres)("metrics with API_PROCESSES=2", () => {
  let cluster: PostgresCluster | undefined;
  let primary: ChildProcess | undefined;
  const dataDir = mkdtempSync(path.join(tmpdir(), "stint-metrics-cluster-"));
  afterAll(async () => {
    primary?.kill("SIGKILL");
    await cluster?.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  }, 120_000);

  it("are served by the primary, summed over the workers where a sum means something", async () => {
    cluster = await startPostgresCluster();
    const [port, metricsPort] = [await freePort(), await freePort()];
    const baseUrl = `http://127.0.0.1:${port}`;
    primary = spawn(process.execPath, [mainFile], {
      stdio: ["ignore", "ignore", "pipe"],
      env: {
        ...process.env,
        NODE_ENV: "production",
        PORT: String(port),
        HOST: "127.0.0.1",
        BASE_URL: baseUrl,
        DATA_DIR: dataDir,
        DATABASE_URL: cluster.url,
        DEMO_DATA: "false",
        LOG_LEVEL: "warn",
        API_PROCESSES: "2",
        METRICS_PORT: String(metricsPort),
      },
    });
    let said = "";
    primary.stderr!.on("data", (chunk: Buffer) => (said += chunk.toString()));
    onTestFailed(() => console.error(`The server's processes said:\n${said || "(nothing)"}`));
    const scrape = async (): Promise<Scraped> => {
      const response = await fetch(`http://127.0.0.1:${metricsPort}/metrics`, { signal: AbortSignal.timeout(10_000) });
      if (response.status !== 200) throw new Error(`scrape answered ${response.status}`);
      return parsePrometheusText(await response.text());
    };
    // Both workers up, their indexes loaded: each reports a pool of its own.
    await until("two loaded workers", async () => {
      const scraped = await scrape();
      const pools = valueOf(scraped, "stint_db_pool_connections");
      return pools >= 2 && valueOf(scraped, "stint_index_loaded", { index: "search" }) === 1 ? true : undefined;
    });

    const requests = 20;
    for (let i = 0; i < requests; i++) {
      // A new connection each time: the primary hands connections to the workers in turn.
      const response = await fetch(`${baseUrl}/api/health/live`, { headers: { connection: "close" } });
      expect(response.status).toBe(200);
    }
    const scraped = await scrape();
    const live = { method: "GET", route: "/api/health/live", status: "200" };
    // Summed: every request counted once, whichever worker took it.
    expect(valueOf(scraped, "stint_http_requests_total", live)).toBe(requests);
    expect(valueOf(scraped, "stint_http_request_duration_seconds_count", live)).toBe(requests);
    // Not summed: an index is loaded (1), not loaded twice; the shared outbox's backlog is not doubled.
    expect(valueOf(scraped, "stint_index_loaded", { index: "matching" })).toBe(1);
    expect(valueOf(scraped, "stint_outbox_pending_events")).toBe(0);
    expect(samplesOf(scraped, "stint_index_behind_seconds").length).toBe(2);
    expect(valueOf(scraped, "process_resident_memory_bytes")).toBeGreaterThan(0);
    // Each worker runs with the heap limit of API_HEAP_MB (768 MB on PostgreSQL and the young generation), though
    // the primary was started without one (workers.ts); and with the budget of half of it.
    expect(valueOf(scraped, "stint_heap_limit_bytes") / 2 ** 20).toBeGreaterThanOrEqual(768);
    expect(valueOf(scraped, "stint_heap_limit_bytes") / 2 ** 20).toBeLessThan(1024);
    expect(valueOf(scraped, "stint_index_memory_budget_bytes")).toBe(384 * 2 ** 20);
    expect(valueOf(scraped, "stint_index_in_memory")).toBe(1);
    // Not on the app's port.
    expect((await fetch(`${baseUrl}/metrics`)).status).toBe(404);
  }, 300_000);
});
