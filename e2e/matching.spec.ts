import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { createCv, type Cv } from "./cvs-fixtures.ts";
import { expect, test, type SignUpAs } from "./fixtures.ts";
import { firstPlace, internship, postJob, uniqueWord } from "./jobs-fixtures.ts";

// Journeys through several screens with their own data (the e2e server has no demo data).
test.describe.configure({ timeout: 180_000 });

/** This spec's internships have no start date (a flexible start): dates play no part in its rankings. */
const flexibleInternship = (word: string, title: string, fields: Record<string, unknown>) =>
  internship(word, title, { startDate: null, ...fields });

/** The job or candidate cards of a list, by their headings, in the order shown. */
async function headingsOf(list: Locator) {
  return list.getByRole("article").getByRole("heading", { level: 3 }).allTextContents();
}

function scoreOf(card: Locator) {
  return card
    .getByRole("img", { name: /match score: \d+ out of 100/i })
    .first()
    .getAttribute("aria-label")
    .then((label) => Number(/: (\d+) out of 100/.exec(label ?? "")?.[1]));
}

const card = (page: Page, heading: string) =>
  page.getByRole("article").filter({ has: page.getByRole("heading", { level: 3, name: heading, exact: true }) });

test("a new student writes a CV, finds jobs ranked with reasons and sees the same parts under Your match", async ({
  page,
  playwright,
  baseURL,
  signUpAs,
  checkScreen,
}) => {
  // A company posts two internships: one asks for what the student has, one mostly for what they lack.
  const word = uniqueWord("zm");
  const companyRequest = await playwright.request.newContext({ baseURL });
  await signUpAs("company", { name: "Matching Robotics AG" }, { request: companyRequest, emailPrefix: "matching-co" });
  const good = await postJob(
    companyRequest,
    flexibleInternship(word, "Data Analytics Intern", {
      requiredSkills: [
        { skillId: "python", level: 3 },
        { skillId: "sql", level: 2 },
      ],
      niceToHaveSkills: [{ skillId: "pandas", level: 2 }],
    }),
  );
  const weak = await postJob(
    companyRequest,
    flexibleInternship(word, "Cloud Platform Intern", {
      requiredSkills: [
        { skillId: "python", level: 3 },
        { skillId: "docker", level: 3 },
        { skillId: "kubernetes", level: 3 },
      ],
      languages: [{ language: "de", level: "C1" }],
    }),
  );
  await companyRequest.dispose();

  // A new student writes a first CV with two skills and a wish for internships.
  await signUpAs("student", { name: "Mila Brunner" }, { emailPrefix: "matching-student" });
  await page.goto("/cv-creation");
  // The first screen of a fresh page loads the app itself too.
  await expect(page.getByRole("heading", { level: 1, name: "Create your first CV" })).toBeVisible({ timeout: 20_000 });
  await page.getByLabel("CV title").fill("Data internships");
  const skills = page.getByRole("combobox", { name: "Skills" });
  for (const [typed, name] of [
    ["pyth", "Python"],
    ["sql", "SQL"],
  ]) {
    await skills.fill(typed!);
    await expect(page.getByRole("option", { name: new RegExp(`^${name}`) }).first()).toBeVisible();
    await skills.press("Enter");
  }
  await page.getByRole("checkbox", { name: "Internship" }).check();
  await page.getByRole("button", { name: "Save CV" }).click();
  await expect(page).toHaveURL(/\/cv-detail\//);

  // Matching, from the header: jobs ranked for the CV, searched down to the two of this test.
  await page.getByRole("banner").getByRole("link", { name: "Matching" }).click();
  await expect(page).toHaveURL(/\/matching-list$/);
  await expect(page.getByRole("heading", { level: 1, name: "Matching" })).toBeVisible();
  await expect(page.getByText("Ranked for your CV")).toContainText("Data internships");
  const search = page.getByRole("searchbox", { name: "Search recommended jobs" });
  await search.fill(word);
  await search.press("Enter");
  await expect(page).toHaveURL(new RegExp(`[?&]q=${word}`));
  await expect(page.getByRole("heading", { name: "2 matching jobs, best first" })).toBeVisible();

  const results = page.getByRole("region", { name: "2 matching jobs, best first" });
  // Polled: the list may show the ranking before the search for a frame after its heading changed.
  await expect.poll(() => headingsOf(results)).toEqual(["Data Analytics Intern", "Cloud Platform Intern"]);
  const goodCard = card(page, good.title);
  const goodScore = await scoreOf(goodCard);
  expect(goodScore).toBeGreaterThan(await scoreOf(card(page, weak.title)));
  const reasons = await goodCard.getByRole("list", { name: "Why this match" }).getByRole("listitem").allTextContents();
  expect(reasons.length).toBeGreaterThan(0);
  await expect(card(page, weak.title).getByRole("list", { name: "Why this match" })).toContainText(
    /Add (Docker|Kubernetes)/,
  );

  // A filter is held in the URL; one that leaves nothing says how to widen the search.
  // (A chip is a checkbox drawn as its label.)
  await page.getByRole("group", { name: "Job type" }).getByText("Full-time", { exact: true }).click();
  await expect(page.getByRole("checkbox", { name: "Full-time" })).toBeChecked();
  await expect(page).toHaveURL(/type=full-time/);
  await expect(page.getByText("No recommended job fits this search")).toBeVisible();
  await page.getByRole("button", { name: "Clear the filters" }).click();
  await expect(page.getByRole("heading", { name: "2 matching jobs, best first" })).toBeVisible();
  await checkScreen("matching-student-list");

  // The job shows the same match under "Your match": the score, and every reason among its parts.
  await goodCard.getByRole("link", { name: good.title }).click();
  await expect(page).toHaveURL(new RegExp(`/job-detail/${good.id}$`));
  const match = page.getByRole("region", { name: "Your match" });
  await expect(match.getByRole("img", { name: `Match score: ${goodScore} out of 100` })).toBeVisible();
  await expect(match.getByText("For your CV “Data internships”")).toBeVisible();
  await expect(match.getByRole("progressbar", { name: "Job fit" })).toBeVisible();
  await expect(match.getByRole("progressbar", { name: "Your fit" })).toBeVisible();
  await expect(match.getByRole("progressbar", { name: "Required skills" })).toHaveAttribute("aria-valuemax", "50");
  for (const reason of reasons) {
    const gap = /^Add (.+): \+(\d+)$/.exec(reason);
    if (gap) {
      const missing = match.getByRole("region", { name: "What to add to your CV" });
      const item = missing.getByRole("listitem").filter({ hasText: gap[1]! });
      await expect(item).toContainText(`+${gap[2]} point`);
    } else {
      await expect(match.getByText(reason, { exact: true })).toBeVisible();
    }
  }
  await checkScreen("matching-job-detail-student");

  // The candidates of a job are a company screen.
  await page.goto(`/matching-applicants/${good.id}/company-matching`);
  await expect(page.getByRole("heading", { level: 1, name: "This page is for companies" })).toBeVisible();
});

/** A student open to offers with a primary CV, signed in on a request context of their own. */
async function openStudent(
  signUpAs: SignUpAs,
  request: APIRequestContext,
  account: Record<string, unknown>,
  cv: Record<string, unknown>,
) {
  await signUpAs("student", { openToOffers: true, ...account }, { request, emailPrefix: "matching-candidate" });
  return createCv(request, { title: "Internships in data", ...cv });
}

test("a new company posts a job, finds students ranked for it, filters them and reads an explained match", async ({
  page,
  playwright,
  baseURL,
  signUpAs,
  checkScreen,
}) => {
  const word = uniqueWord("zc");
  const university = `University of ${word}`;
  const setup = await playwright.request.newContext({ baseURL });
  const [zurich, basel, geneva] = [
    await firstPlace(setup, "Zurich"),
    await firstPlace(setup, "Basel"),
    await firstPlace(setup, "Geneva"),
  ];

  // Three students open to offers, each with a CV that fits the job less well than the one before.
  const students = [
    {
      name: `Alice ${word}`,
      address: zurich,
      cv: {
        skills: [
          { skillId: "python", level: 4 },
          { skillId: "sql", level: 3 },
          { skillId: "docker", level: 3 },
        ],
        languages: [{ language: "en", level: "C1" }],
      },
    },
    {
      name: `Chiara ${word}`,
      address: basel,
      cv: {
        skills: [
          { skillId: "python", level: 3 },
          { skillId: "sql", level: 3 },
        ],
      },
    },
    {
      name: `Bruno ${word}`,
      address: geneva,
      cv: { skills: [{ skillId: "python", level: 2 }], languages: [{ language: "en", level: "B2" }] },
    },
  ];
  const cvs: Cv[] = [];
  for (const student of students) {
    const request = await playwright.request.newContext({ baseURL });
    cvs.push(
      await openStudent(signUpAs, request, { name: student.name, address: student.address, university }, student.cv),
    );
    await request.dispose();
  }

  // Another company's job: its candidates are none of this company's business.
  await signUpAs("company", { name: "Elsewhere GmbH" }, { request: setup, emailPrefix: "matching-other" });
  const foreign = await postJob(setup, flexibleInternship(word, "Someone else's internship", { requiredSkills: [] }));
  await setup.dispose();

  // The new company posts a published job in Zürich.
  await signUpAs("company", { name: "Matching Data AG", address: zurich }, { emailPrefix: "matching-company" });
  const title = `Data Engineering Intern ${word}`;
  const job = await postJob(
    page.request,
    flexibleInternship(word, title, {
      workMode: "hybrid",
      location: zurich,
      requiredSkills: [
        { skillId: "python", level: 3 },
        { skillId: "sql", level: 2 },
      ],
      niceToHaveSkills: [{ skillId: "docker", level: 2 }],
      languages: [{ language: "en", level: "B2" }],
    }),
  );

  // Matching, from the header: the company's published jobs with their best candidates and counts.
  await page.goto("/job-dashboard");
  await page.getByRole("banner").getByRole("link", { name: "Matching" }).click();
  await expect(page).toHaveURL(/\/matching-list$/);
  const jobsSearch = page.getByRole("searchbox", { name: "Search your published jobs" });
  await jobsSearch.fill(word);
  await jobsSearch.press("Enter");
  const overview = page.getByRole("article", { name: title });
  await expect(overview.getByText(/^\d+\+? candidates?$/)).toBeVisible();
  await expect(overview.getByRole("list", { name: "Best candidates" }).getByRole("listitem")).toHaveCount(3);
  await expect(overview.getByRole("img", { name: /match score: \d+ out of 100/ }).first()).toBeVisible();
  await checkScreen("matching-company-overview");

  // All candidates, searched down to this test's students: ranked best first.
  await overview.getByRole("link", { name: `See all candidates for ${title}` }).click();
  await expect(page).toHaveURL(new RegExp(`/matching-applicants/${job.id}/company-matching$`));
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  const candidateSearch = page.getByRole("searchbox", { name: "Search candidates" });
  await candidateSearch.fill(word);
  await candidateSearch.press("Enter");
  await expect(page.getByRole("heading", { name: "3 candidates, best first" })).toBeVisible();
  const results = page.getByRole("region", { name: "3 candidates, best first" });
  await expect.poll(() => headingsOf(results)).toEqual(students.map((student) => student.name));
  const alice = card(page, students[0]!.name);
  await expect(alice).toContainText(`${university} · Zürich`);
  await expect(alice.getByRole("list", { name: `Why ${students[0]!.name} matches` })).toBeVisible();

  // Filters are held in the URL: a skill, then a distance from the job's place.
  await page.getByRole("combobox", { name: "Skills" }).fill("dock");
  await expect(page.getByRole("option", { name: /^Docker/ })).toBeVisible();
  await page.getByRole("combobox", { name: "Skills" }).press("Enter");
  await expect(page).toHaveURL(/skills=docker/);
  await expect(page.getByRole("heading", { name: "1 candidate, best first" })).toBeVisible();
  await page.getByRole("button", { name: "Remove the filter Docker" }).click();
  await expect(page.getByRole("heading", { name: "3 candidates, best first" })).toBeVisible();

  await page.getByRole("combobox", { name: "Lives within" }).click();
  await page.getByRole("option", { name: "Within 25 km" }).click();
  await expect(page).toHaveURL(/distanceKm=25/);
  await expect(page.getByRole("heading", { name: "1 candidate, best first" })).toBeVisible();
  await expect
    .poll(() => headingsOf(page.getByRole("region", { name: "1 candidate, best first" })))
    .toEqual([students[0]!.name]);
  await page.getByRole("combobox", { name: "Lives within" }).click();
  await page.getByRole("option", { name: "Within 100 km" }).click();
  await expect(page.getByRole("heading", { name: "2 candidates, best first" })).toBeVisible();
  await page.getByRole("button", { name: "Remove the filter Lives within 100 km" }).click();
  await expect(page.getByRole("heading", { name: "3 candidates, best first" })).toBeVisible();

  // The explanation opens in place, fetched on demand.
  const explained = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/matching/score");
  await alice.getByRole("button", { name: "Explain the match" }).click();
  expect((await explained).status()).toBe(200);
  await expect(alice.getByRole("button", { name: "Hide the match" })).toHaveAttribute("aria-expanded", "true");
  await expect(alice.getByRole("progressbar", { name: "Job fit" })).toBeVisible();
  await expect(alice.getByRole("progressbar", { name: "Student fit" })).toBeVisible();
  await expect(alice.getByRole("region", { name: "The job's requirements" })).toContainText("Required skills");
  await expect(alice.getByRole("region", { name: "The student's wishes" })).toBeVisible();
  await checkScreen("matching-candidates");

  // The CV, read against the job.
  await alice.getByRole("link", { name: `Open the CV of ${students[0]!.name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/cv-detail/${cvs[0]!.id}\\?jobId=${job.id}$`));
  const match = page.getByRole("region", { name: `Match with ${title}` });
  await expect(match.getByRole("progressbar", { name: "Student fit" })).toBeVisible();
  await expect(match.getByRole("link", { name: "Back to the candidates" })).toBeVisible();
  await checkScreen("matching-cv-detail-company");

  // Another company's job is not found here.
  await page.goto(`/matching-applicants/${foreign.id}/company-matching`);
  await expect(page.getByRole("heading", { level: 1, name: "Job not found" })).toBeVisible();
});
