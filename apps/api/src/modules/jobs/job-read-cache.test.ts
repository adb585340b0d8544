import { sql } from "drizzle-orm";
import { describe, expect } from "vitest";
import { it } from "../../test/api-test.ts";
import { newStudent, type TestClient } from "../../test/test-app.ts";
import { publishableJob } from "../../test/job-fixtures.ts";

// Public search pages and job rows are cached per catalogue generation (decision 006). These tests ask the
// same thing twice around a change and expect the change every time: a stale answer fails them.
let owner: TestClient;
let student: TestClient;
let rival: TestClient;

it.beforeAll(async ({ signedInCompany, signedInStudent }) => {
  owner = (await signedInCompany({ name: "Marsupial Labs" })).client;
  student = (await signedInStudent()).client;
  rival = (await signedInCompany({ name: "Rival Works" })).client;
});

const titles = async (query: string) =>
  (await student.get(`/api/jobs?${query}`)).json.items.map((item: { title: string }) => item.title);

describe("cached job reads", () => {
  it("see a change made past the API, as another server process would make it", async ({ db }) => {
    const job = (await owner.post("/api/jobs", { ...publishableJob({ title: "Quokka Keeper" }), publish: true })).json;
    expect(await titles("q=quokka")).toEqual(["Quokka Keeper"]);
    expect((await student.get(`/api/jobs/${job.id}`)).json.title).toBe("Quokka Keeper");

    await db.execute(sql`update jobs set title = 'Wombat Keeper' where id = ${job.id}`);
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
  it("reads every search from the database and keeps nothing", async ({ app, startApp }) => {
    const uncached = await startApp({ READ_CACHE: "false" });
    const { client: reader } = await newStudent(uncached);
    await reader.get("/api/jobs?q=anything");
    expect(uncached.deps.jobReads.pages.size).toBe(0);
    await student.get("/api/jobs?q=anything");
    expect(app.deps.jobReads.pages.size).toBeGreaterThan(0);
  });
});
