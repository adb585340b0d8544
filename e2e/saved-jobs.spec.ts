import { expect, test } from "./fixtures.ts";
import { internship, postJob, uniqueWord } from "./jobs-fixtures.ts";

// Saved jobs (issue 36): a student saves a job from the search, finds it in the matching list's Saved tab and on
// the job's page with jobs like it, and unsaves it there.
test.describe.configure({ timeout: 180_000 });

/** Elixir: a skill no other spec's jobs ask for, so that "jobs like this" shows this test's jobs. */
const elixirInternship = (word: string, title: string) =>
  internship(word, title, { requiredSkills: [{ skillId: "elixir", level: 2 }] });

test("a student saves a job from the search, finds it in the Saved tab and unsaves it", async ({
  page,
  playwright,
  baseURL,
  signUpAs,
  checkScreen,
}) => {
  const word = uniqueWord("zs");
  const companyRequest = await playwright.request.newContext({ baseURL });
  await signUpAs("company", { name: "Bookmark Robotics AG" }, { request: companyRequest, emailPrefix: "saved-co" });
  const kept = await postJob(companyRequest, elixirInternship(word, `Saved Elixir Intern ${word}`));
  const alike = await postJob(companyRequest, elixirInternship(word, `Another Elixir Intern ${word}`));
  await companyRequest.dispose();
  await signUpAs("student", { name: "Sami Saver" }, { emailPrefix: "saved-st" });

  // Save from the search: the toggle is pressed at once and stays so.
  await page.goto(`/job-posting-list?q=${word}`);
  const card = page.getByRole("article").filter({ hasText: kept.title });
  const save = card.getByRole("button", { name: "Save job" });
  await expect(save).toHaveAttribute("aria-pressed", "false", { timeout: 60_000 });
  // The toggle shows the new state at once: wait for the server's answer before the next page load.
  const saved = page.waitForResponse((response) => response.request().method() === "PUT" && response.ok());
  await save.click();
  await saved;
  await expect(card.getByRole("button", { name: "Saved" })).toHaveAttribute("aria-pressed", "true");

  // The Saved tab lists it.
  await page.goto("/matching-list?tab=saved");
  const savedCard = page.getByRole("article").filter({ hasText: kept.title });
  await expect(savedCard).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole("article").filter({ hasText: alike.title })).toHaveCount(0);
  await checkScreen("saved-jobs-tab");

  // Its page says it is saved and shows the job like it, unsaved.
  await savedCard.getByRole("link", { name: kept.title }).click();
  await expect(page.getByRole("heading", { level: 1, name: kept.title })).toBeVisible();
  await expect(page.getByRole("button", { name: "Saved" })).toHaveAttribute("aria-pressed", "true");
  const similar = page.getByRole("region", { name: "Jobs like this" });
  const alikeCard = similar.getByRole("article").filter({ hasText: alike.title });
  await expect(alikeCard.getByRole("button", { name: "Save job" })).toHaveAttribute("aria-pressed", "false");
  await checkScreen("saved-job-detail");

  // Unsaved in the tab, it leaves the list, which says how to save.
  await page.goBack();
  await page.getByRole("article").filter({ hasText: kept.title }).getByRole("button", { name: "Saved" }).click();
  await expect(page.getByText("No saved jobs yet")).toBeVisible();
  await expect(page.getByRole("article")).toHaveCount(0);
});
