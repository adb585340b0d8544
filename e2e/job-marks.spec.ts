import { apply, invite } from "./applications-fixtures.ts";
import { createCv } from "./cvs-fixtures.ts";
import { expect, test } from "./fixtures.ts";
import { internship, postJob, uniqueWord } from "./jobs-fixtures.ts";

// What jobs already are to a student, wherever a job card appears (issue 30): the dashboard's recommendations
// (and, without a CV, the call to write one), the matching list and the job list with its best match order.
test.describe.configure({ timeout: 180_000 });

/** Haskell: a skill no other spec's jobs ask for, so that this test's jobs are the student's best matches. */
const haskellInternship = (word: string, title: string) =>
  internship(word, title, { requiredSkills: [{ skillId: "haskell", level: 2 }] });

test("a new student is asked for a CV; with one, jobs applied to or invited to are marked and the best are recommended", async ({
  page,
  playwright,
  baseURL,
  signUpAs,
  checkScreen,
}) => {
  const word = uniqueWord("zk");
  const companyRequest = await playwright.request.newContext({ baseURL });
  await signUpAs("company", { name: "Marked Robotics AG" }, { request: companyRequest, emailPrefix: "marks-co" });
  const appliedJob = await postJob(companyRequest, haskellInternship(word, "Applied Haskell Intern"));
  const invitedJob = await postJob(companyRequest, haskellInternship(word, "Invited Haskell Intern"));
  const freshJob = await postJob(companyRequest, haskellInternship(word, "Fresh Haskell Intern"));

  // A new student without a CV: the dashboard asks for one before anything else.
  const student = await signUpAs("student", { name: "Kai Marked", openToOffers: true }, { emailPrefix: "marks-st" });
  await page.goto("/job-dashboard");
  const prompt = page.getByRole("region", { name: "Create your CV to get matched" });
  // The first screen of a fresh page loads the app itself too.
  await expect(prompt).toBeVisible({ timeout: 60_000 });
  await expect(prompt.getByRole("link", { name: "Create your CV" })).toHaveAttribute("href", "/cv-creation");
  await expect(page.getByRole("region", { name: "Recommended for you" })).toHaveCount(0);

  // With a CV, an application and an invitation.
  await createCv(page.request, {
    title: "Functional CV",
    skills: [{ skillId: "haskell", level: 4 }],
    desiredTypes: ["internship"],
  });
  await apply(page.request, { jobId: appliedJob.id });
  const invited = await invite(companyRequest, {
    jobId: invitedJob.id,
    studentId: student.id,
    message: "We would like you to apply.",
  });
  expect(invited.status(), await invited.text()).toBe(201);
  await companyRequest.dispose();

  // The dashboard recommends the best jobs for the CV with their scores; the job applied to is under Applied.
  await page.reload();
  const recommended = page.getByRole("region", { name: "Recommended for you" });
  await expect(recommended.getByRole("link", { name: invitedJob.title })).toBeVisible({ timeout: 20_000 });
  await expect(prompt).toHaveCount(0);
  const invitedRow = recommended.getByRole("listitem").filter({ hasText: invitedJob.title });
  await expect(invitedRow.getByText("Invited", { exact: true })).toBeVisible();
  await expect(invitedRow.getByRole("img", { name: /Match score: \d+ out of 100/ })).toBeVisible();
  await expect(recommended.getByRole("link", { name: freshJob.title })).toBeVisible();
  await expect(recommended.getByRole("link", { name: appliedJob.title })).toHaveCount(0);
  await checkScreen("dashboard-recommended-jobs");

  // The full list: the same, the invitation marked.
  await recommended.getByRole("link", { name: "All recommended jobs" }).click();
  await expect(page).toHaveURL(/\/matching-list$/);
  const invitedCard = page.getByRole("article").filter({ hasText: invitedJob.title });
  await expect(invitedCard.getByText("Invited", { exact: true })).toBeVisible();
  await expect(page.getByRole("article").filter({ hasText: appliedJob.title })).toHaveCount(0);

  // The job list marks both, with the student's scores, and sorts by best match on request.
  await page.goto(`/job-posting-list?q=${word}`);
  const cardOf = (title: string) => page.getByRole("article").filter({ hasText: title });
  await expect(cardOf(appliedJob.title).getByText("Applied", { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(cardOf(invitedJob.title).getByText("Invited", { exact: true })).toBeVisible();
  await expect(cardOf(freshJob.title).getByText(/^(Applied|Invited)$/)).toHaveCount(0);
  for (const job of [appliedJob, invitedJob, freshJob]) {
    await expect(cardOf(job.title).getByRole("img", { name: /Match score: \d+ out of 100/ })).toBeVisible();
  }
  await page.getByRole("combobox", { name: "Sort by" }).selectOption({ label: "Best match" });
  await expect(page).toHaveURL(/[?&]sort=match/);
  await expect(page.getByText("Best match first, for your primary CV.")).toBeVisible();
  await expect(page.getByRole("article")).toHaveCount(3);
  const scores = await page
    .getByRole("article")
    .getByRole("img", { name: /Match score/ })
    .evaluateAll((rings) =>
      rings.map((ring) => Number(/: (\d+) out of/.exec(ring.getAttribute("aria-label") ?? "")?.[1])),
    );
  expect(scores).toEqual([...scores].sort((a, b) => b - a));
  await checkScreen("job-list-marks");
});
