import { eq, sql } from "drizzle-orm";
import { describe, expect } from "vitest";
import { applications } from "../../db/schema/index.ts";
import { it } from "../../test/api-test.ts";
import { applied, company, job, moved, student } from "../../test/application-fixtures.ts";
import type { TestClient } from "../../test/test-app.ts";

// GET /api/matching/candidates?overdue=true: the applicants the company owes an answer for 21 days or more.

type Item = { student: { id: string }; application: { id: string; status: string; overdue: boolean } | null };

async function candidates(client: TestClient, query: string) {
  const response = await client.get(`/api/matching/candidates?${query}`);
  expect(response.status, response.text).toBe(200);
  return response.json as { items: Item[]; total: number };
}

const rustCv = {
  skills: [{ skillId: "rust", level: 4 }],
  desiredTypes: [],
  preferredPlaces: [],
  availableFrom: null,
  availableTo: null,
};
const rustJob = { title: "Rust Intern", requiredSkills: [{ skillId: "rust", level: 3 }] };

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

    const overdue = await candidates(employer.client, `jobId=${jobId}&scope=applicants&overdue=true`);
    expect(overdue.total).toBe(1);
    expect(overdue.items.map((item) => item.student.id)).toEqual([waiting.id]);
    expect(overdue.items[0]!.application).toMatchObject({ id: old.id, overdue: true });

    // With a status filter, both apply; overdue=false lists everyone.
    const reviewedOnly = await candidates(
      employer.client,
      `jobId=${jobId}&scope=applicants&overdue=true&status=reviewed`,
    );
    expect(reviewedOnly.total).toBe(0);
    expect((await candidates(employer.client, `jobId=${jobId}&scope=applicants&overdue=false`)).total).toBe(3);
    expect((await candidates(employer.client, `jobId=${jobId}&scope=all&overdue=true`)).total).toBe(1);

    // A move is an answer: no longer overdue.
    await moved(employer, old.id, { status: "reviewed" });
    expect((await candidates(employer.client, `jobId=${jobId}&scope=applicants&overdue=true`)).total).toBe(0);
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
