import { expect, screenshot, test } from "./fixtures.ts";

test("the server is healthy and the landing page loads", async ({ page, request }) => {
  const health = await request.get("/api/health");
  expect(health.status()).toBe(200);

  // The app asks who is signed in once per load: the splash, the guard and the loaders share that answer.
  const sessionChecks: string[] = [];
  page.on("request", (sent) => {
    if (new URL(sent.url()).pathname === "/api/me") sessionChecks.push(sent.url());
  });
  await page.goto("/");
  await expect(page).toHaveTitle(/Stint/);
  await expect(page.getByRole("link", { name: /sign up/i }).first()).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(sessionChecks).toHaveLength(1);
  await screenshot(page, "smoke-landing");
});

test("the page paints its splash before any script has run", async ({ page }) => {
  // Scripts that never arrive (a phone on a slow line): the page still shows where it is and that it is loading.
  await page.route("**/assets/*.js", () => undefined);
  await page.goto("/job-posting-list", { waitUntil: "commit" });
  await expect(page.getByRole("status")).toHaveText("Loading Stint");
  await expect(page.locator(".splash svg")).toBeVisible();
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

  // The build's manifest is for the server's page renderer (decision 021), not for browsers.
  expect((await request.get("/.vite/manifest.json")).status()).toBe(404);
});
