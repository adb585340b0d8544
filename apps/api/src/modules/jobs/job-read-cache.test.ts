import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signUpCompany, signUpStudent, type TestClient } from "../../test/test-app.ts";
import { publishableJob } from "../../test/job-fixtures.ts";

// Public search pages and job rows are cached per catalogue generation (decision 006). These tests ask the
// same thing twice around a change and expect the change every time: a stale answer fails them.
let t: Awaited<ReturnType<typeof createTestApp>>;
let owner: TestClient;
let student: TestClient;
let rival: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  owner = t.client();
  await signUpCompany(owner, { name: "Marsupial Labs" });
  student = t.client();
  await signUpStudent(student);
  rival = t.client();
  await signUpCompany(rival, { name: "Rival Works" });
});
afterAll(async () => {
  await t.close();
});

const titles = async (query: string) =>
  (await student.get(`/api/jobs?${query}`)).json.items.map((item: { title: string }) => item.title);

describe("cached job reads", () => {
  it("see a change made past the API, as another server process would make it", async () => {
    const job = (await owner.post("/api/jobs", { ...publishableJob({ title: "Quokka Keeper" }), publish: true })).json;
    expect(await titles("q=quokka")).toEqual(["Quokka Keeper"]);
    expect((await student.get(`/api/jobs/${job.id}`)).json.title).toBe("Quokka Keeper");

    await t.deps.database.db.execute(sql`update jobs set title = 'Wombat Keeper' where id = ${job.id}`);
    expect(await titles("q=quokka")).toEqual([]);
    expect(await titles("q=wombat")).toEqual(["Wombat Keeper"]);
    expect((await student.get(`/api/jobs/${job.id}`)).json.title).toBe("Wombat Keeper");
  });

  it("see publishing, editing and closing through the API at once", async () => {
    const draft = (await owner.post("/api/jobs", publishableJob({ title: "Platypus Painter" }))).json;
    expect(await titles("q=platypus")).toEqual([]);
    await owner.post(`/api/jobs/${draft.id}/publish`);
    expect(await titles("q=platypus")).toEqual(["Platypus Painter"]);

    await owner.patch(`/api/jobs/${draft.id}`, { title: "Platypus Sculptor" });
    expect(await titles("q=platypus")).toEqual(["Platypus Sculptor"]);
    expect((await student.get(`/api/jobs/${draft.id}`)).json.title).toBe("Platypus Sculptor");

    await owner.post(`/api/jobs/${draft.id}/close`);
    expect(await titles("q=platypus")).toEqual([]);
    expect((await student.get(`/api/jobs/${draft.id}`)).json.status).toBe("closed");
  });

  it("see the company's new name on its jobs", async () => {
    await owner.post("/api/jobs", { ...publishableJob({ title: "Echidna Guide" }), publish: true });
    const companyOf = async () =>
      (await student.get("/api/jobs?q=echidna")).json.items.map(
        (item: { company: { name: string } }) => item.company.name,
      );
    expect(await companyOf()).toEqual(["Marsupial Labs"]);
    await owner.patch("/api/me/account", { name: "Marsupial Collective" });
    expect(await companyOf()).toEqual(["Marsupial Collective"]);
  });

  it("still check who may see a draft on every request", async () => {
    const draft = (await owner.post("/api/jobs", publishableJob({ title: "Numbat Scout" }))).json;
    expect((await owner.get(`/api/jobs/${draft.id}`)).status).toBe(200);
    expect((await rival.get(`/api/jobs/${draft.id}`)).status).toBe(404);
    expect((await student.get(`/api/jobs/${draft.id}`)).status).toBe(404);
    expect((await owner.get(`/api/jobs/${draft.id}`)).status).toBe(200);
  });

  it("do not remember a job that was missing once it exists (a deleted and unknown id stay 404)", async () => {
    const job = (await owner.post("/api/jobs", publishableJob({ title: "Bilby Tracker" }))).json;
    await owner.delete(`/api/jobs/${job.id}`);
    expect((await owner.get(`/api/jobs/${job.id}`)).status).toBe(404);
    expect((await student.get("/api/jobs/00000000-0000-4000-8000-000000000000")).status).toBe(404);
  });
});

describe("READ_CACHE=false", () => {
  it("reads every search from the database and keeps nothing", async () => {
    const uncached = await createTestApp({ READ_CACHE: "false" });
    try {
      const reader = uncached.client();
      await signUpStudent(reader);
      await reader.get("/api/jobs?q=anything");
      expect(uncached.deps.jobReads.pages.size).toBe(0);
      await student.get("/api/jobs?q=anything");
      expect(t.deps.jobReads.pages.size).toBeGreaterThan(0);
    } finally {
      await uncached.close();
    }
  });
});
