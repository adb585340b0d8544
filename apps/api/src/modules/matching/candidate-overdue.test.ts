import { eq, sql } from "drizzle-orm";
import { describe, expect } from "vitest";
import { applications } from "../../db/schema/index.ts";
import { it } from "../../test/api-test.ts";
import { applied, company, job, moved, student } from "../../test/application-fixtures.ts";
import { listCandidates, rustCv, rustJob } from "../../test/candidate-fixtures.ts";

// GET /api/matching/candidates?overdue=true: the applicants the company owes an answer for 21 days or more.

describe("overdue candidates", () => {
  it("lists only applicants whose open application the company has not moved for 21 days", async ({ app, db }) => {
    const employer = await company(app, "Overdue Labs");
    const jobId = await job(employer, rustJob);
    const waiting = await student(app, {}, rustCv);
    const fresh = await student(app, {}, rustCv);
    const answered = await student(app, {}, rustCv);
    const old = await applied(waiting, jobId);
    await applied(fresh, jobId);
    const rejected = await applied(answered, jobId);
    await db
      .update(applications)
      .set({ createdAt: sql`now() - interval '22 days'` })
      .where(eq(applications.id, old.id));
    // Rejected long ago: final, so never overdue however old.
    await moved(employer, rejected.id, { status: "rejected", reasonCode: "experience" });
    await db
      .update(applications)
      .set({ createdAt: sql`now() - interval '40 days'`, companyActedAt: sql`now() - interval '40 days'` })
      .where(eq(applications.id, rejected.id));

    const overdue = await listCandidates(employer.client, `jobId=${jobId}&scope=applicants&overdue=true`);
    expect(overdue.total).toBe(1);
    expect(overdue.items.map((item) => item.student.id)).toEqual([waiting.id]);
    expect(overdue.items[0]!.application).toMatchObject({ id: old.id, overdue: true });

    // With a status filter, both apply; overdue=false lists everyone.
    const reviewedOnly = await listCandidates(
      employer.client,
      `jobId=${jobId}&scope=applicants&overdue=true&status=reviewed`,
    );
    expect(reviewedOnly.total).toBe(0);
    expect((await listCandidates(employer.client, `jobId=${jobId}&scope=applicants&overdue=false`)).total).toBe(3);
    expect((await listCandidates(employer.client, `jobId=${jobId}&scope=all&overdue=true`)).total).toBe(1);

    // A move is an answer: no longer overdue.
    await moved(employer, old.id, { status: "reviewed" });
    expect((await listCandidates(employer.client, `jobId=${jobId}&scope=applicants&overdue=true`)).total).toBe(0);
  });

  it("refuses overdue with the invitable scope", async ({ app }) => {
    const employer = await company(app, "Overdue Labs");
    const jobId = await job(employer, rustJob);
    const response = await employer.client.get(`/api/matching/candidates?jobId=${jobId}&overdue=true`);
    expect(response.status).toBe(400);
    expect(response.json.error.fields).toHaveProperty("overdue");
    const malformed = await employer.client.get(`/api/matching/candidates?jobId=${jobId}&scope=applicants&overdue=yes`);
    expect(malformed.status).toBe(400);
  });
});
