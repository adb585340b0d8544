import type { ServerType } from "@hono/node-server";
import type { Logger } from "../logger.ts";

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

/**
 * Stops the server so that whatever comes after (closing the database) runs under no request: it stops
 * accepting connections, waits up to `timeoutMs` for the requests being handled, lets their responses go
 * out, and then closes every connection left (keep-alive clients would hold theirs open forever).
 */
export async function stopGracefully(options: {
  server: ServerType;
  /** See trackInFlight. */
  requests: { readonly running: number; idle: () => Promise<void> };
  timeoutMs: number;
  logger: Logger;
}): Promise<void> {
  const { server, requests, logger } = options;
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  const http = "closeIdleConnections" in server ? server : undefined;
  http?.closeIdleConnections();
  const drained = await Promise.race([requests.idle().then(() => true), sleep(options.timeoutMs).then(() => false)]);
  if (!drained) logger.warn({ running: requests.running }, "requests still running; stopping anyway");
  // A connection leaves once its response is written: sweep them for a moment, then close the rest.
  const sweep = setInterval(() => http?.closeIdleConnections(), 20);
  await Promise.race([closed, sleep(1_000)]);
  clearInterval(sweep);
  http?.closeAllConnections();
}
