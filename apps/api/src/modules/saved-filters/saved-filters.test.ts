import { describe, expect } from "vitest";
import { it } from "../../test/api-test.ts";
import { company, type Company, job, NO_SUCH_ID } from "../../test/application-fixtures.ts";
import type { TestClient } from "../../test/test-app.ts";

// A company's saved candidate filters through HTTP: its own only, one name each, the filter validated.

let acme: Company;
let rival: Company;
let acmeJob: string;
let otherAcmeJob: string;
let rivalJob: string;
it.beforeAll(async ({ app }) => {
  acme = await company(app, "Acme Robotics");
  rival = await company(app, "Rival Works");
  acmeJob = await job(acme, { title: "Robotics Intern" });
  otherAcmeJob = await job(acme, { title: "Data Intern" });
  rivalJob = await job(rival);
});

const FILTER = {
  minScore: 60,
  skills: ["python", "sql"],
  languages: ["en", "de"],
  degree: "master",
  university: "ETH Zürich",
  graduationFrom: "2026-06",
  graduationTo: "2027-12",
  distanceKm: 50,
  status: ["applied", "reviewed"],
  scope: "applicants",
};

let counter = 0;
const uniqueName = (prefix = "Filter") => `${prefix} ${++counter}`;

async function saved(client: TestClient, body: Record<string, unknown>) {
  const response = await client.post("/api/saved-filters", { name: uniqueName(), filter: {}, ...body });
  if (response.status !== 201) throw new Error(`save: ${response.status} ${response.text}`);
  return response.json as { id: string; name: string; jobId: string | null };
}

describe("who may", () => {
  it("answers 401 signed out and 403 for a student, on every route", async ({ app, signedInStudent }) => {
    const { id } = await saved(acme.client, {});
    const student = (await signedInStudent()).client;
    for (const [client, status] of [
      [app.client(), 401],
      [student, 403],
    ] as const) {
      const responses = await Promise.all([
        client.get("/api/saved-filters"),
        client.post("/api/saved-filters", { name: "Mine", filter: {} }),
        client.patch(`/api/saved-filters/${id}`, { name: "Mine" }),
        client.delete(`/api/saved-filters/${id}`),
      ]);
      expect(responses.map((response) => response.status)).toEqual([status, status, status, status]);
    }
    // Still there, unchanged.
    const list = await acme.client.get("/api/saved-filters");
    expect(list.json.items.some((item: { id: string }) => item.id === id)).toBe(true);
  });

  it("answers 404 for another company's filter, and leaves it alone", async () => {
    const theirs = await saved(rival.client, { name: uniqueName("Rival's") });
    expect((await acme.client.patch(`/api/saved-filters/${theirs.id}`, { name: "Taken over" })).status).toBe(404);
    expect((await acme.client.delete(`/api/saved-filters/${theirs.id}`)).status).toBe(404);
    const acmeList = await acme.client.get("/api/saved-filters");
    expect(acmeList.json.items.some((item: { id: string }) => item.id === theirs.id)).toBe(false);
    const rivalList = await rival.client.get("/api/saved-filters");
    expect(rivalList.json.items.find((item: { id: string }) => item.id === theirs.id)).toMatchObject({
      name: theirs.name,
    });
  });

  it("answers 404 for a job that is not the company's, or none", async () => {
    for (const jobId of [rivalJob, NO_SUCH_ID, "not-a-job"]) {
      const created = await acme.client.post("/api/saved-filters", { name: uniqueName(), jobId, filter: {} });
      expect(created.status, jobId).toBe(404);
      expect((await acme.client.get(`/api/saved-filters?jobId=${jobId}`)).status, jobId).toBe(404);
    }
    const { id } = await saved(acme.client, {});
    expect((await acme.client.patch(`/api/saved-filters/${id}`, { jobId: rivalJob })).status).toBe(404);
  });

  it("answers 404 for an unknown or malformed id", async () => {
    for (const id of [NO_SUCH_ID, "nope", "1%3B%20drop"]) {
      expect((await acme.client.patch(`/api/saved-filters/${id}`, { name: "x" })).status, id).toBe(404);
      expect((await acme.client.delete(`/api/saved-filters/${id}`)).status, id).toBe(404);
    }
  });
});

describe("saving and listing", () => {
  it("saves a named filter for a job with every candidate field, trimmed and in canonical form", async () => {
    const response = await acme.client.post("/api/saved-filters", {
      name: "  Senior data people  ",
      jobId: acmeJob,
      filter: { ...FILTER, skills: "python, sql", status: "applied,reviewed" },
    });
    expect(response.status).toBe(201);
    expect(response.json).toEqual({
      id: expect.any(String),
      name: "Senior data people",
      jobId: acmeJob,
      filter: FILTER,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
  });

  it("lists all the company's filters by name, or one job's with those for all jobs", async ({ app }) => {
    const lister = await company(app, "Lister Ltd");
    const first = await job(lister);
    const second = await job(lister);
    const forFirst = await saved(lister.client, { name: "beta", jobId: first, filter: { minScore: 40 } });
    const forAll = await saved(lister.client, { name: "Alpha", filter: { scope: "all" } });
    const forSecond = await saved(lister.client, { name: "gamma", jobId: second });

    const all = await lister.client.get("/api/saved-filters");
    expect(all.status).toBe(200);
    expect(all.json.total).toBe(3);
    expect(all.json.items.map((item: { id: string }) => item.id)).toEqual([forAll.id, forFirst.id, forSecond.id]);
    expect(all.json.items[0]).toMatchObject({ name: "Alpha", jobId: null, filter: { scope: "all" } });

    const firstJob = await lister.client.get(`/api/saved-filters?jobId=${first}`);
    expect(firstJob.json).toMatchObject({ total: 2 });
    expect(firstJob.json.items.map((item: { id: string }) => item.id)).toEqual([forAll.id, forFirst.id]);
    // Another company's list holds none of them.
    const others = await acme.client.get("/api/saved-filters");
    const ids = new Set(others.json.items.map((item: { id: string }) => item.id));
    expect([forFirst.id, forAll.id, forSecond.id].some((id) => ids.has(id))).toBe(false);
  });

  it("answers 400 with the field for bad input, never 500", async () => {
    const cases: [unknown, string][] = [
      [{ filter: {} }, "name"],
      [{ name: "   ", filter: {} }, "name"],
      [{ name: "x".repeat(81), filter: {} }, "name"],
      [{ name: 42, filter: {} }, "name"],
      [{ name: "No filter" }, "filter"],
      [{ name: "Null filter", filter: null }, "filter"],
      [{ name: "Array filter", filter: [] }, "filter"],
      [{ name: "Unknown field", filter: { colour: "blue" } }, "filter.colour"],
      [{ name: "Bad skill", filter: { skills: ["python", "no-such-skill"] } }, "filter.skills"],
      [{ name: "Bad language", filter: { languages: ["xx"] } }, "filter.languages"],
      [{ name: "Bad degree", filter: { degree: "wizard" } }, "filter.degree"],
      [{ name: "Bad score", filter: { minScore: 101 } }, "filter.minScore"],
      [{ name: "Text score", filter: { minScore: "high" } }, "filter.minScore"],
      [{ name: "Bad month", filter: { graduationFrom: "2026-13" } }, "filter.graduationFrom"],
      [{ name: "Backwards", filter: { graduationFrom: "2027-01", graduationTo: "2026-01" } }, "filter.graduationTo"],
      [{ name: "Near", filter: { distanceKm: 0 } }, "filter.distanceKm"],
      [{ name: "Far", filter: { distanceKm: 5000 } }, "filter.distanceKm"],
      [{ name: "Bad status", filter: { status: ["applied", "lost"] } }, "filter.status"],
      [{ name: "Bad scope", filter: { scope: "everyone" } }, "filter.scope"],
      [{ name: "Long text", filter: { university: "u".repeat(121) } }, "filter.university"],
      [{ name: "Bad job", jobId: 7, filter: {} }, "jobId"],
      [{ name: "Extra", filter: {}, shared: true }, "shared"],
    ];
    for (const [body, field] of cases) {
      const response = await acme.client.post("/api/saved-filters", body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.json.error.code).toBe("invalid-input");
      expect(Object.keys(response.json.error.fields), JSON.stringify(body)).toContain(field);
    }
    const malformed = await acme.client.request("POST", "/api/saved-filters", { rawBody: '{"name": "x", ' });
    expect(malformed.status).toBe(400);
    expect((await acme.client.get("/api/saved-filters?jobId=")).status).toBe(400);
  });

  it("keeps names unique per company, ignoring case (409), and lets another company use the same name", async () => {
    const name = uniqueName("Top candidates");
    await saved(acme.client, { name });
    for (const again of [name, name.toUpperCase(), `  ${name.toLowerCase()} `]) {
      const response = await acme.client.post("/api/saved-filters", { name: again, jobId: otherAcmeJob, filter: {} });
      expect(response.status, again).toBe(409);
      expect(response.json.error).toMatchObject({ code: "conflict", fields: { name: expect.any(String) } });
    }
    expect((await rival.client.post("/api/saved-filters", { name, filter: {} })).status).toBe(201);
  });

  it("saves one of two filters of the same name sent at once", async () => {
    const name = uniqueName("Race");
    const responses = await Promise.all(
      Array.from({ length: 4 }, () => acme.client.post("/api/saved-filters", { name, filter: {} })),
    );
    expect(responses.map((response) => response.status).sort()).toEqual([201, 409, 409, 409]);
  });
});

describe("renaming, changing and deleting", () => {
  it("renames, moves to all jobs and replaces the filter, one field or several at a time", async () => {
    const created = await saved(acme.client, { jobId: acmeJob, filter: FILTER });
    const renamed = await acme.client.patch(`/api/saved-filters/${created.id}`, { name: "  Renamed  " });
    expect(renamed.status).toBe(200);
    expect(renamed.json).toMatchObject({ name: "Renamed", jobId: acmeJob, filter: FILTER });

    const replaced = await acme.client.patch(`/api/saved-filters/${created.id}`, {
      jobId: null,
      filter: { skills: ["react"], scope: "all" },
    });
    expect(replaced.status).toBe(200);
    expect(replaced.json).toMatchObject({ name: "Renamed", jobId: null, filter: { skills: ["react"], scope: "all" } });
    expect(replaced.json.filter).not.toHaveProperty("languages");
    expect(new Date(replaced.json.updatedAt).getTime()).toBeGreaterThanOrEqual(
      new Date(renamed.json.updatedAt).getTime(),
    );

    // Renaming to its own name (any case) is fine; to another filter's name is a 409.
    expect((await acme.client.patch(`/api/saved-filters/${created.id}`, { name: "RENAMED" })).status).toBe(200);
    const other = await saved(acme.client, {});
    const clash = await acme.client.patch(`/api/saved-filters/${other.id}`, { name: "renamed" });
    expect(clash.status).toBe(409);
    expect(clash.json.error.fields).toHaveProperty("name");
  });

  it("answers 400 for an empty or bad change", async () => {
    const { id } = await saved(acme.client, {});
    const cases: [unknown, string][] = [
      [{}, "_"],
      [{ name: "" }, "name"],
      [{ filter: { minScore: -1 } }, "filter.minScore"],
      [{ filter: null }, "filter"],
      [{ owner: "someone" }, "owner"],
    ];
    for (const [body, field] of cases) {
      const response = await acme.client.patch(`/api/saved-filters/${id}`, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(response.json.error.fields), JSON.stringify(body)).toContain(field);
    }
  });

  it("deletes a filter (204), after which it is a 404 and its name is free again", async () => {
    const created = await saved(acme.client, { name: uniqueName("Short-lived") });
    expect((await acme.client.delete(`/api/saved-filters/${created.id}`)).status).toBe(204);
    expect((await acme.client.delete(`/api/saved-filters/${created.id}`)).status).toBe(404);
    expect((await acme.client.patch(`/api/saved-filters/${created.id}`, { name: "Back" })).status).toBe(404);
    expect((await acme.client.post("/api/saved-filters", { name: created.name, filter: {} })).status).toBe(201);
  });
});

describe("OpenAPI", () => {
  it("documents every saved-filter route with its schemas", async ({ app }) => {
    const document = (await app.client().get("/api/openapi.json")).json;
    expect(Object.keys(document.paths["/saved-filters"]).sort()).toEqual(["get", "post"]);
    expect(Object.keys(document.paths["/saved-filters/{id}"]).sort()).toEqual(["delete", "patch"]);
    const create = document.paths["/saved-filters"].post;
    expect(create.requestBody.content["application/json"].schema).toBeDefined();
    expect(Object.keys(create.responses).sort()).toEqual(["201", "400", "401", "403", "404", "409", "413", "415", "503"]);
  });
});
