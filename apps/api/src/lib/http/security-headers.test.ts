import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { requestId } from "./request-id.ts";
import { securityHeaders } from "./security.ts";
import { bothWays } from "../../test/both-ways.ts";

// The security headers and the request id are on every response, served by Node or through `app.request`,
// those the route builds itself and errors included; a response's own header wins.

const app = new Hono();
app.onError((error, c) => c.text(error.message, 500));
app.use(requestId(), securityHeaders());
app.get("/json", (c) => c.json({ ok: true }));
app.get("/own", (c) => {
  c.header("Content-Security-Policy", "sandbox");
  return c.json({ ok: true });
});
// A response the handler builds itself, as file downloads and static files are.
app.get("/raw", () => new Response("%PDF-1.4", { headers: { "content-security-policy": "sandbox" } }));
app.get("/fail", () => {
  throw new Error("boom");
});

const ways = bothWays(app);

describe.each(Object.entries(ways))("security headers and request id, %s", (_way, get) => {
  it("are on every response, and a response's own header wins", async () => {
    for (const path of ["/json", "/own", "/raw", "/fail"]) {
      const response = await get(path);
      expect(response.headers.get("x-frame-options"), path).toBe("DENY");
      expect(response.headers.get("x-request-id"), path).toMatch(/^[0-9a-f-]{36}$/);
    }
    expect((await get("/json")).headers.get("content-security-policy")).toMatch(/^default-src 'self'; /);
    expect((await get("/fail")).headers.get("content-security-policy")).toMatch(/^default-src 'self'; /);
    expect((await get("/own")).headers.get("content-security-policy")).toBe("sandbox");
    expect((await get("/raw")).headers.get("content-security-policy")).toBe("sandbox");
  });

  it("echo a plain request id and replace any other", async () => {
    const echoed = await get("/json", { "x-request-id": "lb-1234_abcd=" });
    expect(echoed.headers.get("x-request-id")).toBe("lb-1234_abcd=");
    for (const sent of ["two words", "<script>", "x".repeat(256)]) {
      const replaced = await get("/json", { "x-request-id": sent });
      expect(replaced.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    }
    const [first, second] = await Promise.all([get("/json"), get("/json")]);
    expect(first.headers.get("x-request-id")).not.toBe(second.headers.get("x-request-id"));
  });
});
