import type { AddressInfo } from "node:net";
import type { Env } from "../../env.ts";
import type { Logger } from "../logger.ts";
import { isWorkerProcess } from "../http/workers.ts";
import { createMetrics, type Metrics } from "./metrics.ts";
import { scrapeRegistry, scrapeWorkers, shareWithPrimary, startMetricsServer } from "./metrics-server.ts";

type Listening = Pick<Env, "metricsPort" | "metricsHost">;

/**
 * A serving process's metrics when METRICS_PORT is set (else null): its own listener, or, as a worker of
 * API_PROCESSES > 1, its registry handed to the primary, which serves the sum (startClusterMetrics).
 */
export async function startMetrics(options: {
  env: Listening;
  logger: Logger;
  parts: Parameters<typeof createMetrics>[0];
}): Promise<Metrics | null> {
  const { env, logger } = options;
  if (env.metricsPort === undefined) return null;
  const metrics = createMetrics(options.parts);
  if (isWorkerProcess()) shareWithPrimary(metrics.registry);
  else await listen(env, logger, scrapeRegistry(metrics.registry));
  return metrics;
}

/** The primary of API_PROCESSES > 1: GET /metrics adds up its workers' metrics. */
export async function startClusterMetrics(options: { env: Listening; logger: Logger }): Promise<void> {
  if (options.env.metricsPort === undefined) return;
  await listen(options.env, options.logger, scrapeWorkers());
}

async function listen(env: Listening, logger: Logger, scrape: ReturnType<typeof scrapeWorkers>) {
  const server = await startMetricsServer({ port: env.metricsPort!, host: env.metricsHost, scrape, logger });
  const { address, port } = server.address() as AddressInfo;
  logger.info(`metrics at http://${address}:${port}/metrics`);
}
