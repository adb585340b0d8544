import { expect, PASSWORD, test, uniqueEmail } from "./fixtures.ts";
import { apiHeaders, firstPlace, LONG_DESCRIPTION, postJob, uniqueWord, type Job } from "./jobs-fixtures.ts";

// Whole journeys through several screens and three users; the default 30 s is for single steps.
test.describe.configure({ timeout: 120_000 });

test("a company posts a job (draft, then publish), a student finds it by a word of its description, another company cannot edit it", async ({
  page,
  browser,
  baseURL,
  signUpAs,
}) => {
  const word = uniqueWord();

  // Sign-up through the screens: a new company goes straight on to posting its first job.
  await page.goto("/sign-up/company");
  await page.getByLabel("Company name").fill("Northwind Robotics");
  await page.getByLabel("Work email").fill(uniqueEmail("jobs-company"));
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(PASSWORD);
  const city = page.getByRole("combobox", { name: "City" });
  await city.fill("Zuri");
  await expect(page.getByRole("option", { name: /^Zürich/ }).first()).toBeVisible();
  await city.press("Enter");
  await page.getByRole("button", { name: "Create company account" }).click();
  await expect(page).toHaveURL(/\/job-creation$/);
  await expect(page.getByRole("heading", { level: 1, name: "Post a job" })).toBeVisible();

  // The place starts at the company's address.
  await expect(page.getByRole("combobox", { name: "Where the job is" })).toHaveValue(/^Zürich/);

  // Publishing at once shows everything still missing beside its field, and keeps what was typed.
  await page.getByLabel("Job title").fill("Robotics Software Intern");
  await page.getByRole("combobox", { name: "Type" }).click();
  await page.getByRole("option", { name: "Internship" }).click();
  await page.getByRole("radiogroup", { name: "Work mode" }).getByText("Hybrid").click();
  await page.getByRole("textbox", { name: "Job description" }).fill(`Short ${word} text.`);
  let posted = false;
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === "/api/jobs") posted = true;
  });
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByText("Describe the job in at least 100 characters before publishing.")).toBeVisible();
  await expect(page.getByText("Published jobs show their pay: enter a range.")).toBeVisible();
  await expect(page.getByText("Say how many months the internship lasts.")).toBeVisible();
  await expect(page.getByLabel("Job title")).toHaveValue("Robotics Software Intern");
  expect(posted, "nothing is sent while publishing is bound to fail").toBe(false);

  // A draft needs far less: it is saved, and the job page says what publishing still needs.
  const created = page.waitForResponse(
    (response) => response.request().method() === "POST" && new URL(response.url()).pathname === "/api/jobs",
  );
  await page.getByRole("button", { name: "Save draft" }).click();
  const draft = (await (await created).json()) as Job;
  expect(draft.status).toBe("draft");
  await expect(page).toHaveURL(new RegExp(`/job-detail/${draft.id}$`));
  await expect(page.getByRole("heading", { level: 1, name: "Robotics Software Intern" })).toBeVisible();
  await expect(page.getByText("A draft: only your company sees it")).toBeVisible();
  await expect(page.getByText("Draft", { exact: true }).first()).toBeVisible();

  // Edit: finish it and publish; only the changed fields travel in the PATCH.
  await page.getByRole("link", { name: "Edit the job" }).click();
  await expect(page).toHaveURL(new RegExp(`/job-edit/${draft.id}$`));
  await page.getByRole("textbox", { name: "Job description" }).fill(LONG_DESCRIPTION(word));
  await page.getByRole("tab", { name: "Preview" }).click();
  await expect(page.getByRole("tabpanel").getByRole("heading", { name: "What you will do" })).toBeVisible();
  await page.getByRole("tab", { name: "Write" }).click();
  const skills = page.getByRole("combobox", { name: "Required skills" });
  await skills.fill("pyth");
  await expect(page.getByRole("option", { name: /^Python/ })).toBeVisible();
  await skills.press("Enter");
  await expect(page.getByRole("list", { name: "Required skills" }).getByText("Python")).toBeVisible();
  await page.getByRole("radiogroup", { name: "Minimum level for Python" }).getByText("4", { exact: true }).click();
  await page.getByLabel("Duration (months)").fill("6");
  await page.getByRole("textbox", { name: "From", exact: true }).fill("2500");
  await page.getByRole("textbox", { name: "To", exact: true }).fill("3000");

  const patch = page.waitForRequest(
    (request) => request.method() === "PATCH" && new URL(request.url()).pathname === `/api/jobs/${draft.id}`,
  );
  const publish = page.waitForRequest(
    (request) => request.method() === "POST" && new URL(request.url()).pathname === `/api/jobs/${draft.id}/publish`,
  );
  await page.getByRole("button", { name: "Publish" }).click();
  expect((await patch).postDataJSON()).toEqual({
    description: LONG_DESCRIPTION(word),
    requiredSkills: [{ skillId: "python", level: 4 }],
    durationMonths: 6,
    pay: { min: 2500, max: 3000, currency: "CHF", period: "month" },
  });
  await publish;
  await expect(page).toHaveURL(new RegExp(`/job-detail/${draft.id}$`));
  await expect(page.getByText("Job published")).toBeVisible();
  await expect(page.getByText("Published", { exact: true }).first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Close the job" })).toBeVisible();

  // A student finds it by a word of its description and opens it.
  const studentContext = await browser.newContext({ baseURL });
  const student = await studentContext.newPage();
  const zurich = await firstPlace(student.request, "Zurich");
  await signUpAs("student", { name: "Lea Meier", address: zurich }, { request: student.request });
  await student.goto("/job-posting-list");
  await student.getByRole("searchbox", { name: "Search jobs" }).fill(word);
  await student.getByRole("button", { name: "Search", exact: true }).click();
  await expect(student).toHaveURL(new RegExp(`[?&]q=${word}`));
  await expect(student.getByRole("heading", { name: "1 job" })).toBeVisible();
  const card = student.getByRole("article").filter({ hasText: "Robotics Software Intern" });
  await expect(card).toContainText("Northwind Robotics");
  await expect(card).toContainText("CHF 2,500–3,000 / month");
  await expect(card).toContainText("Python");
  await card.getByRole("link", { name: "Robotics Software Intern" }).click();

  await expect(student).toHaveURL(new RegExp(`/job-detail/${draft.id}$`));
  await expect(student.getByRole("heading", { level: 1, name: "Robotics Software Intern" })).toBeVisible();
  // The Markdown is rendered (headings below the page's own, a safe link), with no owner actions, no Apply yet.
  await expect(student.getByRole("heading", { level: 3, name: "What you will do" })).toBeVisible();
  const blogLink = student.getByRole("link", { name: "our engineering blog" });
  await expect(blogLink).toHaveAttribute("rel", /noopener/);
  await expect(student.getByRole("button", { name: /Edit|Close the job|Delete|Apply/ })).toHaveCount(0);
  await expect(student.getByRole("link", { name: "Edit the job" })).toHaveCount(0);
  await student.getByRole("link", { name: /About Northwind Robotics/ }).click();
  await expect(student).toHaveURL(new RegExp(`/company-detail/${draft.companyId}$`));
  await expect(student.getByRole("heading", { level: 1, name: "Northwind Robotics" })).toBeVisible();
  await expect(student.getByRole("article").filter({ hasText: "Robotics Software Intern" })).toBeVisible();
  await studentContext.close();

  // Another company cannot edit it: the screen says not found, and so does the API.
  const otherContext = await browser.newContext({ baseURL });
  const other = await otherContext.newPage();
  await signUpAs("company", { name: "Contoso Labs" }, { request: other.request });
  await other.goto(`/job-edit/${draft.id}`);
  await expect(other.getByRole("heading", { level: 1, name: "Job not found" })).toBeVisible();
  await expect(other.getByLabel("Job title")).toHaveCount(0);
  const refused = await other.request.patch(`/api/jobs/${draft.id}`, {
    data: { title: "Taken over" },
    headers: apiHeaders,
  });
  expect(refused.status()).toBe(404);
  await otherContext.close();
});

test("the job list keeps its search and filters in the URL: reload and back keep them", async ({ page, signUpAs }) => {
  const word = uniqueWord("zr");
  const basel = await firstPlace(page.request, "Basel");
  await signUpAs("company", { name: "Rhine Analytics", address: basel });
  for (const [title, type] of [
    [`Data Analyst Intern`, "internship"],
    [`Data Engineer`, "full-time"],
  ] as const) {
    await postJob(page.request, {
      title,
      type,
      workMode: "on-site",
      location: basel,
      description: LONG_DESCRIPTION(word),
      requiredSkills: [{ skillId: "sql", level: 3 }],
      durationMonths: type === "internship" ? 6 : null,
      pay: { min: 4000, max: 5000, currency: "CHF", period: "month" },
      publish: true,
    });
  }

  await page.goto(`/job-posting-list?q=${word}`);
  await expect(page.getByRole("heading", { name: "2 jobs" })).toBeVisible();

  await page.getByRole("checkbox", { name: "Internship" }).check();
  await expect(page).toHaveURL(/type=internship/);
  await expect(page.getByRole("heading", { name: "1 job" })).toBeVisible();
  await expect(page.getByRole("article")).toHaveCount(1);

  const near = page.getByRole("combobox", { name: "Near" });
  await near.fill("Basel");
  await expect(page.getByRole("option", { name: /^Basel/ }).first()).toBeVisible();
  await near.press("Enter");
  await expect(page).toHaveURL(/near=/);
  await page.getByRole("combobox", { name: "Sort by" }).selectOption("Distance");
  await expect(page).toHaveURL(/sort=distance/);
  // Both places are city-level points: a job in Basel near Basel is in the same city, not "100 m away".
  await expect(page.getByRole("article").first()).toContainText("· same city");

  // A reload (or a shared link) shows the same search.
  await page.reload();
  await expect(page.getByRole("searchbox", { name: "Search jobs" })).toHaveValue(word);
  await expect(page.getByRole("checkbox", { name: "Internship" })).toBeChecked();
  await expect(near).toHaveValue(/^Basel/);
  await expect(page.getByRole("combobox", { name: "Sort by" })).toHaveValue("distance");
  await expect(page.getByRole("heading", { name: "1 job" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Filters in use" })).toContainText("Within 50 km of Basel");

  // Back steps through the changes.
  await page.goBack();
  await expect(page.getByRole("combobox", { name: "Sort by" })).toHaveValue("relevance");
  await page.goBack();
  await expect(near).toHaveValue("");
  await page.goBack();
  await expect(page.getByRole("checkbox", { name: "Internship" })).not.toBeChecked();
  await expect(page.getByRole("heading", { name: "2 jobs" })).toBeVisible();

  // Removing a filter from its pill, and an empty result that says how to loosen the search.
  await page.getByRole("checkbox", { name: "Remote" }).check();
  await expect(page.getByText("No jobs match your search")).toBeVisible();
  await page.getByRole("button", { name: "Remove the filter Remote" }).click();
  await expect(page.getByRole("heading", { name: "2 jobs" })).toBeVisible();

  // A page past the last (an old link) goes to the last page and says so.
  await page.goto(`/job-posting-list?q=${word}&page=99`);
  await expect(page.getByRole("status").filter({ hasText: "There is no page 99" })).toBeVisible();
  await expect(page).not.toHaveURL(/page=99/);
  await expect(page.getByRole("heading", { name: "2 jobs" })).toBeVisible();
});
