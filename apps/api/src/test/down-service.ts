import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll } from "vitest";

/**
 * A hosted service that is down, for the suite around the call: a loopback server answering every request with
 * 502. Returns its URL, known once the suite has started.
 */
export function useDownService(): () => string {
  let server: Server;
  let url = "";
  beforeAll(async () => {
    server = createServer((_request, response) => response.writeHead(502).end("bad gateway"));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  return () => url;
}
