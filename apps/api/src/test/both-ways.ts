import { once } from "node:events";
import type { AddressInfo } from "node:net";
import type { Hono } from "hono";
import { afterAll, beforeAll } from "vitest";
import { startServer } from "../lib/http/node-server.ts";

type Get = (path: string, headers?: Record<string, string>) => Response | Promise<Response>;

/**
 * The two ways a test can ask `app`: served by Node on a loopback port (started before the file's tests,
 * closed after them), as in production, where some headers go on Node's response; and through
 * `app.request`, as most tests do, where they go on the web response.
 */
export function bothWays(app: Hono): Record<"served by Node" | "through app.request", Get> {
  let server: ReturnType<typeof startServer>;
  let origin = "";
  beforeAll(async () => {
    server = startServer({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
    await once(server, "listening");
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.closeAllConnections();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  });
  return {
    "served by Node": (path, headers) => fetch(`${origin}${path}`, { headers }),
    "through app.request": (path, headers) => app.request(path, { headers }),
  };
}
