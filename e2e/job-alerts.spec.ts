import { bell, expect, test, toast, waitForMail } from "./fixtures.ts";
import { internship, postJob, uniqueWord } from "./jobs-fixtures.ts";

// Job alerts (issue 36): a new student saves a search as an alert, finds it on /job-alerts and makes it instant;
// a company publishes a job the search finds; the bell and a mail tell of it, and the mail's one-click
// unsubscribe (RFC 8058: a mail client's POST, nobody signed in) pauses that alert.
test.describe.configure({ timeout: 180_000 });

test("a student saves a search as an alert, hears of a new job at once, and pauses it from the mail", async ({
  page,
  playwright,
  baseURL,
  signUpAs,
  checkScreen,
}) => {
  const word = uniqueWord("ja");
  const company = await playwright.request.newContext({ baseURL });
  await signUpAs("company", { name: `Alert Robotics ${word}` }, { request: company, emailPrefix: "alert-co" });
  const earlier = await postJob(company, internship(word, `Earlier Intern ${word}`));
  const student = await signUpAs("student", { name: "Alma Alert" }, { emailPrefix: "alert-st" });

  // The search finds the job there is; saved as a weekly alert under a name of her own.
  await page.goto(`/job-posting-list?q=${word}`);
  await expect(page.getByRole("article").filter({ hasText: earlier.title })).toBeVisible({ timeout: 60_000 });
  await page.getByRole("button", { name: "Save search as alert" }).click();
  const dialog = page.getByRole("dialog", { name: "Save this search as a job alert" });
  const name = dialog.getByRole("textbox", { name: "Name" });
  await expect(name).toHaveValue(word);
  const alertName = `Robots ${word}`;
  await name.fill(alertName);
  await dialog.getByRole("radio", { name: "Weekly" }).check();
  await dialog.getByRole("button", { name: "Save alert" }).click();
  const saved = toast(page, "Job alert saved");
  await expect(saved).toContainText(`You will hear of new jobs for “${alertName}”.`, { timeout: 15_000 });
  // (Its click is the web test's: the toast closes by itself, sooner than a busy machine may reach it.)
  await expect(saved.getByRole("link", { name: "See your job alerts" })).toHaveAttribute("href", "/job-alerts");

  // Listed with its words and how often; made instant there.
  await page.goto("/job-alerts");
  const card = page.getByRole("article", { name: alertName });
  // A busy machine may take a while for the first screen of a new chunk.
  await expect(card.getByText(`Words: “${word}”`)).toBeVisible({ timeout: 30_000 });
  const howOften = card.getByRole("combobox", { name: "How often" });
  await expect(howOften).toHaveValue("Weekly");
  await howOften.click();
  const patched = page.waitForResponse((r) => r.request().method() === "PATCH" && r.url().includes("/api/job-alerts/"));
  await page.getByRole("option", { name: "Instantly" }).click();
  expect((await patched).ok()).toBe(true);
  await expect(howOften).toHaveValue("Instantly");
  await checkScreen("job-alerts");

  // A company publishes a job the search finds: the bell counts it over the live channel, and opens the alerts.
  const fresh = await postJob(company, internship(word, `Navigation Intern ${word}`));
  await expect(bell(page, 1)).toBeVisible({ timeout: 30_000 });
  await bell(page, 1).click();
  const note = page
    .getByRole("dialog", { name: "Notifications" })
    .getByRole("link", { name: new RegExp(`Unread: A new job for your alert “${alertName}”`) });
  await note.click();
  await expect(page).toHaveURL(/\/job-alerts$/);

  // The mail lists the new job (not the one there was) and carries the way out of this alert.
  const mail = await waitForMail(student.email, { subject: /A new job for your alert/, timeoutMs: 30_000 });
  expect(mail.subject).toBe(`A new job for your alert “${alertName}” · Stint`);
  expect(mail.text).toContain(fresh.title);
  expect(mail.text).not.toContain(earlier.title);
  const unsubscribe = new URL(mail.links.find((link) => link.includes("/api/job-alerts/unsubscribe?token="))!);

  // One click in the mail client: a POST of its own, without the student's session.
  const mailClient = await playwright.request.newContext({ baseURL });
  const oneClick = await mailClient.post(`${unsubscribe.pathname}${unsubscribe.search}`, {
    form: { "List-Unsubscribe": "One-Click" },
  });
  expect(oneClick.status(), await oneClick.text()).toBe(200);
  await mailClient.dispose();

  await page.reload();
  const pausedCard = page.getByRole("article", { name: alertName });
  await expect(pausedCard.getByText("Paused", { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(pausedCard.getByRole("switch", { name: "Tell me about new jobs" })).not.toBeChecked();
  await company.dispose();
});
