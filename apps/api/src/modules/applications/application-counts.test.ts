import { eq, sql } from "drizzle-orm";
import { describe, expect } from "vitest";
import { applications } from "../../db/schema/index.ts";
import { it } from "../../test/api-test.ts";
import { applied, company, type Company, job, moved, NO_SUCH_ID, student } from "../../test/application-fixtures.ts";

// GET /api/applications/counts: a company's applications per job and status, overdue, and open invitations.

let acme: Company;
let rival: Company;
it.beforeAll(async ({ app }) => {
  acme = await company(app, "Acme Counting");
  rival = await company(app, "Rival Counting");
});

describe("application counts", () => {
  it("counts each job's applications per status, the overdue ones and the open invitations", async ({ app, db }) => {
    const busy = await job(acme, { title: "Busy job" });
    const quiet = await job(acme, { title: "Quiet job" });
    await job(acme, { title: "Nobody yet" });
    const [ada, ben, cleo, dan, eve] = await Promise.all([1, 2, 3, 4, 5].map(() => student(app)));

    const waiting = await applied(ada!, busy);
    await applied(ben!, busy);
    const reviewed = await applied(cleo!, busy);
    await moved(acme, reviewed.id, { status: "reviewed" });
    const withdrawn = await applied(dan!, busy);
    expect((await dan!.client.post(`/api/applications/${withdrawn.id}/withdraw`, {})).status).toBe(200);
    await db
      .update(applications)
      .set({ createdAt: sql`now() - interval '30 days'` })
      .where(eq(applications.id, waiting.id));
    const invitation = await acme.client.post("/api/invitations", {
      jobId: quiet,
      studentId: eve!.id,
      message: "Come and see us.",
    });
    expect(invitation.status).toBe(201);

    const response = await acme.client.get("/api/applications/counts");
    expect(response.status).toBe(200);
    // Jobs with nothing to count are left out; the newest job comes first.
    expect(response.json.jobs).toEqual([
      {
        jobId: quiet,
        jobTitle: "Quiet job",
        jobStatus: "published",
        byStatus: {
          applied: 0,
          reviewed: 0,
          shortlisted: 0,
          interview: 0,
          offer: 0,
          hired: 0,
          rejected: 0,
          withdrawn: 0,
        },
        total: 0,
        open: 0,
        overdue: 0,
        openInvitations: 1,
      },
      {
        jobId: busy,
        jobTitle: "Busy job",
        jobStatus: "published",
        byStatus: {
          applied: 2,
          reviewed: 1,
          shortlisted: 0,
          interview: 0,
          offer: 0,
          hired: 0,
          rejected: 0,
          withdrawn: 1,
        },
        total: 4,
        open: 3,
        overdue: 1,
        openInvitations: 0,
      },
    ]);

    // The same numbers as the lists' totals.
    const overdueList = await acme.client.get(`/api/applications?jobId=${busy}&overdue=true`);
    expect(overdueList.json.total).toBe(1);
    const appliedList = await acme.client.get(`/api/applications?jobId=${busy}&status=applied`);
    expect(appliedList.json.total).toBe(2);

    // One job, asked for by id, also when it has nothing yet.
    const one = await acme.client.get(`/api/applications/counts?jobId=${busy}`);
    expect(one.json.jobs.map((entry: { jobId: string }) => entry.jobId)).toEqual([busy]);
    const empty = await job(acme, { title: "Empty job" });
    const none = await acme.client.get(`/api/applications/counts?jobId=${empty}`);
    expect(none.json.jobs).toMatchObject([{ jobId: empty, total: 0, open: 0, overdue: 0, openInvitations: 0 }]);
  });

  it("counts only the company's own applications", async ({ app }) => {
    const theirs = await job(rival, { title: "Rival's job" });
    const student1 = await student(app);
    await applied(student1, theirs);

    const response = await acme.client.get("/api/applications/counts");
    expect(response.status).toBe(200);
    expect(response.json.jobs.map((entry: { jobId: string }) => entry.jobId)).not.toContain(theirs);
    const rivalCounts = await rival.client.get("/api/applications/counts");
    expect(rivalCounts.json.jobs).toMatchObject([{ jobId: theirs, total: 1, byStatus: { applied: 1 } }]);
  });

  it("answers 404 for another company's job or one that does not exist, 400 for a bad id", async () => {
    const theirs = await job(rival);
    for (const jobId of [theirs, NO_SUCH_ID, "not-a-uuid"]) {
      const response = await acme.client.get(`/api/applications/counts?jobId=${jobId}`);
      expect(response.status, jobId).toBe(404);
      expect(response.json.error.code).toBe("not-found");
    }
    const tooLong = await acme.client.get(`/api/applications/counts?jobId=${"x".repeat(65)}`);
    expect(tooLong.status).toBe(400);
    expect(tooLong.json.error.fields.jobId).toBeDefined();
  });

  it("is for companies: a student gets 403, nobody signed in 401", async ({ app }) => {
    const lena = await student(app);
    const response = await lena.client.get("/api/applications/counts");
    expect(response.status).toBe(403);
    expect((await app.client().get("/api/applications/counts")).status).toBe(401);
  });

  it("is in the OpenAPI document, beside the applications' routes", async ({ app }) => {
    const document = (await app.client().get("/api/openapi.json")).json;
    const counts = document.paths["/applications/counts"];
    expect(Object.keys(counts)).toEqual(["get"]);
    expect(counts.get.parameters.map((parameter: { name: string }) => parameter.name)).toEqual(["jobId"]);
    expect(counts.get.responses["200"].content["application/json"].schema).toBeDefined();
    expect(Object.keys(counts.get.responses).sort()).toEqual(["200", "400", "401", "403", "404", "503"]);
  });
});
