import { and, count, eq, isNotNull } from "drizzle-orm";
import { describe, expect } from "vitest";
import { it } from "../../test/api-test.ts";
import type { TestApp } from "../../test/test-app.ts";
import { companies, cvs, files, jobs, students } from "../../db/schema/index.ts";
import { DEMO_PASSWORD, DEMO_STUDENTS } from "./demo-accounts.ts";
import {
  DEMO_COMPANY_COUNT,
  DEMO_JOB_COUNT,
  DEMO_PDF_COUNT,
  DEMO_STUDENT_COUNT,
  loadDemoData,
} from "./load-demo-data.ts";

// The test signs in a dozen accounts from one address, more than the sign-in rate limit allows.
it.override({ appEnv: { RATE_LIMIT: "false" } });
it.beforeAll(async ({ app }) => {
  await loadDemoData({ deps: app.deps });
}, 120_000);

async function signIn(app: TestApp, email: string) {
  const client = app.client();
  const response = await client.post("/api/auth/sign-in/email", { email, password: DEMO_PASSWORD });
  expect(response.status, email).toBe(200);
  return client;
}

describe("loadDemoData", () => {
  it("creates the companies, students and jobs, with real places", async ({ db }) => {
    const [companyCount] = await db.select({ n: count() }).from(companies);
    const [studentCount] = await db.select({ n: count() }).from(students);
    const [jobCount] = await db.select({ n: count() }).from(jobs);
    expect(companyCount?.n).toBe(DEMO_COMPANY_COUNT);
    expect(studentCount?.n).toBe(DEMO_STUDENT_COUNT);
    expect(jobCount?.n).toBe(DEMO_JOB_COUNT);
    const [published] = await db.select({ n: count() }).from(jobs).where(eq(jobs.status, "published"));
    expect(published!.n).toBeGreaterThan(DEMO_JOB_COUNT / 2);
    const rows = [
      ...(await db.select({ address: companies.address }).from(companies)),
      ...(await db.select({ address: students.address }).from(students)),
    ];
    expect(rows.filter((row) => !row.address || !Number.isFinite(row.address.lat))).toEqual([]);
  });

  it("gives every student CVs with exactly one primary, and a mix of open and closed students", async ({ db }) => {
    const perStudent = await db.select({ studentId: cvs.studentId, total: count() }).from(cvs).groupBy(cvs.studentId);
    expect(perStudent).toHaveLength(DEMO_STUDENT_COUNT);
    // As many primaries as students, and the unique index allows one each: exactly one each.
    const primaries = await db.select({ n: count() }).from(cvs).where(eq(cvs.isPrimary, true));
    expect(primaries[0]!.n).toBe(DEMO_STUDENT_COUNT);
    expect(perStudent.some((row) => row.total > 1)).toBe(true);
    const [open] = await db.select({ n: count() }).from(students).where(eq(students.openToOffers, true));
    expect(open!.n).toBeGreaterThan(DEMO_STUDENT_COUNT / 4);
    expect(open!.n).toBeLessThan(DEMO_STUDENT_COUNT);
    // The flat skill copy matching reads is filled like the create service fills it.
    const [row] = await db.select().from(cvs).limit(1);
    expect(row!.skillIds).toEqual(row!.skills.map((ref) => ref.skillId));
  });

  it("attaches PDFs, stored as the student's CV files, the named students' among them", async ({ db }) => {
    const withPdf = await db
      .select({ studentId: cvs.studentId, ownerId: files.ownerId, purpose: files.purpose, size: files.size })
      .from(cvs)
      .innerJoin(files, eq(files.id, cvs.fileId));
    expect(withPdf).toHaveLength(DEMO_PDF_COUNT);
    expect(withPdf.every((row) => row.ownerId === row.studentId && row.purpose === "cv" && row.size > 1000)).toBe(true);
    const named = await db
      .select({ email: students.emailAddress })
      .from(cvs)
      .innerJoin(students, eq(students.id, cvs.studentId))
      .where(and(isNotNull(cvs.fileId), eq(cvs.isPrimary, true)));
    expect(named.map((row) => row.email)).toEqual(expect.arrayContaining(DEMO_STUDENTS.map((s) => s.email)));
  });

  it("makes the printed sign-ins work, the jobs searchable and the named students' CVs readable", async ({ app }) => {
    const company = await signIn(app, "talent@helvetia-robotics.example");
    const search = await company.get("/api/jobs?q=engineer");
    expect(search.status).toBe(200);
    expect(search.json.total).toBeGreaterThan(0);

    for (const demo of DEMO_STUDENTS) {
      const student = await signIn(app, demo.email);
      const list = await student.get("/api/cvs");
      expect(list.status).toBe(200);
      expect(list.json.items[0]).toMatchObject({ isPrimary: true, hasFile: true });
      const cv = await student.get(`/api/cvs/${list.json.items[0].id}`);
      expect(cv.json.file).toMatchObject({ purpose: "cv", contentType: "application/pdf" });
      // What a company sees follows the student's choice.
      expect((await company.get(`/api/cvs/${cv.json.id}`)).status).toBe(demo.openToOffers ? 200 : 404);
    }
  });

  it("signs in a generated student too (the bulk path stores the same credential as sign-up)", async ({ app, db }) => {
    const [generated] = await db
      .select({ email: students.emailAddress })
      .from(students)
      .where(eq(students.university, "KU Leuven"))
      .limit(1);
    const client = await signIn(app, generated!.email);
    expect((await client.get("/api/me")).json).toMatchObject({ account: { role: "student" } });
  });

  it("does nothing on a database that has users", async ({ app, db }) => {
    await loadDemoData({ deps: app.deps });
    const [companyCount] = await db.select({ n: count() }).from(companies);
    const [cvCount] = await db.select({ n: count() }).from(cvs);
    expect(companyCount?.n).toBe(DEMO_COMPANY_COUNT);
    expect(cvCount?.n).toBeGreaterThan(DEMO_STUDENT_COUNT);
  });
});
