import { expect, screenshot, test } from "./fixtures.ts";

test("the server is healthy and the landing page loads", async ({ page, request }) => {
  const health = await request.get("/api/health");
  expect(health.status()).toBe(200);

  await page.goto("/");
  await expect(page).toHaveTitle(/Stint/);
  await screenshot(page, "smoke-landing");
});
