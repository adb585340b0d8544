import type { APIRequestContext, Locator } from "@playwright/test";
import { expect, expectNamesToContainVisibleLabels, PHONE_VIEWPORT, test, type SignUpAs } from "./fixtures.ts";
import { firstPlace, LONG_DESCRIPTION, postJob, uniqueWord } from "./jobs-fixtures.ts";

test.describe.configure({ timeout: 180_000 });

/** A company with a complete profile, signed in on `request`. */
async function seedCompany(signUpAs: SignUpAs, request: APIRequestContext) {
  const zurich = await firstPlace(request, "Zurich");
  const company = await signUpAs(
    "company",
    {
      name: "Helvetia Health Labs",
      address: zurich,
      website: "https://helvetia-health.example",
      industry: "Healthcare technology",
      sizeBand: "51-250",
      description:
        "We build software for hospitals across Switzerland.\n\nOur teams are small and our interns ship real features.",
    },
    { request },
  );

  return company;
}

/** The signed-in company's jobs: a rich published one, a remote one and a draft; `word` is in their descriptions. */
async function seedJobs(request: APIRequestContext) {
  const word = uniqueWord("zs");
  const zurich = await firstPlace(request, "Zurich");
  const job = await postJob(request, {
    title: "Clinical Data Engineering Intern",
    type: "internship",
    workMode: "hybrid",
    location: zurich,
    description: LONG_DESCRIPTION(word),
    requiredSkills: [
      { skillId: "python", level: 4 },
      { skillId: "sql", level: 3 },
      { skillId: "data-analysis", level: 2 },
    ],
    niceToHaveSkills: [{ skillId: "docker", level: 2 }],
    languages: [
      { language: "en", level: "C1" },
      { language: "de", level: "B2" },
    ],
    minDegree: "bachelor",
    fieldsOfStudy: ["Computer Science", "Biomedical Engineering"],
    startDate: "2027-02-01",
    durationMonths: 6,
    deadline: "2027-01-10",
    pay: { min: 2800, max: 3200, currency: "CHF", period: "month" },
    positions: 2,
    publish: true,
  });
  await postJob(request, {
    title: "Full-stack Developer (TypeScript)",
    type: "full-time",
    workMode: "remote",
    location: null,
    description: LONG_DESCRIPTION(word),
    requiredSkills: [{ skillId: "typescript", level: 4 }],
    pay: { min: 95000, max: 120000, currency: "CHF", period: "year" },
    publish: true,
  });
  await postJob(request, {
    title: "Product Design Working Student",
    type: "working-student",
    workMode: "on-site",
  });

  return { word, job };
}

test("the company's job screens are accessible and hold up at desktop and phone width", async ({
  page,
  signUpAs,
  checkScreen,
}) => {
  await seedCompany(signUpAs, page.request);
  // The company's dashboard before it has posted anything.
  await page.goto("/job-dashboard");
  await expect(page.getByText("You have not posted a job yet.")).toBeVisible();
  await checkScreen("jobs-dashboard-company-empty");

  // The creation form, empty and then refused for publishing with its field errors.
  await page.goto("/job-creation");
  await expect(page.getByRole("heading", { level: 1, name: "Post a job" })).toBeVisible();
  await checkScreen("jobs-creation");
  await page.getByLabel("Job title").fill("Clinical Data Intern");
  await page.getByRole("combobox", { name: "Type" }).click();
  await page.getByRole("option", { name: "Internship" }).click();
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByText("Published jobs show their pay: enter a range.")).toBeVisible();
  await checkScreen("jobs-creation-invalid");

  const { job } = await seedJobs(page.request);
  await page.goto(`/job-edit/${job.id}`);
  await expect(page.getByRole("heading", { level: 1, name: /^Edit/ })).toBeVisible();
  await checkScreen("jobs-edit");

  await page.goto(`/job-detail/${job.id}`);
  await expect(page.getByRole("heading", { level: 1, name: "Clinical Data Engineering Intern" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Close the job" })).toBeVisible();
  await checkScreen("jobs-detail-owner");

  // The close confirmation says what closing does: out of search, no applications, the page kept for links.
  await page.getByRole("button", { name: "Close the job" }).click();
  const closeDialog = page.getByRole("dialog", { name: "Close this job?" });
  await expect(closeDialog).toBeVisible();
  await expect(closeDialog).toContainText("takes it out of the job search");
  await expect(closeDialog).toContainText("stops applications");
  await expect(closeDialog).toContainText("for anyone with the link");
  await checkScreen("jobs-close-dialog", { asIs: true });
  await page.getByRole("button", { name: "Keep it open" }).click();

  await page.goto("/job-dashboard");
  await expect(page.getByRole("heading", { level: 3, name: "Needs your attention" })).toBeVisible();
  await checkScreen("jobs-dashboard-company");
  await expectNamesToContainVisibleLabels(page);

  // A job without candidates offers to edit it, under the name it shows.
  await page.goto("/matching-list");
  await expect(page.getByRole("link", { name: /^Edit the job/ }).first()).toBeVisible();
  await expectNamesToContainVisibleLabels(page);

  await page.goto("/job-posting-list?mine=true");
  await expect(page.getByRole("heading", { name: "3 jobs" })).toBeVisible();
  await checkScreen("jobs-list-mine");
});

test("the student's job screens are accessible and hold up at desktop and phone width", async ({
  page,
  request,
  signUpAs,
  checkScreen,
}) => {
  const company = await seedCompany(signUpAs, request);
  const { word, job } = await seedJobs(request);
  const student = page;
  const winterthur = await firstPlace(student.request, "Winterthur");
  await signUpAs("student", {
    name: "Sofia Brunner",
    address: winterthur,
    university: "ETH Zürich",
    fieldOfStudy: "Computer Science",
    degreeLevel: "master",
  });

  await student.goto("/job-dashboard");
  await expect(student.getByRole("heading", { level: 2, name: "Jobs near you" })).toBeVisible();
  await expect(student.getByRole("link", { name: "Clinical Data Engineering Intern" }).first()).toBeVisible();
  await checkScreen("jobs-dashboard-student");

  await student.goto(`/job-posting-list?q=${word}`);
  await expect(student.getByRole("heading", { name: "2 jobs" })).toBeVisible();
  await checkScreen("jobs-list");

  // Keyboard focus is the one strong ring: round the whole card when its title link has it, round an input.
  const ring = (locator: Locator) =>
    locator.evaluate(
      (element) => `${getComputedStyle(element).outlineStyle} ${getComputedStyle(element).outlineWidth}`,
    );
  const cardLink = student.getByRole("link", { name: "Clinical Data Engineering Intern" });
  await cardLink.focus();
  await student.keyboard.press("Shift+Tab");
  await student.keyboard.press("Tab");
  await expect(cardLink).toBeFocused();
  expect(await ring(student.getByRole("article").filter({ has: cardLink }))).toBe("solid 2px");
  const search = student.getByRole("searchbox", { name: "Search jobs" });
  await search.focus();
  expect(await ring(search)).toBe("solid 2px");

  // Filters on a phone live in a drawer.
  await student.setViewportSize({ width: 375, height: 812 });
  await student.getByRole("button", { name: /^Filters/ }).click();
  await expect(student.getByRole("dialog", { name: "Filters" })).toBeVisible();
  await checkScreen("jobs-list-filters", { asIs: true });
  await student.getByRole("dialog", { name: "Filters" }).getByRole("checkbox", { name: "Remote" }).check();
  await student.getByRole("button", { name: /^Show 1 job/ }).click();
  await expect(student).toHaveURL(/workMode=remote/);
  await student.setViewportSize({ width: 1280, height: 800 });

  await student.goto(`/job-posting-list?q=${uniqueWord("none")}`);
  await expect(student.getByText("No jobs match your search")).toBeVisible();
  await checkScreen("jobs-list-empty");

  await student.goto(`/job-detail/${job.id}`);
  await expect(student.getByRole("heading", { level: 1, name: "Clinical Data Engineering Intern" })).toBeVisible();
  await checkScreen("jobs-detail");
  // On a phone, pay and dates come before the description, not after it at the bottom.
  await student.setViewportSize(PHONE_VIEWPORT);
  const glance = await student.getByRole("heading", { level: 2, name: "At a glance" }).boundingBox();
  const about = await student.getByRole("heading", { level: 2, name: "About the job" }).boundingBox();
  expect(glance!.y).toBeLessThan(about!.y);
  await student.setViewportSize({ width: 1280, height: 800 });

  await student.goto(`/company-detail/${company.id}`);
  await expect(student.getByRole("heading", { level: 1, name: "Helvetia Health Labs" })).toBeVisible();
  await checkScreen("jobs-company-detail");

  // Companies only: a student is told so.
  await student.goto("/job-creation");
  await expect(student.getByRole("heading", { level: 1, name: "This page is for companies" })).toBeVisible();

  await student.goto("/job-detail/00000000-0000-0000-0000-000000000000");
  await expect(student.getByRole("heading", { level: 1, name: "Job not found" })).toBeVisible();
  await checkScreen("jobs-detail-not-found");
});
