import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { compressResponses } from "./compress.ts";
import { answerHeaders } from "./answer-headers.ts";
import { bothWays } from "../../test/both-ways.ts";

// A route's headers given with answerHeaders arrive however the app is served, and what looks at the answer
// takes them into account.

const big = { items: Array.from({ length: 200 }, (_, index) => `item ${index}`) };

const app = new Hono();
app.onError((error, c) => c.text(error.message, 500));
app.use(compressResponses());
app.get("/cached", (c) => {
  answerHeaders(c, { "cache-control": "public, max-age=60", "retry-after": "5" });
  return c.json(big);
});
app.get("/own", (c) => {
  answerHeaders(c, { "cache-control": "public, max-age=60" });
  return c.json({ ok: true }, 200, { "cache-control": "no-store" });
});
app.get("/no-transform", (c) => {
  answerHeaders(c, { "cache-control": "public, no-transform" });
  return c.json(big);
});
app.get("/fail", (c) => {
  answerHeaders(c, { "cache-control": "no-store" });
  throw new Error("boom");
});

const ways = bothWays(app);

describe.each(Object.entries(ways))("answerHeaders, %s", (_way, get) => {
  it("sends the route's headers, under the answer's own", async () => {
    const cached = await get("/cached");
    expect(cached.headers.get("cache-control")).toBe("public, max-age=60");
    expect(cached.headers.get("retry-after")).toBe("5");
    expect(await cached.json()).toEqual(big);
    expect((await get("/own")).headers.get("cache-control")).toBe("no-store");
    const failed = await get("/fail");
    expect([failed.status, failed.headers.get("cache-control")]).toEqual([500, "no-store"]);
  });

  it("lets compression see them: no-transform keeps the body as it is", async () => {
    const compressed = await get("/cached", { "accept-encoding": "gzip" });
    expect(compressed.headers.get("content-encoding")).toBe("gzip");
    const kept = await get("/no-transform", { "accept-encoding": "gzip" });
    expect(kept.headers.get("content-encoding")).toBeNull();
    expect(await kept.json()).toEqual(big);
  });
});
