import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../test/test-app.ts";
import { companies, jobs, students } from "../../db/schema/index.ts";
import { DEMO_PASSWORD } from "./demo-accounts.ts";
import { DEMO_COMPANY_COUNT, DEMO_JOB_COUNT, loadDemoData } from "./load-demo-data.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
  await loadDemoData({ deps: t.deps });
}, 120_000);
afterAll(async () => {
  await t.close();
});

describe("loadDemoData", () => {
  it("creates the companies, students and jobs, with real places", async () => {
    const db = t.deps.database.db;
    const [companyCount] = await db.select({ n: count() }).from(companies);
    const [studentCount] = await db.select({ n: count() }).from(students);
    const [jobCount] = await db.select({ n: count() }).from(jobs);
    expect(companyCount?.n).toBe(DEMO_COMPANY_COUNT);
    expect(studentCount?.n).toBeGreaterThan(0);
    expect(jobCount?.n).toBe(DEMO_JOB_COUNT);
    const [published] = await db.select({ n: count() }).from(jobs).where(eq(jobs.status, "published"));
    expect(published!.n).toBeGreaterThan(DEMO_JOB_COUNT / 2);
    const rows = await db.select({ address: companies.address }).from(companies);
    expect(rows.every((row) => row.address && Number.isFinite(row.address.lat))).toBe(true);
  });

  it("makes the printed sign-ins work and the jobs searchable", async () => {
    const client = t.client();
    const signIn = await client.post("/api/auth/sign-in/email", {
      email: "talent@helvetia-robotics.example",
      password: DEMO_PASSWORD,
    });
    expect(signIn.status).toBe(200);
    const search = await client.get("/api/jobs?q=engineer");
    expect(search.status).toBe(200);
    expect(search.json.total).toBeGreaterThan(0);
  });

  it("does nothing on a database that has users", async () => {
    await loadDemoData({ deps: t.deps });
    const [companyCount] = await t.deps.database.db.select({ n: count() }).from(companies);
    expect(companyCount?.n).toBe(DEMO_COMPANY_COUNT);
  });
});
