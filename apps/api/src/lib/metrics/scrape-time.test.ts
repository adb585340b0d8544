import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { CALLS, worldOf } from "../../test/openapi-calls.ts";
import { parsePrometheusText } from "../../test/prometheus-text.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { scrapeRegistry, startMetricsServer } from "./metrics-server.ts";

/**
 * A measurement, not a check (MEASURE_SCRAPE=1): the time of GET /metrics once every operation of the API has
 * been called (openapi-calls.ts), so that every route pattern has its series. Decision 030 quotes it.
 */
describe.runIf(process.env.MEASURE_SCRAPE === "1")("scrape time with every route used", () => {
  let app: TestApp | undefined;
  let listener: Server | undefined;
  afterAll(async () => {
    await new Promise((resolve) => listener?.close(resolve));
    await app?.close();
  });

  it("is measured", { timeout: 900_000 }, async () => {
    app = await createTestApp({}, { overHttp: true, withMetrics: true });
    const world = await worldOf(app);
    let failed = 0;
    for (const call of Object.values(CALLS)) await call(world).catch(() => (failed += 1));
    listener = await startMetricsServer({
      port: 0,
      host: "127.0.0.1",
      scrape: scrapeRegistry(app.metrics!.registry),
      logger: app.deps.logger,
    });
    const url = `http://127.0.0.1:${(listener.address() as AddressInfo).port}/metrics`;
    const times: number[] = [];
    let text = "";
    for (let i = 0; i < 21; i++) {
      const start = performance.now();
      text = await (await fetch(url)).text();
      times.push(performance.now() - start);
    }
    const scraped = parsePrometheusText(text);
    const routes = new Set(
      scraped.samples.filter((s) => s.name === "stint_http_requests_total").map((s) => s.labels.route),
    );
    const sorted = [...times].sort((a, b) => a - b);
    console.log(
      JSON.stringify({
        calls: Object.keys(CALLS).length,
        failedCalls: failed,
        routePatterns: routes.size,
        samples: scraped.samples.length,
        bytes: text.length,
        medianMs: sorted[10],
        minMs: sorted[0],
        maxMs: sorted[20],
        firstMs: times[0],
      }),
    );
    expect(routes.size).toBeGreaterThan(50);
  });
});
