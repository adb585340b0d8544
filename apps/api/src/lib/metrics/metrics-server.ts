import { createServer, type Server } from "node:http";
import { AggregatorRegistry, type Registry } from "prom-client";
import type { Logger } from "../logger.ts";

type Scrape = () => Promise<{ contentType: string; text: string }>;

/**
 * The metrics listener (decision 030): `GET /metrics` in the Prometheus text format on a port of its own,
 * never the app's, bound to `host` (loopback by default): who can reach the port can read the metrics, so it
 * is kept off the public listener rather than guarded by a token there.
 */
export function startMetricsServer(options: {
  port: number;
  host: string;
  scrape: Scrape;
  logger: Logger;
}): Promise<Server> {
  const { scrape, logger } = options;
  const server = createServer((request, response) => {
    const path = (request.url ?? "").split("?")[0];
    if (path !== "/metrics" || (request.method !== "GET" && request.method !== "HEAD")) {
      response.writeHead(404, { "content-type": "text/plain" }).end("Not found: the metrics are at GET /metrics\n");
      return;
    }
    scrape().then(
      ({ contentType, text }) => {
        response.writeHead(200, { "content-type": contentType, "cache-control": "no-store" });
        response.end(request.method === "HEAD" ? undefined : text);
      },
      (error: unknown) => {
        logger.warn({ err: error }, "metrics scrape failed");
        response.writeHead(500, { "content-type": "text/plain" }).end("The metrics could not be collected\n");
      },
    );
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, options.host, () => {
      server.off("error", reject);
      resolve(server);
    });
  });
}

/** A scrape of this process's registry. */
export const scrapeRegistry =
  (registry: Registry): Scrape =>
  async () => ({ contentType: registry.contentType, text: await registry.metrics() });

/**
 * The primary of API_PROCESSES > 1: a scrape asks every worker for its registry and adds them up, each metric
 * by its aggregator (counters and histograms sum; the outbox backlog and index lag take the largest).
 */
export function scrapeWorkers(): Scrape {
  const aggregator = new AggregatorRegistry();
  return async () => ({ contentType: aggregator.contentType, text: await aggregator.clusterMetrics() });
}

/** A worker of API_PROCESSES > 1: answers the primary's requests for `registry` (prom-client's cluster messages). */
export function shareWithPrimary(registry: Registry): void {
  AggregatorRegistry.setRegistries([registry]);
  // Its constructor is what installs the worker's listener for the primary's requests.
  new AggregatorRegistry();
}
