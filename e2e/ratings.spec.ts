import type { Page } from "@playwright/test";
import { apiCall, startedMatch } from "./api-fixtures.ts";
import { expect, test } from "./fixtures.ts";
import { internship, postJob, uniqueWord } from "./jobs-fixtures.ts";

// Ratings (PRODUCT §6): a student and a company from a match that has started rate each other on screen. The
// ratings are blind until both have rated; then both see them, the company responds publicly, and a third user
// reports the student's rating from the company's page.
test.describe.configure({ timeout: 300_000 });

/** Chooses `stars` in the star group named `label` (its radios are drawn as stars; clicking a star chooses it). */
async function chooseStars(page: Page, label: string, stars: number) {
  const group = page.getByRole("group", { name: label, exact: true });
  await group.getByRole("radio", { name: new RegExp(`^${stars} stars?,`) }).check({ force: true });
}

test("a student and a company rate each other blind, then both see them; the company responds and a third user reports it", async ({
  page,
  browser,
  baseURL,
  signUpAs,
  checkScreen,
}) => {
  const word = uniqueWord("zr");
  const companyName = `Rating Robotics ${word}`;
  const studentName = "Mia Rating";

  // The company (this test's page) posts a job; the student (her own browser) applies; the company shortlists
  // her, which makes the match, and says the internship started 30 days ago.
  await signUpAs("company", { name: companyName }, { emailPrefix: "ratings-co" });
  const job = await postJob(page.request, internship(word, `Rated Internship ${word}`));
  const studentContext = await browser.newContext({ baseURL });
  const student = studentContext.request;
  await signUpAs("student", { name: studentName }, { request: student, emailPrefix: "ratings-st" });
  const studentPage = await studentContext.newPage();
  await startedMatch(page.request, student, job.id, { cvTitle: "Python internships", note: "Hi!" });

  // The student finds "Rate <company>" in her dashboard's To do and rates it: overall, the company's categories,
  // a title, a review, would recommend, signed.
  await studentPage.goto("/job-dashboard");
  const todo = studentPage.getByRole("link", { name: `Rate ${companyName} for “${job.title}”` });
  await todo.click();
  await expect(studentPage.getByRole("heading", { level: 1, name: `Rate ${companyName}` })).toBeVisible();
  await expect(studentPage.getByText(`Hidden from ${companyName} for now`)).toBeVisible();
  // Saving with nothing chosen says what is missing and keeps the page.
  await studentPage.getByRole("button", { name: "Save the rating" }).click();
  await expect(studentPage.getByText("Rate the placement overall from 1 to 5 stars.")).toBeVisible();
  // The overall stars by keyboard: focus the first star, then arrows.
  await studentPage.getByRole("radio", { name: "1 star, poor" }).first().focus();
  await studentPage.keyboard.press("Space");
  await studentPage.keyboard.press("ArrowRight");
  await studentPage.keyboard.press("ArrowRight");
  await studentPage.keyboard.press("ArrowRight");
  await expect(
    studentPage.getByRole("group", { name: "Overall" }).getByRole("radio", { name: "4 stars, very good" }),
  ).toBeChecked();
  for (const [label, stars] of [
    ["Mentoring", 5],
    ["Learning", 4],
    ["Work environment", 4],
    ["Organisation", 3],
    ["Fairness of pay", 3],
  ] as const) {
    await chooseStars(studentPage, label, stars);
  }
  await studentPage.getByRole("textbox", { name: "Title" }).fill(`Great mentoring ${word}`);
  await studentPage
    .getByRole("textbox", { name: "Your review" })
    .fill("My mentor took time for me every day, and I shipped a real feature in my second month.");
  await studentPage.getByRole("radio", { name: "Yes" }).check();
  await studentPage.getByRole("switch", { name: /^Sign with my name/ }).check({ force: true });
  await checkScreen("ratings-form-student", { page: studentPage });
  await studentPage.getByRole("button", { name: "Save the rating" }).click();
  await expect(studentPage).toHaveURL(/\/rating-detail\//);
  const studentRatingId = studentPage.url().split("/rating-detail/")[1]!;
  await expect(studentPage.getByText(new RegExp(`^Hidden from ${companyName} until`))).toBeVisible();
  await expect(studentPage.getByRole("link", { name: "Edit" })).toBeVisible();
  await checkScreen("ratings-detail-hidden", { page: studentPage });
  await studentPage.goto("/rating-list");
  const given = studentPage.getByRole("article").filter({ hasText: `Great mentoring ${word}` });
  await expect(given.getByText(/^Hidden until /)).toBeVisible();
  await checkScreen("ratings-list-given-hidden", { page: studentPage });

  // Before the company has rated, it cannot read hers: not in Received, and its page is "not found".
  await page.goto("/rating-list?tab=received");
  await expect(page.getByRole("heading", { name: "0 ratings" })).toBeVisible();
  await expect(page.getByText(`${studentName} rated you — rate them to see it.`)).toBeVisible();
  await page.goto(`/rating-detail/${studentRatingId}`);
  await expect(page.getByRole("heading", { level: 1, name: "Rating not found" })).toBeVisible();

  // The company rates her from the Received tab's note: the student's categories; both are revealed on saving.
  await page.goto("/rating-list?tab=received");
  await page.getByRole("link", { name: `Rate ${studentName} for “${job.title}”` }).click();
  await expect(page.getByText(`${studentName} has rated you already`)).toBeVisible();
  await expect(page.getByRole("group", { name: "Mentoring" })).toHaveCount(0);
  await chooseStars(page, "Overall", 5);
  for (const label of ["Skills", "Reliability", "Communication", "Initiative"]) await chooseStars(page, label, 5);
  await page.getByRole("textbox", { name: "Title" }).fill(`A reliable intern ${word}`);
  await page
    .getByRole("textbox", { name: "Your review" })
    .fill("Mia learned our stack quickly and always said early when something was blocked.");
  await page.getByRole("radio", { name: "Yes" }).check();
  await expect(page.getByRole("switch", { name: /^Sign with my name/ })).toHaveCount(0);
  await page.getByRole("button", { name: "Save the rating" }).click();
  await expect(page).toHaveURL(/\/rating-detail\//);
  await expect(page.getByText(`Visible to ${studentName}`)).toBeVisible();
  await expect(page.getByRole("link", { name: "Edit" })).toHaveCount(0);

  // Both see the other's rating under Received now.
  await page.goto("/rating-list?tab=received");
  const received = page.getByRole("article").filter({ hasText: `Great mentoring ${word}` });
  await expect(received).toBeVisible();
  await expect(received.getByText(`${studentName} rated you · ${job.title}`)).toBeVisible();
  await checkScreen("ratings-list-company");
  await studentPage.goto("/rating-list?tab=received");
  await expect(studentPage.getByRole("article").filter({ hasText: `A reliable intern ${word}` })).toBeVisible();
  await studentPage.goto("/rating-list");
  await expect(studentPage.getByRole("article").filter({ hasText: `Great mentoring ${word}` })).toBeVisible();
  // Hers is frozen now: the edit screen says why.
  await studentPage.goto(`/rating-edit/${studentRatingId}`);
  await expect(studentPage.getByRole("heading", { name: "This rating can no longer be edited" })).toBeVisible();

  // The company responds publicly to the student's rating.
  await received.getByRole("link", { name: `Great mentoring ${word}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Great mentoring ${word}` })).toBeVisible();
  await page.getByRole("button", { name: "Write a response" }).click();
  await page.getByRole("textbox", { name: "Your public response" }).fill(`Thank you, Mia! (${word})`);
  await page.getByRole("button", { name: "Publish the response" }).click();
  await expect(page.getByRole("heading", { name: `Response from ${companyName}` })).toBeVisible();
  await expect(page.getByText(`Thank you, Mia! (${word})`)).toBeVisible();
  await checkScreen("ratings-detail-company");

  // A third user (another student) reads it on the company's page and reports it.
  const thirdContext = await browser.newContext({ baseURL });
  await signUpAs("student", { name: "Third Reader" }, { request: thirdContext.request, emailPrefix: "ratings-third" });
  const third = await thirdContext.newPage();
  // The company's page counts revealed ratings only (fewer than 3: no averages yet) and lists them.
  const profile = await apiCall<{ ratings: { count: number; average: number | null } }>(
    thirdContext.request,
    "get",
    `/api/companies/${job.companyId}`,
  );
  expect(profile.ratings).toMatchObject({ count: 1, average: null });
  await third.goto(`/company-detail/${job.companyId}`);
  const published = third.getByRole("article").filter({ hasText: `Great mentoring ${word}` });
  await expect(published).toBeVisible({ timeout: 20_000 });
  await expect(published.getByText(`By ${studentName}`)).toBeVisible();
  await expect(published.getByText(`Thank you, Mia! (${word})`)).toBeVisible();
  await expect(third.getByText("Not enough ratings yet.")).toBeVisible();
  await checkScreen("ratings-company-page", { page: third });
  await published.getByRole("link", { name: `Great mentoring ${word}` }).click();
  await third.getByRole("button", { name: "Report" }).click();
  const dialog = third.getByRole("dialog", { name: "Report this rating" });
  await dialog.getByRole("radio", { name: "False or misleading" }).check();
  await dialog.getByRole("textbox", { name: "Details" }).fill("The pay was not as described.");
  await checkScreen("ratings-report-dialog", { page: third, asIs: true });
  await dialog.getByRole("button", { name: "Send the report" }).click();
  await expect(third.getByText("You reported this rating. A moderator will review it.")).toBeVisible();
  await expect(third.getByRole("button", { name: "Report" })).toHaveCount(0);
  // Reported ratings stay visible, flagged.
  await expect(third.getByText("Someone reported this rating.")).toBeVisible();
  await page.reload();
  await expect(page.getByText("Someone reported this rating.")).toBeVisible();
  await expect(page.getByText(`Thank you, Mia! (${word})`)).toBeVisible();

  await thirdContext.close();
  await studentContext.close();
});
