import { describe, expect } from "vitest";
import { it } from "../../test/api-test.ts";
import { DEMO_PASSWORD } from "../../demo/demo-accounts.ts";
import { loadDemoData } from "../../demo/load-demo-data.ts";
import type { TestApp, TestClient } from "../../test/test-app.ts";

// The demo must show matching at its best: each demo student's recommendations lead with jobs of their field.

let t: TestApp;
it.beforeAll(async ({ app }) => {
  t = app;
  await loadDemoData({ deps: t.deps, now: new Date("2026-11-24T09:00:00Z") });
}, 180_000);

async function signIn(email: string): Promise<TestClient> {
  const client = t.client();
  const response = await client.post("/api/auth/sign-in/email", { email, password: DEMO_PASSWORD });
  expect(response.status).toBe(200);
  return client;
}

describe("demo rankings", () => {
  it.each([
    ["emma.dubois@student.example", /data|analy|machine|scien|\bai\b|\bml\b/i],
    ["lena.meier@student.example", /software|developer|engineer|backend|frontend|full.?stack|web|data|devops/i],
    ["sofia.rossi@student.example", /design|ux|ui|brand|visual|product/i],
  ])("%s sees jobs of their field first", async (email, field) => {
    const client = await signIn(email);
    const response = await client.get("/api/matching/jobs?limit=10");
    expect(response.status).toBe(200);
    const titles: string[] = response.json.items.map((item: { job: { title: string } }) => item.job.title);
    // Jobs the student applied to are in the Applied tab, not here: a demo student who applied widely keeps fewer.
    expect(titles.length).toBeGreaterThanOrEqual(3);
    const inField = titles.filter((title) => field.test(title));
    expect(inField.length, titles.join(" | ")).toBeGreaterThanOrEqual(Math.ceil(titles.length * 0.7));
  });
});
