import type { CvCreate } from "@stint/shared/cvs";
import type { JobCreate } from "@stint/shared/jobs";
import { describe, expect } from "vitest";
import { it } from "../../test/api-test.ts";
import { createCv, fullCv } from "../../test/cv-fixtures.ts";
import { PLACES, publishableJob } from "../../test/job-fixtures.ts";
import { newCompany, signUpStudent, type TestApp, type TestClient } from "../../test/test-app.ts";

// Matching through HTTP: who may ask what, and rankings that make sense for clear cases.

let t: TestApp;
let employer: TestClient;
let rival: TestClient;
let dataStudent: { client: TestClient; id: string; cvId: string };
let closedStudent: { client: TestClient; id: string; cvId: string };
const jobs: Record<string, string> = {};

const dataCv = (overrides: Partial<CvCreate> = {}): CvCreate =>
  fullCv({
    title: "Data science CV",
    education: [
      { school: "ETH Zürich", degreeLevel: "master", field: "Data Science", start: "2025-09", end: null, grade: "" },
    ],
    experience: [],
    skills: [
      { skillId: "python", level: 4 },
      { skillId: "sql", level: 4 },
      { skillId: "pandas", level: 3 },
      { skillId: "machine-learning", level: 3 },
    ],
    languages: [{ language: "en", level: "C1" }],
    desiredTypes: ["internship"],
    desiredWorkModes: [],
    preferredPlaces: [PLACES.zurich],
    radiusKm: 30,
    willingToRelocate: false,
    availableFrom: "2027-01-01",
    availableTo: null,
    ...overrides,
  });

const dataJob = (overrides: Partial<JobCreate> = {}): JobCreate =>
  publishableJob({
    title: "Data Science Intern",
    requiredSkills: [
      { skillId: "python", level: 3 },
      { skillId: "sql", level: 3 },
    ],
    niceToHaveSkills: [{ skillId: "pandas", level: 2 }],
    fieldsOfStudy: ["Data Science"],
    minDegree: "bachelor",
    ...overrides,
  });

async function post(client: TestClient, body: JobCreate & { publish?: boolean }) {
  const response = await client.post("/api/jobs", body);
  if (response.status !== 201) throw new Error(`job: ${response.status} ${response.text}`);
  return response.json.id as string;
}

async function student(cv: CvCreate, openToOffers: boolean) {
  const client = t.client();
  const { me } = await signUpStudent(client, { openToOffers, address: PLACES.zurich });
  const created = await createCv(client, cv);
  return { client, id: me.user.id as string, cvId: created.id as string };
}

it.beforeAll(async ({ app }) => {
  t = app;
  employer = (await newCompany(app, { name: "Helvetic Data" })).client;
  rival = (await newCompany(app, { name: "Rival Works" })).client;

  jobs.data = await post(employer, { ...dataJob(), publish: true });
  jobs.backend = await post(employer, {
    ...publishableJob({
      title: "Backend Developer Intern",
      requiredSkills: [
        { skillId: "python", level: 3 },
        { skillId: "docker", level: 3 },
      ],
      fieldsOfStudy: ["Computer Science"],
    }),
    publish: true,
  });
  jobs.frontend = await post(employer, {
    ...publishableJob({
      title: "Frontend Developer Intern",
      requiredSkills: [
        { skillId: "react", level: 3 },
        { skillId: "css", level: 3 },
      ],
    }),
    publish: true,
  });
  jobs.fullTime = await post(employer, { ...dataJob({ title: "Data Analyst", type: "full-time" }), publish: true });
  jobs.berlin = await post(employer, {
    ...dataJob({ title: "Data Intern Berlin", workMode: "on-site", location: PLACES.berlin }),
    publish: true,
  });
  jobs.remote = await post(employer, {
    ...dataJob({ title: "Remote Data Intern", workMode: "remote", location: PLACES.berlin }),
    publish: true,
  });
  jobs.draft = await post(employer, dataJob({ title: "Data Draft" }));
  jobs.rivals = await post(rival, { ...dataJob({ title: "Rival Data Intern" }), publish: true });
  jobs.rivalDraft = await post(rival, dataJob({ title: "Rival Draft" }));

  dataStudent = await student(dataCv(), true);
  closedStudent = await student(dataCv(), false);
});

const titlesOf = (body: { items: { job: { title: string } }[] }) => body.items.map((item) => item.job.title);

describe("GET /api/matching/jobs", () => {
  it("ranks the jobs that fit the CV and leaves out excluded ones", async () => {
    const response = await dataStudent.client.get("/api/matching/jobs");
    expect(response.status).toBe(200);
    const titles = titlesOf(response.json);
    expect(response.json.cvId).toBe(dataStudent.cvId);
    // Data jobs first; the backend job shares Python only; the frontend job asks for none of the skills.
    expect(titles.slice(0, 3).sort()).toEqual(["Data Science Intern", "Remote Data Intern", "Rival Data Intern"]);
    expect(titles).toContain("Backend Developer Intern");
    expect(titles.indexOf("Backend Developer Intern")).toBeGreaterThan(2);
    for (const excluded of [
      "Frontend Developer Intern",
      "Data Analyst",
      "Data Intern Berlin",
      "Data Draft",
      "Rival Draft",
    ]) {
      expect(titles).not.toContain(excluded);
    }
    const scores = response.json.items.map((item: { match: { score: number } }) => item.match.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(response.json.items[0].match).toEqual({
      score: expect.any(Number),
      jobFit: expect.any(Number),
      studentFit: expect.any(Number),
      reasons: expect.arrayContaining([expect.any(String)]),
      reasonTexts: expect.arrayContaining([
        expect.arrayContaining([{ key: expect.any(String), values: expect.any(Object) }]),
      ]),
    });
    // The reasons as data, one per English line (the web writes them in the page's language).
    const { reasons, reasonTexts } = response.json.items[0].match;
    expect(reasonTexts).toHaveLength(reasons.length);
    expect(response.json.items[0].job).toMatchObject({
      company: { name: expect.any(String) },
      excerpt: expect.any(String),
    });
  });

  it("pages with a cursor without repeating or skipping a job", async () => {
    const all = await dataStudent.client.get("/api/matching/jobs?limit=50");
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = `/api/matching/jobs?limit=2${cursor ? `&cursor=${cursor}` : ""}`;
      const page = await dataStudent.client.get(query);
      expect(page.status).toBe(200);
      seen.push(...page.json.items.map((item: { job: { id: string } }) => item.job.id));
      cursor = page.json.nextCursor;
    } while (cursor);
    expect(seen).toEqual(all.json.items.map((item: { job: { id: string } }) => item.job.id));
    expect(all.json.total).toBe(seen.length);
  });

  it("applies the search's filters and a minimum score", async () => {
    const remote = await dataStudent.client.get("/api/matching/jobs?workMode=remote");
    expect(titlesOf(remote.json)).toEqual(["Remote Data Intern"]);
    const text = await dataStudent.client.get("/api/matching/jobs?q=backend");
    expect(titlesOf(text.json)).toEqual(["Backend Developer Intern"]);
    const all = await dataStudent.client.get("/api/matching/jobs");
    const best = all.json.items[0].match.score;
    const strict = await dataStudent.client.get(`/api/matching/jobs?minScore=${best}`);
    expect(strict.json.items.every((item: { match: { score: number } }) => item.match.score >= best)).toBe(true);
    expect(strict.json.items.length).toBeLessThan(all.json.items.length);
  });

  it("ranks for another CV of the student when asked, and 404s for anyone else's CV", async () => {
    const other = await createCv(
      dataStudent.client,
      dataCv({
        title: "Frontend CV",
        skills: [
          { skillId: "react", level: 4 },
          { skillId: "css", level: 4 },
        ],
      }),
    );
    const response = await dataStudent.client.get(`/api/matching/jobs?cvId=${other.id}`);
    expect(response.status).toBe(200);
    expect(titlesOf(response.json)[0]).toBe("Frontend Developer Intern");
    for (const cvId of [closedStudent.cvId, "00000000-0000-4000-8000-000000000000", "not-a-uuid"]) {
      const refused = await dataStudent.client.get(`/api/matching/jobs?cvId=${cvId}`);
      expect(refused.status, cvId).toBe(404);
    }
  });

  it("says what to do when the student has no CV yet", async () => {
    const client = t.client();
    await signUpStudent(client);
    const response = await client.get("/api/matching/jobs");
    expect(response.status).toBe(404);
    expect(response.json.error.message).toMatch(/Create a CV/);
  });

  it("is for students: 401 signed out, 403 for a company", async () => {
    expect((await t.client().get("/api/matching/jobs")).status).toBe(401);
    expect((await employer.get("/api/matching/jobs")).status).toBe(403);
  });

  it.each([
    "limit=0",
    "limit=51",
    "limit=abc",
    "minScore=101",
    "minScore=-1",
    "type=astronaut",
    "workMode=moon",
    "near=200,400",
    "radiusKm=0",
    "cursor=not-a-cursor",
    `q=${"x".repeat(201)}`,
  ])("answers 400 with a field message for %s", async (query) => {
    const response = await dataStudent.client.get(`/api/matching/jobs?${query}`);
    expect(response.status).toBe(400);
    expect(Object.keys(response.json.error.fields ?? {})).toHaveLength(1);
  });
});

describe("GET /api/matching/score", () => {
  const score = (client: TestClient, cvId: string, jobId: string) =>
    client.get(`/api/matching/score?cvId=${cvId}&jobId=${jobId}`);

  it("explains a pair to the student, with parts that add up to each side's fit", async () => {
    const response = await score(dataStudent.client, dataStudent.cvId, jobs.data!);
    expect(response.status).toBe(200);
    const body = response.json;
    const sum = (side: string) =>
      body.parts
        .filter((part: { side: string }) => part.side === side)
        .reduce((total: number, part: { points: number }) => total + part.points, 0);
    expect(sum("job")).toBe(body.jobFit);
    expect(sum("student")).toBe(body.studentFit);
    expect(body.excluded).toBeNull();
    expect(body.parts.map((part: { key: string }) => part.key)).toContain("required-skills");
  });

  it("explains an excluded pair with its reasons", async () => {
    const response = await score(dataStudent.client, dataStudent.cvId, jobs.berlin!);
    expect(response.status).toBe(200);
    expect(response.json.excluded.map((reason: { code: string }) => reason.code)).toContain("distance");
    const frontend = await score(dataStudent.client, dataStudent.cvId, jobs.frontend!);
    expect(frontend.json.excluded.map((reason: { code: string }) => reason.code)).toContain("no-required-skills");
    expect(frontend.json.missing.map((item: { skillId?: string }) => item.skillId)).toEqual(
      expect.arrayContaining(["react", "css"]),
    );
  });

  it("shows the company the same explanation for its own job and a CV it may see", async () => {
    const asStudent = await score(dataStudent.client, dataStudent.cvId, jobs.data!);
    const asCompany = await score(employer, dataStudent.cvId, jobs.data!);
    expect(asCompany.status).toBe(200);
    expect(asCompany.json).toEqual(asStudent.json);
  });

  it("answers 404 to everyone else", async () => {
    const cases: [TestClient, string, string][] = [
      [dataStudent.client, closedStudent.cvId, jobs.data!], // another student's CV
      [dataStudent.client, dataStudent.cvId, jobs.draft!], // a draft
      [employer, closedStudent.cvId, jobs.data!], // a student not open to offers
      [employer, dataStudent.cvId, jobs.rivals!], // another company's job
      [rival, dataStudent.cvId, jobs.data!],
      [employer, "not-a-uuid", jobs.data!],
      [employer, dataStudent.cvId, "not-a-uuid"],
    ];
    for (const [client, cvId, jobId] of cases) {
      const response = await score(client, cvId, jobId);
      expect(response.status, `${cvId} ${jobId}`).toBe(404);
    }
  });

  it("needs both ids and a session", async () => {
    expect((await t.client().get(`/api/matching/score?cvId=${dataStudent.cvId}&jobId=${jobs.data}`)).status).toBe(401);
    const missing = await dataStudent.client.get(`/api/matching/score?cvId=${dataStudent.cvId}`);
    expect(missing.status).toBe(400);
    expect(missing.json.error.fields).toHaveProperty("jobId");
  });
});

describe("GET /api/matching/candidates", () => {
  const candidates = (client: TestClient, query: string) => client.get(`/api/matching/candidates?${query}`);
  const ids = (body: { items: { student: { id: string } }[] }) => body.items.map((item) => item.student.id);

  it("ranks students open to offers for the company's job, never closed ones", async () => {
    const response = await candidates(employer, `jobId=${jobs.data}`);
    expect(response.status).toBe(200);
    expect(ids(response.json)).toContain(dataStudent.id);
    expect(ids(response.json)).not.toContain(closedStudent.id);
    const mine = response.json.items.find((item: { student: { id: string } }) => item.student.id === dataStudent.id);
    expect(mine).toMatchObject({ cvId: dataStudent.cvId, student: { name: "Test Student", city: "Zürich" } });
    const explained = await employer.get(`/api/matching/score?cvId=${dataStudent.cvId}&jobId=${jobs.data}`);
    expect(mine.match.score).toBe(explained.json.score);
  });

  it("filters by skills, languages, degree, university, graduation and distance", async () => {
    const base = `jobId=${jobs.data}`;
    const expectListed = async (query: string, listed: boolean) => {
      const response = await candidates(employer, `${base}&${query}`);
      expect(response.status, query).toBe(200);
      expect(ids(response.json).includes(dataStudent.id), query).toBe(listed);
    };
    await expectListed("skills=python,sql", true);
    await expectListed("skills=rust", false);
    await expectListed("languages=en", true);
    await expectListed("languages=ja", false);
    await expectListed("degree=master", true);
    await expectListed("degree=doctorate", false);
    await expectListed("university=eth", true);
    await expectListed("university=Sorbonne", false);
    await expectListed("distanceKm=20", true);
    await expectListed("q=data%20science", true);
    await expectListed("q=astrophysics", false);
  });

  it("leaves out students the engine excludes (wrong job type)", async () => {
    const response = await candidates(employer, `jobId=${jobs.fullTime}`);
    expect(ids(response.json)).not.toContain(dataStudent.id);
  });

  it("is the job's company's only: 404 for another company's job, 403 for students, 401 signed out", async () => {
    expect((await candidates(rival, `jobId=${jobs.data}`)).status).toBe(404);
    expect((await candidates(employer, "jobId=not-a-uuid")).status).toBe(404);
    expect((await candidates(dataStudent.client, `jobId=${jobs.data}`)).status).toBe(403);
    expect((await candidates(t.client(), `jobId=${jobs.data}`)).status).toBe(401);
  });

  it.each([
    "",
    "skills=not-a-skill",
    "languages=xx",
    "degree=phd",
    "graduationFrom=2027-13",
    "graduationFrom=2027-06&graduationTo=2027-01",
    "distanceKm=0",
    "minScore=abc",
    "cursor=%%%",
  ])("answers 400 for %j", async (query) => {
    const jobPart = query.startsWith("jobId") || query === "" ? "" : `jobId=${jobs.data}&`;
    const response = await candidates(employer, `${jobPart}${query}`);
    expect(response.status).toBe(400);
    expect(response.json.error.fields).toBeDefined();
  });

  it("refuses a distance filter on a job without a place", async () => {
    const remoteNowhere = await post(employer, {
      ...dataJob({ title: "Anywhere", workMode: "remote", location: null }),
      publish: true,
    });
    const response = await candidates(employer, `jobId=${remoteNowhere}&distanceKm=50`);
    expect(response.status).toBe(400);
    expect(response.json.error.fields).toHaveProperty("distanceKm");
  });
});
