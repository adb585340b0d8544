import { expect, screenshot, test } from "./fixtures.ts";

test("the server is healthy and the landing page loads", async ({ page, request }) => {
  const health = await request.get("/api/health");
  expect(health.status()).toBe(200);

  await page.goto("/");
  await expect(page).toHaveTitle(/Stint/);
  await screenshot(page, "smoke-landing");
});

test("the built app goes out compressed: the page revalidated, hashed chunks immutable, from the build's copies", async ({
  request,
}) => {
  const page = await request.get("/", { headers: { "accept-encoding": "br, gzip" } });
  expect(page.headers()["cache-control"]).toBe("no-cache");
  // The entry's chunks: its script and what it preloads. The build keeps compressed copies of those over 1 kB; the
  // script itself may be smaller (a few imports), so the largest is the one looked at.
  const chunks = [...(await page.text()).matchAll(/<(?:script|link)[^>]+(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map(
    (match) => match[1]!,
  );
  expect(chunks.length, "the page names its entry chunks").toBeGreaterThan(0);
  const sizes = await Promise.all(chunks.map(async (chunk) => (await (await request.get(chunk)).body()).length));
  const entry = chunks[sizes.indexOf(Math.max(...sizes))];

  const brotli = await request.get(entry!, { headers: { "accept-encoding": "br" } });
  expect(brotli.headers()["content-encoding"]).toBe("br");
  expect(brotli.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(brotli.headers()["vary"]).toMatch(/accept-encoding/i);
  const gzip = await request.get(entry!, { headers: { "accept-encoding": "gzip" } });
  expect(gzip.headers()["content-encoding"]).toBe("gzip");
  // Either way the browser gets the same script.
  expect(await gzip.text()).toBe(await brotli.text());
});
