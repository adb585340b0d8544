import { once } from "node:events";
import http, { type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect } from "vitest";
import { it } from "../../test/api-test.ts";
import { HEADERS_TIMEOUT_MS, KEEP_ALIVE_TIMEOUT_MS, startServer, type StartServerOptions } from "./node-server.ts";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function listen(options: Omit<StartServerOptions, "port" | "hostname">) {
  const server = startServer({ ...options, port: 0, hostname: "127.0.0.1" });
  await once(server, "listening");
  return { server, port: (server.address() as AddressInfo).port };
}

const close = (server: Server) => {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(resolve));
};

type Answer = { status: number; headers: IncomingHttpHeaders; body: string; reusedSocket: boolean };

/** One request through `agent`; rejects on any socket error. */
function request(
  agent: http.Agent,
  port: number,
  options: { method?: string; path?: string; headers?: Record<string, string | number>; body?: Buffer } = {},
) {
  return new Promise<Answer>((resolve, reject) => {
    const req = http.request(
      { agent, host: "127.0.0.1", port, method: options.method ?? "GET", path: options.path ?? "/api/health" },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({
            status: res.statusCode!,
            headers: res.headers,
            body: Buffer.concat(chunks).toString("utf8"),
            reusedSocket: req.reusedSocket,
          }),
        );
        res.on("error", reject);
      },
    );
    for (const [name, value] of Object.entries(options.headers ?? {})) req.setHeader(name, value);
    req.on("error", reject);
    req.end(options.body);
  });
}

describe("keep-alive", () => {
  it("outlasts a load balancer's 60 s idle timeout by default, headers timeout above it", async () => {
    const { server } = await listen({ fetch: () => new Response("ok") });
    try {
      expect(server.keepAliveTimeout).toBe(KEEP_ALIVE_TIMEOUT_MS);
      expect(KEEP_ALIVE_TIMEOUT_MS).toBeGreaterThan(60_000);
      expect(server.headersTimeout).toBe(HEADERS_TIMEOUT_MS);
      expect(server.headersTimeout).toBeGreaterThan(server.keepAliveTimeout);
    } finally {
      await close(server);
    }
  });

  it("answers every request on a socket reused after idling less than the keep-alive timeout", async ({ app }) => {
    // Scaled down: 3 s of keep-alive, 1 s of idling between requests (a balancer's 60 s against our 65 s). Node's
    // agent drops a socket 1 s before the server's announced timeout (Keep-Alive: timeout=3), hence not less.
    const { server, port } = await listen({ fetch: app.app.fetch, keepAliveTimeoutMs: 3_000, headersTimeoutMs: 3_500 });
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const connections = () => new Promise<number>((resolve) => server.getConnections((_error, n) => resolve(n)));
    try {
      const answers: Answer[] = [];
      for (let index = 0; index < 4; index += 1) {
        if (index > 0) await sleep(1_000);
        answers.push(await request(agent, port));
      }
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
      expect(answers.map((answer) => answer.reusedSocket)).toEqual([false, true, true, true]);
      expect(await connections()).toBe(1);
    } finally {
      agent.destroy();
      await close(server);
    }
  });

  it("closes an idle connection after its keep-alive timeout, not before", async ({ app }) => {
    const { server, port } = await listen({ fetch: app.app.fetch, keepAliveTimeoutMs: 300, headersTimeoutMs: 500 });
    try {
      // A raw socket, so that only the server decides when the connection ends.
      const { connect } = await import("node:net");
      const socket = connect(port, "127.0.0.1");
      socket.write("GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n");
      const started = performance.now();
      socket.resume();
      await once(socket, "end");
      expect(performance.now() - started).toBeGreaterThanOrEqual(250);
      socket.destroy();
    } finally {
      await close(server);
    }
  });
});

describe("an early 413", () => {
  it("says Connection: close and closes cleanly, so the client opens a new connection", async ({ app }) => {
    const { server, port } = await listen({ fetch: app.app.fetch });
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      // Over the 256 KB JSON limit, announced by Content-Length: refused before the body is read.
      const body = Buffer.from(JSON.stringify({ email: "a@example.com", password: "x".repeat(400 * 1024) }));
      const refused = await request(agent, port, {
        method: "POST",
        path: "/api/auth/sign-in/email",
        headers: { "content-type": "application/json", "content-length": body.length },
        body,
      });
      expect(refused.status).toBe(413);
      expect(refused.headers.connection).toBe("close");
      expect(JSON.parse(refused.body)).toEqual({ error: { code: "too-large", message: "The request is too large." } });

      const next = await request(agent, port);
      expect(next.status).toBe(200);
      expect(next.reusedSocket).toBe(false);

      // A body that is not too large keeps the connection.
      const small = Buffer.from(JSON.stringify({ email: "a@example.com", password: "not the password" }));
      const accepted = await request(agent, port, {
        method: "POST",
        path: "/api/auth/sign-in/email",
        headers: { "content-type": "application/json", "content-length": small.length },
        body: small,
      });
      expect(accepted.status).toBe(401);
      expect(accepted.headers.connection).toBe("keep-alive");
    } finally {
      agent.destroy();
      await close(server);
    }
  });

  it("answers a request Node cannot parse with the one error body", async () => {
    const { server, port } = await listen({ fetch: () => new Response("ok") });
    try {
      const { connect } = await import("node:net");
      const socket = connect(port, "127.0.0.1");
      socket.end("GET / HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n");
      const chunks: Buffer[] = [];
      for await (const chunk of socket) chunks.push(chunk as Buffer);
      const answer = Buffer.concat(chunks).toString("utf8");
      expect(answer).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
      expect(answer).toMatch(/\r\nConnection: close\r\n/);
      expect(JSON.parse(answer.split("\r\n\r\n")[1]!)).toEqual({
        error: { code: "bad-request", message: "The request could not be read." },
      });
    } finally {
      await close(server);
    }
  });
});
