import type { JobsForYou } from "@stint/shared/job-marks";
import { describe, expect } from "vitest";
import { it } from "../../test/api-test.ts";
import { applied, type Company, company, job, moved, type Student, student } from "../../test/application-fixtures.ts";
import { newStudent, type TestClient } from "../../test/test-app.ts";

// What the job search and the recommendations add for the signed-in student: their marks on the jobs and the
// scores for their primary CV, never anyone else's (issue 30), and the best match order.

let acme: Company;
let lena: Student;
let noah: Student;
const jobs: Record<string, string> = {};
// A word only these jobs carry, so that each search sees this file's jobs only.
const WORD = "quokkaworks";
const SEARCH = `/api/jobs?q=${WORD}&pageSize=50`;

it.beforeAll(async ({ app }) => {
  acme = await company(app, "Quokka Works");
  const titled = (title: string, overrides = {}) => job(acme, { title: `${title} ${WORD}`, ...overrides });
  jobs.applied = await titled("Applied Intern");
  jobs.invited = await titled("Invited Intern");
  jobs.matched = await titled("Matched Intern");
  jobs.rejected = await titled("Rejected Intern");
  jobs.fresh = await titled("Fresh Intern", { requiredSkills: [{ skillId: "python", level: 3 }] });
  // The CV asks for internships and working-student jobs only: a full-time job is excluded from its matches.
  jobs.fullTime = await titled("Full-time Engineer", { type: "full-time" });

  // Available from the fixture's date on, so the jobs' period (from March 2027) overlaps.
  lena = await student(app, {}, { availableTo: null });
  noah = await student(app, {}, { availableTo: null });
  await applied(lena, jobs.applied!);
  const invitation = await acme.client.post("/api/invitations", {
    jobId: jobs.invited,
    studentId: lena.id,
    message: "Would you apply?",
  });
  expect(invitation.status).toBe(201);
  await moved(acme, (await applied(lena, jobs.matched!)).id, { status: "shortlisted" });
  await moved(acme, (await applied(lena, jobs.rejected!)).id, { status: "rejected", reasonCode: "other" });
});

const forYouOf = async (client: TestClient, path = SEARCH) => {
  const response = await client.get(path);
  expect(response.status).toBe(200);
  return response.json as { items: { id: string; title: string }[]; forYou?: JobsForYou; total: number };
};
const marksOf = (forYou: JobsForYou) =>
  Object.fromEntries(Object.entries(forYou.jobs).map(([id, it]) => [id, it.mark]));

describe("GET /api/jobs for a student", () => {
  it("marks the jobs the student applied to, was invited to and matched with, and scores them", async () => {
    const page = await forYouOf(lena.client);
    expect(page.items).toHaveLength(6);
    expect(page.forYou?.cvId).toBe(lena.cvId);
    expect(marksOf(page.forYou!)).toEqual({
      [jobs.applied!]: "applied",
      [jobs.invited!]: "invited",
      [jobs.matched!]: "matched",
      [jobs.rejected!]: "rejected",
      [jobs.fresh!]: null,
      [jobs.fullTime!]: null,
    });
    expect(page.forYou!.jobs[jobs.fresh!]!.score).toEqual(expect.any(Number));
    // Excluded by the CV's hard wishes (its job types): no score is shown for it.
    expect(page.forYou!.jobs[jobs.fullTime!]!.score).toBeNull();
    const explained = await lena.client.get(`/api/matching/score?cvId=${lena.cvId}&jobId=${jobs.fresh}`);
    expect(page.forYou!.jobs[jobs.fresh!]!.score).toBe(explained.json.score);
  });

  it("never shows one student's marks to another, though the page comes from the shared cache", async () => {
    const lenas = await forYouOf(lena.client);
    const noahs = await forYouOf(noah.client);
    expect(noahs.items).toEqual(lenas.items);
    expect(noahs.forYou?.cvId).toBe(noah.cvId);
    expect(Object.values(marksOf(noahs.forYou!)).every((mark) => mark === null)).toBe(true);
    // And Lena's are still hers after Noah's request.
    expect(marksOf((await forYouOf(lena.client)).forYou!)[jobs.applied!]).toBe("applied");
  });

  it("adds nothing for a company, and a signed-out visitor gets no page", async ({ app }) => {
    await forYouOf(lena.client);
    const companyPage = await forYouOf(acme.client);
    expect(companyPage.items).toHaveLength(6);
    expect(companyPage).not.toHaveProperty("forYou");
    expect((await app.client().get(SEARCH)).status).toBe(401);
  });

  it("marks without scores for a student who has no CV yet", async ({ app }) => {
    const { client } = await newStudent(app);
    const page = await forYouOf(client);
    expect(page.forYou?.cvId).toBeNull();
    expect(Object.values(page.forYou!.jobs).every((each) => each.mark === null && each.score === null)).toBe(true);
  });
});

describe("GET /api/jobs?sort=match", () => {
  it("orders the search's jobs by the student's match score and leaves out the excluded ones", async () => {
    const page = await forYouOf(lena.client, `${SEARCH}&sort=match`);
    const ids = page.items.map((item) => item.id);
    expect(ids).not.toContain(jobs.fullTime);
    expect(ids).toHaveLength(5);
    expect(page.total).toBe(5);
    const scores = ids.map((id) => page.forYou!.jobs[id]!.score!);
    expect(scores.every((score) => typeof score === "number")).toBe(true);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(marksOf(page.forYou!)[jobs.applied!]).toBe("applied");
    // Paging goes on in the same order.
    const second = await forYouOf(lena.client, `/api/jobs?q=${WORD}&sort=match&pageSize=2&page=2`);
    expect(second.items.map((item) => item.id)).toEqual(ids.slice(2, 4));
  });

  it("asks for a CV first, and is for students only", async ({ app }) => {
    const { client } = await newStudent(app);
    const noCv = await client.get(`${SEARCH}&sort=match`);
    expect(noCv.status).toBe(400);
    expect(noCv.json.error.fields.sort).toMatch(/CV/);
    const byCompany = await acme.client.get(`${SEARCH}&sort=match`);
    expect(byCompany.status).toBe(400);
    expect(byCompany.json.error.fields.sort).toMatch(/students/);
  });
});

describe("GET /api/matching/jobs", () => {
  it("leaves out the jobs the student applied to and marks the ones they are invited to", async () => {
    const response = await lena.client.get(`/api/matching/jobs?q=${WORD}&limit=50`);
    expect(response.status).toBe(200);
    const items = response.json.items as { job: { id: string }; mark: string | null }[];
    const ids = items.map((item) => item.job.id);
    for (const id of [jobs.applied, jobs.matched, jobs.rejected]) expect(ids).not.toContain(id);
    expect(items.find((item) => item.job.id === jobs.invited)?.mark).toBe("invited");
    expect(items.find((item) => item.job.id === jobs.fresh)?.mark).toBeNull();
    // Noah applied nowhere: every job is his to consider.
    const noahs = await noah.client.get(`/api/matching/jobs?q=${WORD}&limit=50`);
    expect(noahs.json.items.map((item: { job: { id: string } }) => item.job.id)).toEqual(
      expect.arrayContaining([jobs.applied, jobs.matched, jobs.rejected]),
    );
  });
});
