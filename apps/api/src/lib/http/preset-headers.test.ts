import { once } from "node:events";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PresetHeadersResponse } from "./preset-headers.ts";

// Every way Node lets a handler write its head: one object (what the app's adapter does), a status message
// too, raw pairs, headers set one by one, and no explicit head at all. The presets are under the answer's own
// in each, and a header is never sent twice.

const SECURITY = Object.freeze({ "x-frame-options": "DENY", "content-security-policy": "default-src 'self'" });

const handlers: Record<string, (res: PresetHeadersResponse) => void> = {
  "/object": (res) => res.writeHead(200, { "content-type": "text/plain" }).end("ok"),
  "/own": (res) => res.writeHead(200, { "content-security-policy": "sandbox" }).end("ok"),
  "/own-capitals": (res) => res.writeHead(200, { "Content-Security-Policy": "sandbox" }).end("ok"),
  "/message": (res) => res.writeHead(201, "Made", { "content-security-policy": "sandbox" }).end("ok"),
  "/pairs": (res) => res.writeHead(200, ["Content-Security-Policy", "sandbox", "x-other", "1"]).end("ok"),
  "/one-by-one": (res) => {
    res.setHeader("Content-Security-Policy", "sandbox");
    res.writeHead(200, { "x-other": "1" }).end("ok");
  },
  "/ruled": (res) => {
    // A rule sees the whole head: the presets, headers set one by one and the answer's own, names lower case.
    res.finishHead((head) => {
      head["x-seen"] = [head["x-frame-options"], head["x-one"], head["content-type"]].join(" ");
    });
    res.setHeader("X-One", "1");
    res.writeHead(200, { "Content-Type": "text/plain" }).end("ok");
  },
  "/implicit": (res) => {
    res.setHeader("content-security-policy", "sandbox");
    res.end("ok");
  },
};

let server: Server<typeof IncomingMessage, typeof PresetHeadersResponse>;
let origin = "";
beforeAll(async () => {
  server = createServer({ ServerResponse: PresetHeadersResponse }, (req, res) => {
    res.preset(SECURITY);
    res.preset({ "x-request-id": "id-1" });
    handlers[req.url ?? ""]!(res);
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(resolve));
});

/** The response's headers as sent: each name lower case, with every value it was sent with. */
async function sent(path: string) {
  const response = await fetch(`${origin}${path}`);
  const names = new Map<string, string[]>();
  for (const [name, value] of response.headers) names.set(name, [...(names.get(name) ?? []), value]);
  return { status: response.status, names, csp: response.headers.get("content-security-policy") };
}

describe("PresetHeadersResponse", () => {
  it("writes the presets with an answer that sets none of them", async () => {
    const { names } = await sent("/object");
    expect(names.get("x-frame-options")).toEqual(["DENY"]);
    expect(names.get("content-security-policy")).toEqual(["default-src 'self'"]);
    expect(names.get("x-request-id")).toEqual(["id-1"]);
    expect(names.get("content-type")).toEqual(["text/plain"]);
  });

  it.each(["/own", "/own-capitals", "/message", "/pairs", "/one-by-one", "/implicit"])(
    "lets the answer's own header win, once, however %s writes its head",
    async (path) => {
      const { names, csp } = await sent(path);
      expect(csp).toBe("sandbox");
      expect(names.get("x-frame-options")).toEqual(["DENY"]);
      expect(names.get("x-request-id")).toEqual(["id-1"]);
    },
  );

  it("finishes the head with its rules, which see every header of it", async () => {
    const { names } = await sent("/ruled");
    expect(names.get("x-seen")).toEqual(["DENY 1 text/plain"]);
    expect(names.get("content-type")).toEqual(["text/plain"]);
  });

  it("keeps a status message given with the head", async () => {
    expect((await sent("/message")).status).toBe(201);
  });

  it("never changes a preset (one record serves every response)", async () => {
    await sent("/own");
    await sent("/one-by-one");
    expect(SECURITY).toEqual({ "x-frame-options": "DENY", "content-security-policy": "default-src 'self'" });
  });
});
