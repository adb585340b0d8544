import { MAX_CVS_PER_STUDENT } from "@stint/shared/cvs";
import { eq } from "drizzle-orm";
import { describe, expect } from "vitest";
import { cvs } from "../../db/schema/index.ts";
import { it } from "../../test/api-test.ts";
import { type TestClient, ZURICH } from "../../test/test-app.ts";
import { createCv, fullCv, upload } from "../../test/cv-fixtures.ts";

// Signing up hashes a password (about 0.3 s): tests share one student unless they count its CVs.
let owner: { client: TestClient; id: string };
it.beforeAll(async ({ signedInStudent }) => {
  owner = await signedInStudent();
});
const OLD = new Date("2020-01-01T00:00:00Z");

describe("POST /api/cvs", () => {
  it("saves a CV with a title alone, with empty defaults, as the first and so primary CV", async ({
    signedInStudent,
  }) => {
    const { client, id } = await signedInStudent();
    const response = await client.post("/api/cvs", { title: "  My first CV " });
    expect(response.status).toBe(201);
    expect(response.json).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      studentId: id,
      title: "My first CV",
      summary: "",
      education: [],
      experience: [],
      skills: [],
      languages: [],
      desiredTypes: [],
      desiredWorkModes: [],
      preferredPlaces: [],
      radiusKm: 50,
      willingToRelocate: false,
      availableFrom: null,
      availableTo: null,
      fileId: null,
      file: null,
      isPrimary: true,
      createdAt: response.json.createdAt,
      updatedAt: response.json.createdAt,
    });
  });

  it("saves every field and keeps the flat skill copy for matching", async ({ db }) => {
    const { client } = owner;
    const body = fullCv();
    const response = await client.post("/api/cvs", body);
    expect(response.status).toBe(201);
    expect(response.json).toMatchObject({ ...body, file: null });
    const [row] = await db.select().from(cvs).where(eq(cvs.id, response.json.id));
    expect(row!.skillIds).toEqual(["python", "typescript"]);
    expect((await client.get(`/api/cvs/${response.json.id}`)).json).toEqual(response.json);
  });

  it("is for students only", async ({ app, signedInCompany }) => {
    const { client: company } = await signedInCompany();
    const response = await company.post("/api/cvs", fullCv());
    expect(response.status).toBe(403);
    expect(response.json.error).toMatchObject({ code: "forbidden", message: "This is for students." });
    expect((await app.client().post("/api/cvs", fullCv())).status).toBe(401);
  });

  it(`stops at ${MAX_CVS_PER_STUDENT} CVs with a message that says what to do`, async ({ db, signedInStudent }) => {
    const { client, id } = await signedInStudent();
    for (let index = 0; index < MAX_CVS_PER_STUDENT; index += 1) await createCv(client, { title: `CV ${index}` });
    const response = await client.post("/api/cvs", { title: "One too many" });
    expect(response.status).toBe(409);
    expect(response.json.error.message).toMatch(/at most 20 CVs. Delete one/);
    expect(await db.select({ id: cvs.id }).from(cvs).where(eq(cvs.studentId, id))).toHaveLength(MAX_CVS_PER_STUDENT);
  });

  const education = fullCv().education![0]!;
  const experience = fullCv().experience![0]!;
  it.each([
    ["no title", { title: undefined }, "title", /Enter a title/],
    ["a one-letter title", { title: "x" }, "title", /at least 2/],
    ["an unknown skill", { skills: [{ skillId: "telepathy", level: 3 }] }, "skills.0.skillId", /from the list/],
    ["a skill level of 0", { skills: [{ skillId: "python", level: 0 }] }, "skills.0.level", /./],
    [
      "a skill twice",
      {
        skills: [
          { skillId: "python", level: 3 },
          { skillId: "python", level: 4 },
        ],
      },
      "skills.1.skillId",
      /already in the list/,
    ],
    [
      "a language twice",
      {
        languages: [
          { language: "de", level: "B2" },
          { language: "de", level: "C1" },
        ],
      },
      "languages.1.language",
      /already in the list/,
    ],
    ["a CEFR level that does not exist", { languages: [{ language: "en", level: "C3" }] }, "languages.0.level", /A1/],
    [
      "an education that ends before it starts",
      { education: [{ ...education, start: "2025-09", end: "2024-06" }] },
      "education.0.end",
      /before the start/,
    ],
    [
      "an experience that ends before it starts",
      { experience: [experience, { ...experience, start: "2024-03", end: "2024-01" }] },
      "experience.1.end",
      /before the start/,
    ],
    [
      "a month that does not exist",
      { education: [{ ...education, start: "2025-13" }] },
      "education.0.start",
      /YYYY-MM/,
    ],
    ["an unknown degree", { education: [{ ...education, degreeLevel: "phd" }] }, "education.0.degreeLevel", /degree/],
    [
      "an unknown field in an entry",
      { experience: [{ ...experience, salary: 1 }] },
      "experience.0.salary",
      /not accepted/,
    ],
    [
      "availability that ends before it starts",
      { availableFrom: "2026-09-01", availableTo: "2026-08-31" },
      "availableTo",
      /cannot be before its start/,
    ],
    ["a date that does not exist", { availableFrom: "2026-02-30" }, "availableFrom", /does not exist/],
    ["an unknown field", { salary: 5000 }, "salary", /not accepted/],
    ["a read-only field", { studentId: "someone" }, "studentId", /not accepted/],
    ["a radius as a string", { radiusKm: "50" }, "radiusKm", /distance in km/],
    ["a negative radius", { radiusKm: -1 }, "radiusKm", /negative/],
    ["relocation as a string", { willingToRelocate: "yes" }, "willingToRelocate", /true or false/],
    ["education as an object", { education: { school: "ETH" } }, "education", /./],
    ["an unknown job type", { desiredTypes: ["gig"] }, "desiredTypes.0", /job type/],
    ["a work mode twice", { desiredWorkModes: ["remote", "remote"] }, "desiredWorkModes", /each work mode once/],
    ["a place twice", { preferredPlaces: [ZURICH, ZURICH] }, "preferredPlaces", /each place once/],
    ["a fileId that is not an id", { fileId: "cv.pdf" }, "fileId", /Upload the file again/],
  ])("rejects %s with a field error", async (_label, override, field, message) => {
    const response = await owner.client.post("/api/cvs", { ...fullCv(), ...override });
    expect(response.status).toBe(400);
    expect(response.json.error.code).toBe("invalid-input");
    expect(response.json.error.fields[field]).toMatch(message);
  });

  it("rejects malformed JSON with 400", async () => {
    const response = await owner.client.request("POST", "/api/cvs", { rawBody: "{ nope" });
    expect(response.status).toBe(400);
  });
});

describe("GET /api/cvs", () => {
  it("lists the student's CVs as cards: primary first, then the most recently edited", async ({
    app,
    db,
    signedInStudent,
  }) => {
    const { client, id } = await signedInStudent();
    const primary = await createCv(client, { title: "Primary" });
    const older = await createCv(client, fullCv({ title: "Older" }));
    const newer = await createCv(client, { title: "Newer" });
    const other = await signedInStudent();
    await createCv(other.client, { title: "Not mine" });
    // Dates set directly, so the order does not depend on how fast the requests ran.
    await db.update(cvs).set({ updatedAt: OLD }).where(eq(cvs.id, primary.id));
    await db
      .update(cvs)
      .set({ updatedAt: new Date("2021-01-01T00:00:00Z") })
      .where(eq(cvs.id, older.id));
    await db
      .update(cvs)
      .set({ updatedAt: new Date("2022-01-01T00:00:00Z") })
      .where(eq(cvs.id, newer.id));
    const fileId = await upload(app.deps, { ownerId: id });
    await db.update(cvs).set({ fileId }).where(eq(cvs.id, older.id));

    const response = await client.get("/api/cvs");
    expect(response.status).toBe(200);
    expect(response.json.items.map((item: { title: string }) => item.title)).toEqual(["Primary", "Newer", "Older"]);
    expect(response.json.items[2]).toEqual({
      id: older.id,
      title: "Older",
      isPrimary: false,
      desiredTypes: ["internship", "working-student"],
      availableFrom: "2026-09-01",
      availableTo: "2027-02-28",
      updatedAt: "2021-01-01T00:00:00.000Z",
      skillCount: 2,
      hasFile: true,
    });
    expect(response.json.items[0]).toMatchObject({ isPrimary: true, skillCount: 0, hasFile: false });
  });

  it("is empty for a student without CVs, refused to companies and to the signed-out", async ({
    app,
    signedInStudent,
    signedInCompany,
  }) => {
    const { client } = await signedInStudent();
    expect((await client.get("/api/cvs")).json).toEqual({ items: [] });
    const { client: company } = await signedInCompany();
    const refused = await company.get("/api/cvs");
    expect(refused.status).toBe(403);
    expect(refused.json.error.message).toBe("This is for students.");
    expect((await app.client().get("/api/cvs")).status).toBe(401);
  });
});

describe("PATCH /api/cvs/{id}", () => {
  it("changes only the fields sent, clears with null, moves updatedAt and the skill copy", async ({ db }) => {
    const { client } = owner;
    const cv = await createCv(client, fullCv());
    await db.update(cvs).set({ updatedAt: OLD }).where(eq(cvs.id, cv.id));
    const response = await client.patch(`/api/cvs/${cv.id}`, {
      title: "Data CV",
      skills: [{ skillId: "sql", level: 5 }],
      availableTo: null,
    });
    expect(response.status).toBe(200);
    expect(response.json).toEqual({
      ...cv,
      title: "Data CV",
      skills: [{ skillId: "sql", level: 5 }],
      availableTo: null,
      updatedAt: response.json.updatedAt,
    });
    expect(Date.parse(response.json.updatedAt)).toBeGreaterThan(OLD.getTime());
    const [row] = await db.select().from(cvs).where(eq(cvs.id, cv.id));
    expect(row!.skillIds).toEqual(["sql"]);
  });

  it("changes nothing, not even updatedAt, for an empty patch", async ({ db }) => {
    const cv = await createCv(owner.client, fullCv());
    await db.update(cvs).set({ updatedAt: OLD }).where(eq(cvs.id, cv.id));
    const response = await owner.client.patch(`/api/cvs/${cv.id}`, {});
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ ...cv, updatedAt: OLD.toISOString() });
  });

  it("checks availability against the stored value when only one end is sent", async ({ db }) => {
    const cv = await createCv(owner.client, fullCv({ availableFrom: "2026-09-01", availableTo: "2027-02-28" }));
    const early = await owner.client.patch(`/api/cvs/${cv.id}`, { availableTo: "2026-08-01" });
    expect(early.status).toBe(400);
    expect(early.json.error.fields).toEqual({ availableTo: expect.stringMatching(/cannot be before its start/) });
    const late = await owner.client.patch(`/api/cvs/${cv.id}`, { availableFrom: "2027-03-01" });
    expect(late.status).toBe(400);
    expect(Object.keys(late.json.error.fields)).toEqual(["availableTo"]);
    // Moving both together is fine, and clearing one end lifts the rule.
    expect(
      (await owner.client.patch(`/api/cvs/${cv.id}`, { availableFrom: "2027-03-01", availableTo: null })).status,
    ).toBe(200);
    const [row] = await db.select().from(cvs).where(eq(cvs.id, cv.id));
    expect(row).toMatchObject({ availableFrom: "2027-03-01", availableTo: null });
  });

  it("rejects bad values field by field and stores nothing", async () => {
    const cv = await createCv(owner.client, fullCv());
    const education = fullCv().education![0]!;
    for (const [body, field] of [
      [{ education: [{ ...education, end: "2020-01" }] }, "education.0.end"],
      [
        {
          languages: [
            { language: "fr", level: "B1" },
            { language: "fr", level: "B2" },
          ],
        },
        "languages.1.language",
      ],
      [{ skills: [{ skillId: "not-a-skill", level: 2 }] }, "skills.0.skillId"],
      [{ radiusKm: "far" }, "radiusKm"],
      [{ isPrimary: "yes" }, "isPrimary"],
      [{ studentId: "x" }, "studentId"],
      [{ hobby: "chess" }, "hobby"],
      [{ title: null }, "title"],
    ] as const) {
      const response = await owner.client.patch(`/api/cvs/${cv.id}`, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(response.json.error.fields), JSON.stringify(body)).toEqual([field]);
    }
    expect((await owner.client.get(`/api/cvs/${cv.id}`)).json).toEqual(cv);
  });
});

describe("DELETE /api/cvs/{id}", () => {
  it("deletes the CV", async ({ signedInStudent }) => {
    const { client } = await signedInStudent();
    await createCv(client, { title: "Keep" });
    const cv = await createCv(client, { title: "Drop" });
    const response = await client.delete(`/api/cvs/${cv.id}`);
    expect(response.status).toBe(204);
    expect(response.text).toBe("");
    expect((await client.get(`/api/cvs/${cv.id}`)).status).toBe(404);
    expect((await client.get("/api/cvs")).json.items.map((item: { title: string }) => item.title)).toEqual(["Keep"]);
    expect((await client.delete(`/api/cvs/${cv.id}`)).status).toBe(404);
  });
});

describe("OpenAPI", () => {
  it("documents every CV route with its request and response schemas", async ({ app }) => {
    const doc = (await app.client().get("/api/openapi.json")).json;
    expect(Object.keys(doc.paths["/cvs"]).sort()).toEqual(["get", "post"]);
    expect(Object.keys(doc.paths["/cvs/{id}"]).sort()).toEqual(["delete", "get", "patch"]);
    const create = doc.paths["/cvs"].post;
    expect(create.requestBody.content["application/json"].schema.additionalProperties).toBe(false);
    expect(Object.keys(create.responses).sort()).toEqual(["201", "400", "401", "403", "409", "413", "415", "503"]);
    expect(doc.paths["/cvs/{id}"].get.responses["200"].content["application/json"].schema).toBeDefined();
  });
});
