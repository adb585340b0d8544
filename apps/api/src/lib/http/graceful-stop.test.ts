import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { describe, expect, it, vi } from "vitest";
import { createLogger } from "../logger.ts";
import { stopGracefully } from "./graceful-stop.ts";
import { trackInFlight } from "./in-flight.ts";

/** A server whose one handler answers when the test says so. */
async function gatedServer() {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  const events: string[] = [];
  const requests = trackInFlight(async () => {
    await gate;
    events.push("handled");
    return new Response("ok");
  });
  const server = serve({ fetch: requests.fetch, port: 0, hostname: "127.0.0.1" });
  await once(server, "listening");
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  return { server, requests, release, events, url };
}

describe("stopGracefully", () => {
  it("waits for a request whose client gave up: its handler may still need the database", async () => {
    const { server, requests, release, events, url } = await gatedServer();
    const logger = createLogger({ level: "silent", pretty: false });
    const client = new AbortController();
    const answer = fetch(url, { signal: client.signal }).catch(() => "aborted");
    await expect.poll(() => requests.running).toBe(1);
    client.abort();
    expect(await answer).toBe("aborted");
    await expect.poll(() => new Promise((resolve) => server.getConnections((_error, n) => resolve(n)))).toBe(0);

    const stopped = stopGracefully({ server, requests, timeoutMs: 60_000, logger }).then(() => events.push("stopped"));
    // Nothing but the handler can hold the stop now: give it every chance to finish early.
    for (let i = 0; i < 20; i += 1) await new Promise((resolve) => setImmediate(resolve));
    expect(events).toEqual([]);
    release();
    await stopped;
    expect(events).toEqual(["handled", "stopped"]);
  });

  it("lets the answer of a finished request go out on a kept-alive connection", async () => {
    const { server, requests, release, url } = await gatedServer();
    const logger = createLogger({ level: "silent", pretty: false });
    const answer = fetch(url);
    await expect.poll(() => requests.running).toBe(1);
    const stopped = stopGracefully({ server, requests, timeoutMs: 60_000, logger });
    release();
    expect(await (await answer).text()).toBe("ok");
    await stopped;
    expect(server.listening).toBe(false);
  });

  it("gives up on a request that does not finish in time, and says so", async () => {
    const { server, requests, release, url } = await gatedServer();
    const logger = createLogger({ level: "silent", pretty: false });
    const warn = vi.spyOn(logger, "warn");
    const answer = fetch(url).catch(() => "no answer");
    await expect.poll(() => requests.running).toBe(1);
    await stopGracefully({ server, requests, timeoutMs: 10, logger });
    expect(warn).toHaveBeenCalledWith({ running: 1 }, expect.stringMatching(/still running/));
    expect(await answer).toBe("no answer");
    release();
  });
});
