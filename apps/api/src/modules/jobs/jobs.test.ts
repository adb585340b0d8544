import { eq } from "drizzle-orm";
import { describe, expect } from "vitest";
import { jobs } from "../../db/schema/index.ts";
import { it } from "../../test/api-test.ts";
import { GOOD_PASSWORD, type TestClient } from "../../test/test-app.ts";
import { LONG_DESCRIPTION, PLACES, publishableJob } from "../../test/job-fixtures.ts";

/** How the companies of these tests sign up, unless a test says otherwise. */
const HELVETIA = { name: "Helvetia Robotics", address: PLACES.zurich };

// Signing up hashes a password (about 0.3 s): tests share these unless they count a company's jobs.
let owner: { client: TestClient; id: string };
let rival: { client: TestClient; id: string };
let reader: TestClient;
it.beforeAll(async ({ signedInCompany, signedInStudent }) => {
  owner = await signedInCompany(HELVETIA);
  rival = await signedInCompany({ ...HELVETIA, name: "Other AG" });
  reader = (await signedInStudent()).client;
});

const NO_JOB = "00000000-0000-4000-8000-000000000000";

async function createJob(client: TestClient, body: Record<string, unknown>) {
  const response = await client.post("/api/jobs", body);
  if (response.status !== 201) throw new Error(`create failed: ${response.status} ${response.text}`);
  return response.json;
}

describe("POST /api/jobs", () => {
  it("saves a draft with defaults for what was left out", async () => {
    const { client, id } = owner;
    const response = await client.post("/api/jobs", {
      title: "  Robotics Intern ",
      type: "internship",
      workMode: "on-site",
    });
    expect(response.status).toBe(201);
    expect(response.json).toMatchObject({
      title: "Robotics Intern",
      status: "draft",
      description: "",
      location: null,
      requiredSkills: [],
      niceToHaveSkills: [],
      languages: [],
      fieldsOfStudy: [],
      pay: null,
      positions: 1,
      publishedAt: null,
      companyId: id,
    });
    expect(response.json.company).toEqual({
      id,
      name: "Helvetia Robotics",
      address: PLACES.zurich,
      logoUrl: null,
      verified: false,
    });
    expect(response.json.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("publishes at once when asked and complete", async () => {
    const { client } = owner;
    const response = await client.post("/api/jobs", { ...publishableJob(), publish: true });
    expect(response.status).toBe(201);
    expect(response.json.status).toBe("published");
    expect(response.json.publishedAt).toBe(response.json.createdAt);
    expect(response.json).toMatchObject(publishableJob());
  });

  it("refuses to publish an incomplete job, says what is missing and saves nothing", async ({
    db,
    signedInCompany,
  }) => {
    const { client, id } = await signedInCompany(HELVETIA);
    const response = await client.post("/api/jobs", {
      title: "Half a job",
      type: "internship",
      workMode: "hybrid",
      description: "Too short.",
      deadline: "2020-01-01",
      publish: true,
    });
    expect(response.status).toBe(400);
    expect(Object.keys(response.json.error.fields).sort()).toEqual([
      "deadline",
      "description",
      "durationMonths",
      "location",
      "pay",
    ]);
    expect(await db.select().from(jobs).where(eq(jobs.companyId, id))).toHaveLength(0);
  });

  it("lets a remote job go without a place", async () => {
    const { client } = owner;
    const response = await client.post("/api/jobs", {
      ...publishableJob({ workMode: "remote", location: null }),
      publish: true,
    });
    expect(response.status).toBe(201);
    expect(response.json).toMatchObject({ status: "published", workMode: "remote", location: null });
  });

  it("is for companies only", async ({ app }) => {
    const response = await reader.post("/api/jobs", publishableJob());
    expect(response.status).toBe(403);
    expect(response.json.error).toMatchObject({ code: "forbidden", message: "This is for companies." });
    expect((await app.client().post("/api/jobs", publishableJob())).status).toBe(401);
  });

  it.each([
    ["no title", { title: undefined }, "title", /Enter a title/],
    ["a short title", { title: "ab" }, "title", /at least 3/],
    ["an unknown type", { type: "gig" }, "type", /job type/],
    ["an unknown work mode", { workMode: "moon" }, "workMode", /on-site, hybrid or remote/],
    ["an unknown field", { salary: 5 }, "salary", /not accepted/],
    [
      "pay with max below min",
      { pay: { min: 5000, max: 4000, currency: "EUR", period: "month" } },
      "pay.max",
      /below the minimum/,
    ],
    ["an unknown currency", { pay: { min: 1, max: 2, currency: "XYZ", period: "month" } }, "pay.currency", /currency/],
    [
      "a negative pay",
      { pay: { min: -5, max: 10, currency: "EUR", period: "month" } },
      "pay.min",
      /cannot be negative/,
    ],
    [
      "an unknown skill",
      { requiredSkills: [{ skillId: "telepathy", level: 3 }] },
      "requiredSkills.0.skillId",
      /from the list/,
    ],
    ["a skill level of 6", { requiredSkills: [{ skillId: "python", level: 6 }] }, "requiredSkills.0.level", /./],
    [
      "a nice-to-have skill that is required",
      { requiredSkills: [{ skillId: "python", level: 3 }], niceToHaveSkills: [{ skillId: "python", level: 4 }] },
      "niceToHaveSkills.0.skillId",
      /already a required skill/,
    ],
    ["an unknown language", { languages: [{ language: "xx", level: "B2" }] }, "languages.0.language", /from the list/],
    [
      "a CEFR level that does not exist",
      { languages: [{ language: "de", level: "D1" }] },
      "languages.0.level",
      /A1 to C2/,
    ],
    ["a date that does not exist", { startDate: "2027-02-30" }, "startDate", /does not exist/],
    ["a date in another form", { deadline: "31.01.2027" }, "deadline", /YYYY-MM-DD/],
    [
      "a deadline after the start",
      { startDate: "2027-03-01", deadline: "2027-04-01" },
      "deadline",
      /after the start date/,
    ],
    ["37 months", { durationMonths: 37 }, "durationMonths", /At most 36/],
    ["no openings", { positions: 0 }, "positions", /At least 1/],
    [
      "11 fields of study",
      { fieldsOfStudy: Array.from({ length: 11 }, (_, i) => `Field ${i}`) },
      "fieldsOfStudy",
      /at most 10/,
    ],
    ["a bad place", { location: { label: "Somewhere" } }, "location.id", /./],
    ["a too long description", { description: "x".repeat(20_001) }, "description", /20,000/],
    ["publish as a string", { publish: "yes" }, "publish", /true or false/],
  ])("rejects %s with a field error", async (_label, override, field, message) => {
    const { client } = owner;
    const response = await client.post("/api/jobs", { ...publishableJob(), ...override });
    expect(response.status).toBe(400);
    expect(response.json.error.code).toBe("invalid-input");
    expect(response.json.error.fields[field]).toMatch(message);
  });

  it("rejects malformed JSON with 400", async () => {
    const { client } = owner;
    const response = await client.request("POST", "/api/jobs", { rawBody: "{ nope" });
    expect(response.status).toBe(400);
  });
});

describe("GET /api/jobs/{id}", () => {
  it("shows a published job to any signed-in user and a draft to its company only", async ({ app }) => {
    const published = await createJob(owner.client, { ...publishableJob(), publish: true });
    const draft = await createJob(owner.client, { title: "Secret plans", type: "full-time", workMode: "remote" });
    const other = rival;

    expect((await reader.get(`/api/jobs/${published.id}`)).json).toEqual(published);
    expect((await owner.client.get(`/api/jobs/${draft.id}`)).json).toEqual(draft);
    for (const client of [reader, other.client]) {
      const response = await client.get(`/api/jobs/${draft.id}`);
      expect(response.status).toBe(404);
      expect(response.json.error.code).toBe("not-found");
    }
    expect((await app.client().get(`/api/jobs/${published.id}`)).status).toBe(401);
  });

  it("answers 404, never 500, for ids that are not jobs", async () => {
    for (const id of [NO_JOB, "42", "not-a-uuid", "'; drop table jobs; --"]) {
      expect((await reader.get(`/api/jobs/${encodeURIComponent(id)}`)).status, id).toBe(404);
    }
  });
});

describe("PATCH /api/jobs/{id}", () => {
  it("changes only the fields sent, clears with null and moves updatedAt", async () => {
    const { client } = owner;
    const job = await createJob(client, publishableJob());
    const response = await client.patch(`/api/jobs/${job.id}`, { title: "Robotics Software Intern", minDegree: null });
    expect(response.status).toBe(200);
    expect(response.json).toEqual({
      ...job,
      title: "Robotics Software Intern",
      minDegree: null,
      updatedAt: response.json.updatedAt,
    });
    expect(Date.parse(response.json.updatedAt)).toBeGreaterThanOrEqual(Date.parse(job.updatedAt));
  });

  it("keeps the search copies in step with the fields", async ({ db }) => {
    const { client } = owner;
    const job = await createJob(client, publishableJob());
    await client.patch(`/api/jobs/${job.id}`, {
      location: PLACES.berlin,
      pay: { min: 40_000, max: 50_000, currency: "EUR", period: "year" },
      requiredSkills: [{ skillId: "python", level: 2 }],
      niceToHaveSkills: [{ skillId: "docker", level: 1 }],
    });
    const [row] = await db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(row).toMatchObject({
      lat: PLACES.berlin.lat,
      lon: PLACES.berlin.lon,
      payMinYearly: 40_000,
      payMaxYearly: 50_000,
      payCurrency: "EUR",
      skillIds: ["python", "docker"],
      skillLabels: "Python Docker",
    });
  });

  it("rejects unknown fields, read-only fields and bad values field by field", async () => {
    const { client } = owner;
    const job = await createJob(client, publishableJob());
    for (const body of [{ status: "published" }, { companyId: "x" }, { positions: "two" }, { bonus: 1 }]) {
      const response = await client.patch(`/api/jobs/${job.id}`, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(response.json.error.fields)).toEqual(Object.keys(body));
    }
    const clash = await client.patch(`/api/jobs/${job.id}`, {
      niceToHaveSkills: [{ skillId: "typescript", level: 1 }],
    });
    expect(clash.status).toBe(400);
    expect(clash.json.error.fields["niceToHaveSkills.0.skillId"]).toMatch(/already a required skill/);
  });

  it("keeps a published job complete", async () => {
    const { client } = owner;
    const job = await createJob(client, { ...publishableJob(), publish: true });
    for (const [body, field] of [
      [{ pay: null }, "pay"],
      [{ description: "Short now." }, "description"],
      [{ location: null }, "location"],
      [{ durationMonths: null }, "durationMonths"],
    ] as const) {
      const response = await client.patch(`/api/jobs/${job.id}`, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(response.json.error.fields)).toEqual([field]);
    }
    // Remote jobs need no place, so going remote and dropping the place together is fine.
    const remote = await client.patch(`/api/jobs/${job.id}`, { workMode: "remote", location: null });
    expect(remote.status).toBe(200);
  });

  it("lets a draft be as incomplete as it likes", async () => {
    const { client } = owner;
    const job = await createJob(client, publishableJob());
    const response = await client.patch(`/api/jobs/${job.id}`, { pay: null, description: "", location: null });
    expect(response.status).toBe(200);
  });

  it("lets a published job whose deadline passed still be edited", async ({ db }) => {
    const { client } = owner;
    const job = await createJob(client, { ...publishableJob(), publish: true });
    await db.update(jobs).set({ deadline: "2020-01-01", startDate: "2020-02-01" }).where(eq(jobs.id, job.id));
    expect((await client.patch(`/api/jobs/${job.id}`, { positions: 3 })).status).toBe(200);
    const moved = await client.patch(`/api/jobs/${job.id}`, { deadline: "2019-12-01" });
    expect(moved.status).toBe(400);
    expect(moved.json.error.fields.deadline).toMatch(/passed/);
  });

  it("is 403 for students, 404 for another company's or a missing job, 401 signed out", async ({ app }) => {
    const { client } = owner;
    const job = await createJob(client, publishableJob());
    expect((await reader.patch(`/api/jobs/${job.id}`, { title: "Mine now" })).status).toBe(403);
    const other = rival;
    expect((await other.client.patch(`/api/jobs/${job.id}`, { title: "Mine now" })).status).toBe(404);
    expect((await client.patch(`/api/jobs/${NO_JOB}`, { title: "Nothing" })).status).toBe(404);
    expect((await app.client().patch(`/api/jobs/${job.id}`, { title: "Mine now" })).status).toBe(401);
    expect((await client.get(`/api/jobs/${job.id}`)).json.title).toBe(job.title);
  });
});

describe("publish, close, reopen", () => {
  it("follows draft → published → closed → published, keeping the first publication date", async () => {
    const { client } = owner;
    const job = await createJob(client, publishableJob());
    const published = await client.post(`/api/jobs/${job.id}/publish`);
    expect(published.status).toBe(200);
    expect(published.json.status).toBe("published");
    expect(published.json.publishedAt).not.toBeNull();

    const closed = await client.post(`/api/jobs/${job.id}/close`);
    expect(closed.status).toBe(200);
    expect(closed.json.status).toBe("closed");
    // A closed job stays readable for everyone (links keep working and say it is closed).
    expect((await reader.get(`/api/jobs/${job.id}`)).json.status).toBe("closed");

    const reopened = await client.post(`/api/jobs/${job.id}/reopen`);
    expect(reopened.status).toBe(200);
    expect(reopened.json).toMatchObject({ status: "published", publishedAt: published.json.publishedAt });
  });

  it("answers 409 with a clear message for the wrong state", async () => {
    const { client } = owner;
    const draft = await createJob(client, publishableJob());
    const open = await createJob(client, { ...publishableJob(), publish: true });
    const closed = await createJob(client, { ...publishableJob(), publish: true });
    await client.post(`/api/jobs/${closed.id}/close`);
    const cases: [string, string, RegExp][] = [
      [draft.id, "close", /draft is not open/],
      [draft.id, "reopen", /Publish it instead/],
      [open.id, "publish", /already published/],
      [open.id, "reopen", /already open/],
      [closed.id, "publish", /Reopen it/],
      [closed.id, "close", /already closed/],
    ];
    for (const [id, action, message] of cases) {
      const response = await client.post(`/api/jobs/${id}/${action}`);
      expect(response.status, action).toBe(409);
      expect(response.json.error).toMatchObject({ code: "conflict" });
      expect(response.json.error.message).toMatch(message);
    }
  });

  it("refuses to publish or reopen an incomplete job with the missing fields", async ({ db }) => {
    const { client } = owner;
    const draft = await createJob(client, { title: "Bare", type: "full-time", workMode: "on-site" });
    const response = await client.post(`/api/jobs/${draft.id}/publish`);
    expect(response.status).toBe(400);
    expect(Object.keys(response.json.error.fields).sort()).toEqual(["description", "location", "pay"]);

    const closed = await createJob(client, { ...publishableJob(), publish: true });
    await client.post(`/api/jobs/${closed.id}/close`);
    await db.update(jobs).set({ deadline: "2020-01-01", startDate: null }).where(eq(jobs.id, closed.id));
    const reopen = await client.post(`/api/jobs/${closed.id}/reopen`);
    expect(reopen.status).toBe(400);
    expect(reopen.json.error.fields.deadline).toMatch(/passed/);
  });

  it("publishes once when asked twice at the same time", async () => {
    const { client } = owner;
    const job = await createJob(client, publishableJob());
    const answers = await Promise.all([
      client.post(`/api/jobs/${job.id}/publish`),
      client.post(`/api/jobs/${job.id}/publish`),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
  });

  it("is only for the owning company", async ({ app }) => {
    const { client } = owner;
    const job = await createJob(client, publishableJob());
    const other = rival;
    for (const action of ["publish", "close", "reopen"]) {
      expect((await reader.post(`/api/jobs/${job.id}/${action}`)).status).toBe(403);
      expect((await other.client.post(`/api/jobs/${job.id}/${action}`)).status).toBe(404);
      expect((await app.client().post(`/api/jobs/${job.id}/${action}`)).status).toBe(401);
      expect((await client.post(`/api/jobs/not-a-uuid/${action}`)).status).toBe(404);
    }
    expect((await client.get(`/api/jobs/${job.id}`)).json.status).toBe("draft");
  });
});

describe("DELETE /api/jobs/{id}", () => {
  it("deletes the company's own job in any state", async () => {
    const { client } = owner;
    for (const publish of [false, true]) {
      const job = await createJob(client, { ...publishableJob(), publish });
      expect((await client.delete(`/api/jobs/${job.id}`)).status).toBe(204);
      expect((await client.get(`/api/jobs/${job.id}`)).status).toBe(404);
    }
  });

  it("is 403 for students, 404 for other companies and missing jobs, 401 signed out", async ({ app }) => {
    const { client } = owner;
    const job = await createJob(client, { ...publishableJob(), publish: true });
    expect((await reader.delete(`/api/jobs/${job.id}`)).status).toBe(403);
    expect((await rival.client.delete(`/api/jobs/${job.id}`)).status).toBe(404);
    expect((await app.client().delete(`/api/jobs/${job.id}`)).status).toBe(401);
    expect((await client.delete(`/api/jobs/${NO_JOB}`)).status).toBe(404);
    expect((await client.get(`/api/jobs/${job.id}`)).status).toBe(200);
  });

  it("goes with the company when the company deletes its account", async ({ db, signedInCompany }) => {
    const { client, id } = await signedInCompany(HELVETIA);
    await createJob(client, { ...publishableJob(), publish: true });
    expect((await client.delete("/api/me", { password: GOOD_PASSWORD })).status).toBe(204);
    expect(await db.select().from(jobs).where(eq(jobs.companyId, id))).toHaveLength(0);
  });
});

describe("company rename", () => {
  it("renames the company on its jobs and in search", async ({ app, signedInCompany }) => {
    const { client } = await signedInCompany({ ...HELVETIA, name: "Quokka Labs" });
    const job = await createJob(client, { ...publishableJob({ title: "Firmware Intern" }), publish: true });
    expect((await reader.get("/api/jobs?q=quokka")).json.items.map((item: { id: string }) => item.id)).toEqual([
      job.id,
    ]);

    expect((await client.patch("/api/me/account", { name: "Wombat Systems" })).status).toBe(200);
    // The jobs' copies of the name are refreshed by the outbox worker, after the rename's transaction.
    await app.deps.outbox.drain();
    expect((await reader.get("/api/jobs?q=quokka")).json.total).toBe(0);
    const found = await reader.get("/api/jobs?q=wombat");
    expect(found.json.items).toHaveLength(1);
    expect(found.json.items[0].company.name).toBe("Wombat Systems");
    expect((await reader.get(`/api/jobs/${job.id}`)).json.company.name).toBe("Wombat Systems");
  });
});

describe("a company's own jobs", () => {
  it("lists every state with mine=true, filters by status, and refuses students", async ({ signedInCompany }) => {
    const { client } = await signedInCompany(HELVETIA);
    const draft = await createJob(client, publishableJob({ title: "Draft one" }));
    const open = await createJob(client, { ...publishableJob({ title: "Open one" }), publish: true });
    const closed = await createJob(client, { ...publishableJob({ title: "Closed one" }), publish: true });
    await client.post(`/api/jobs/${closed.id}/close`);
    await createJob(rival.client, { ...publishableJob(), publish: true });

    const mine = await client.get("/api/jobs?mine=true");
    expect(mine.status).toBe(200);
    expect(mine.json.total).toBe(3);
    expect(mine.json.items.map((item: { id: string }) => item.id)).toEqual([closed.id, open.id, draft.id]);
    expect(mine.json.items.map((item: { status: string }) => item.status)).toEqual(["closed", "published", "draft"]);

    const some = await client.get("/api/jobs?mine=true&status=draft&status=closed");
    expect(some.json.items.map((item: { id: string }) => item.id).sort()).toEqual([draft.id, closed.id].sort());
    expect((await client.get("/api/jobs?mine=true&status=draft,published")).json.total).toBe(2);

    const forStudent = await reader.get("/api/jobs?mine=true");
    expect(forStudent.status).toBe(403);
    const statusAlone = await client.get("/api/jobs?status=draft");
    expect(statusAlone.status).toBe(400);
    expect(statusAlone.json.error.fields.status).toMatch(/mine=true/);
  });

  it("summarises counts by status and what needs attention", async ({ app, db, signedInCompany }) => {
    const { client } = await signedInCompany(HELVETIA);
    const incomplete = await createJob(client, { title: "Bare draft", type: "full-time", workMode: "on-site" });
    const ready = await createJob(client, publishableJob({ title: "Ready draft" }));
    const late = await createJob(client, { ...publishableJob({ title: "Late job" }), publish: true });
    await db.update(jobs).set({ deadline: "2020-01-01", startDate: null }).where(eq(jobs.id, late.id));
    const done = await createJob(client, { ...publishableJob(), publish: true });
    await client.post(`/api/jobs/${done.id}/close`);

    const response = await client.get("/api/jobs/mine/summary");
    expect(response.status).toBe(200);
    expect(response.json.byStatus).toEqual({ draft: 2, published: 1, closed: 1 });
    expect(response.json.total).toBe(4);
    const byJob = Object.fromEntries(response.json.attention.map((item: { jobId: string }) => [item.jobId, item]));
    expect(Object.keys(byJob).sort()).toEqual([incomplete.id, ready.id, late.id].sort());
    expect(byJob[incomplete.id]).toMatchObject({
      reason: "draft-incomplete",
      missing: ["description", "location", "pay"],
    });
    expect(byJob[ready.id]).toMatchObject({ reason: "draft-ready", missing: [] });
    expect(byJob[late.id]).toMatchObject({ reason: "deadline-passed", status: "published" });

    expect((await reader.get("/api/jobs/mine/summary")).status).toBe(403);
    expect((await app.client().get("/api/jobs/mine/summary")).status).toBe(401);
  });
});

describe("GET /api/companies/{id}", () => {
  it("shows the public profile, open jobs and counts, without contact details", async ({ signedInCompany }) => {
    const { client, id } = await signedInCompany({
      ...HELVETIA,
      industry: "Robotics",
      website: "https://helvetia.example",
      sizeBand: "51-250",
    });
    const open = await createJob(client, { ...publishableJob({ title: "Open role" }), publish: true });
    const closed = await createJob(client, { ...publishableJob({ title: "Closed role" }), publish: true });
    await client.post(`/api/jobs/${closed.id}/close`);
    await createJob(client, publishableJob({ title: "Draft role" }));

    const response = await reader.get(`/api/companies/${id}`);
    expect(response.status).toBe(200);
    expect(response.json.company).toMatchObject({
      id,
      name: "Helvetia Robotics",
      industry: "Robotics",
      sizeBand: "51-250",
      logoUrl: null,
    });
    expect(response.json.company).not.toHaveProperty("emailAddress");
    expect(response.text).not.toMatch(/@test\.example/);
    expect(response.json.openJobs.map((job: { id: string }) => job.id)).toEqual([open.id]);
    expect(response.json.openJobs[0].excerpt).toMatch(/^You join/);
    expect(response.json.counts).toEqual({ openJobs: 1, totalJobsPosted: 2 });
  });

  it("is 404 for an unknown id or a student, 401 signed out", async ({ app, signedInStudent, signedInCompany }) => {
    const { client: reader, id: studentId } = await signedInStudent();
    expect((await reader.get(`/api/companies/${studentId}`)).status).toBe(404);
    expect((await reader.get("/api/companies/nobody")).status).toBe(404);
    const { id } = await signedInCompany(HELVETIA);
    expect((await app.client().get(`/api/companies/${id}`)).status).toBe(401);
  });
});

describe("OpenAPI", () => {
  it("documents the job and company routes", async ({ app }) => {
    const doc = (await app.client().get("/api/openapi.json")).json;
    for (const path of [
      "/jobs",
      "/jobs/{id}",
      "/jobs/{id}/publish",
      "/jobs/{id}/close",
      "/jobs/{id}/reopen",
      "/jobs/mine/summary",
      "/companies/{id}",
    ]) {
      expect(doc.paths, path).toHaveProperty([path]);
    }
    expect(Object.keys(doc.paths["/jobs/{id}"]).sort()).toEqual(["delete", "get", "patch"]);
    expect(LONG_DESCRIPTION.length).toBeGreaterThanOrEqual(100);
  });
});
