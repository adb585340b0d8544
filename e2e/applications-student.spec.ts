import type { Page } from "@playwright/test";
import { invite } from "./applications-fixtures.ts";
import { createCv, pythonInternshipCv } from "./cvs-fixtures.ts";
import { expect, expectNamesToContainVisibleLabels, test, toast } from "./fixtures.ts";
import { apiHeaders, internship, postJob, uniqueWord } from "./jobs-fixtures.ts";

// The student's side of applications, invitations and matches (PRODUCT §5), with its own data (the e2e server
// has no demo data): companies post and invite through the API, the student does everything on screen.
test.describe.configure({ timeout: 240_000 });

const row = (page: Page, title: string) => page.getByRole("article", { name: title });

test("a new student finds a job, applies with a note, sees the application under Applied and withdraws it", async ({
  page,
  playwright,
  baseURL,
  signUpAs,
  checkScreen,
}) => {
  const word = uniqueWord("za");
  const companyName = `Applied Robotics ${word}`;

  // A company posts two published internships: one to apply to, one that closes while the student applies.
  const company = await playwright.request.newContext({ baseURL });
  await signUpAs("company", { name: companyName }, { request: company, emailPrefix: "apply-co" });
  const job = await postJob(company, internship(word, `Robot Vision Intern ${word}`));
  const closing = await postJob(company, internship(word, `Warehouse Maps Intern ${word}`));

  // A new student writes two CVs (through the API); the first is the primary one.
  await signUpAs("student", { name: "Noa Keller" }, { emailPrefix: "apply-st" });
  const primary = await createCv(page.request, pythonInternshipCv("Robotics internships", 3));
  await createCv(page.request, { title: "Data roles", skills: [{ skillId: "sql", level: 3 }] });

  // Before anything: the Applied tab says how to apply.
  await page.goto("/matching-list?tab=applied");
  await expect(page.getByRole("heading", { level: 1, name: "Matching" })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole("tab", { name: "Applied" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByText("You have not applied to a job yet")).toBeVisible();
  await checkScreen("applications-student-applied-empty");

  // The student finds the job in the job list.
  await page.goto("/job-posting-list");
  const search = page.getByRole("searchbox", { name: "Search jobs" });
  await search.fill(word);
  await search.press("Enter");
  await page.getByRole("link", { name: job.title }).click();
  await expect(page).toHaveURL(new RegExp(`/job-detail/${job.id}$`));

  // Apply: the primary CV is preselected; the note counts its characters.
  const applyCard = page.getByRole("region", { name: "Apply to this job" });
  await applyCard.getByRole("button", { name: "Apply" }).click();
  const dialog = page.getByRole("dialog", { name: `Apply to “${job.title}”` });
  await expect(dialog.getByRole("combobox", { name: "CV to send" })).toHaveValue(`${primary.title} (primary)`);
  const note = "I built a line-following robot in Python and would love to work on vision.";
  await dialog.getByRole("textbox", { name: `Note to ${companyName}` }).fill(note);
  await expect(dialog.getByText(`${note.length} / 2,000 characters`)).toBeVisible();
  await checkScreen("applications-apply-dialog", { asIs: true });
  await dialog.getByRole("button", { name: "Send the application" }).click();
  await expect(toast(page, "Application sent")).toBeVisible();
  await expect(dialog).toBeHidden();

  // The application replaces the Apply button: status, CV, note, history, Withdraw.
  const yours = page.getByRole("region", { name: "Your application" });
  await expect(yours.getByText("Applied", { exact: true }).first()).toBeVisible();
  await expect(yours.getByRole("link", { name: primary.title })).toBeVisible();
  await expect(yours.getByText(note)).toBeVisible();
  const history = yours.getByRole("list", { name: "History" });
  await expect(history.getByRole("listitem")).toHaveCount(1);
  await expect(history).toContainText("by you");
  await expect(yours.getByRole("button", { name: "Withdraw the application" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Apply to this job" })).toHaveCount(0);
  await checkScreen("applications-job-detail-applied");

  // A refusal is said in the dialog: the job closes while the student is applying.
  await page.goto(`/job-detail/${closing.id}`);
  await page.getByRole("region", { name: "Apply to this job" }).getByRole("button", { name: "Apply" }).click();
  const closingDialog = page.getByRole("dialog", { name: `Apply to “${closing.title}”` });
  await expect(closingDialog.getByRole("combobox", { name: "CV to send" })).toBeVisible();
  const closed = await company.post(`/api/jobs/${closing.id}/close`, { headers: apiHeaders });
  expect(closed.status(), await closed.text()).toBe(200);
  await closingDialog.getByRole("button", { name: "Send the application" }).click();
  const refusal = closingDialog.getByRole("alert");
  await expect(refusal).toContainText("You cannot apply");
  await expect(refusal).toContainText("This job is closed and takes no more applications.");
  await closingDialog.getByRole("button", { name: "Cancel" }).click();
  await expect(closingDialog).toBeHidden();
  await expect(page.getByText("This job is closed", { exact: true })).toBeVisible();
  await expect(page.getByRole("region", { name: "Apply to this job" })).toHaveCount(0);

  // Matching → Applied: the application, searchable, with its status and next steps.
  await page.getByRole("banner").getByRole("link", { name: "Matching" }).click();
  await page.getByRole("tab", { name: "Applied" }).click();
  await expect(page).toHaveURL(/\/matching-list\?tab=applied$/);
  await expect(page.getByRole("heading", { name: "1 application, newest first" })).toBeVisible();
  const listSearch = page.getByRole("searchbox", { name: "Search your applications" });
  await listSearch.fill("no such words");
  await listSearch.press("Enter");
  await expect(page.getByText("No application fits this search")).toBeVisible();
  await listSearch.fill(word);
  await listSearch.press("Enter");
  await expect(page).toHaveURL(new RegExp(`tab=applied&q=${word}`));
  await expect(page.getByRole("heading", { name: `1 of 1 application matches “${word}”` })).toBeVisible();
  const applied = row(page, job.title);
  await expect(applied.getByText("Applied", { exact: true })).toBeVisible();
  await expect(applied).toContainText(`with “${primary.title}”`);
  await expect(applied.getByRole("link", { name: `Open the job ${job.title}` })).toBeVisible();
  await checkScreen("applications-student-applied");

  // Withdraw, after confirming, with a reason.
  await applied.getByRole("button", { name: `Withdraw the application to ${job.title}` }).click();
  const withdraw = page.getByRole("dialog", { name: "Withdraw your application?" });
  await withdraw.getByRole("textbox", { name: `Why you withdraw (for ${companyName})` }).fill("I took another offer.");
  await checkScreen("applications-withdraw-dialog", { asIs: true });
  await withdraw.getByRole("button", { name: "Withdraw the application" }).click();
  await expect(toast(page, "Application withdrawn")).toBeVisible();
  await expect(applied.getByText("Withdrawn", { exact: true })).toBeVisible();
  await expect(applied.getByRole("button", { name: /Withdraw/ })).toHaveCount(0);

  // The job's page tells the same, with the withdrawal in the history.
  await applied.getByRole("link", { name: `Open the job ${job.title}` }).click();
  await expect(yours.getByRole("list", { name: "History" }).getByRole("listitem")).toHaveCount(2);
  await expect(yours).toContainText("I took another offer.");
  await expect(yours.getByRole("button", { name: "Withdraw the application" })).toHaveCount(0);
  await company.dispose();
});

test("a company invites a student open to offers, who accepts with a CV and sees the match's contact details under Matched", async ({
  page,
  playwright,
  baseURL,
  signUpAs,
  checkScreen,
}) => {
  const word = uniqueWord("zi");
  const companyName = `Invited Robotics ${word}`;
  const company = await playwright.request.newContext({ baseURL });
  await signUpAs("company", { name: companyName }, { request: company, emailPrefix: "invite-co" });
  const invited = await postJob(company, internship(word, `Fleet Software Intern ${word}`));
  const other = await postJob(company, internship(word, `Route Planning Intern ${word}`));

  // A new student open to offers, with two CVs; the first is the primary one.
  const student = await signUpAs("student", { name: "Lio Brunner", openToOffers: true }, { emailPrefix: "invite-st" });
  const primary = await createCv(page.request, pythonInternshipCv("Robotics internships", 3));
  await createCv(page.request, { title: "Data roles", skills: [{ skillId: "sql", level: 3 }] });

  // Before anything: the Matched tab says how a match comes about.
  await page.goto("/matching-list?tab=matched");
  await expect(page.getByRole("heading", { level: 1, name: "Matching" })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole("tab", { name: "Matched" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByText("No matches yet")).toBeVisible();
  await checkScreen("applications-student-matched-empty");

  // The company invites the student to one of its jobs.
  const message = `We liked your robotics CV, ${word}: come and build our fleet software with us.`;
  const invitation = await invite(company, { jobId: invited.id, studentId: student.id, message });
  expect(invitation.status(), await invitation.text()).toBe(201);

  // Invited: the company's message, Accept with a CV (primary preselected).
  await page.goto("/matching-list");
  await page.getByRole("tab", { name: /Invited/ }).click();
  await expect(page).toHaveURL(/tab=invited$/);
  await expect(page.getByRole("tab", { name: "Invited 1 open" })).toBeVisible();
  await expectNamesToContainVisibleLabels(page);
  const invitedRow = row(page, invited.title);
  await expect(invitedRow.getByText(message)).toBeVisible();
  await expect(invitedRow.getByText("Awaiting your answer")).toBeVisible();
  await checkScreen("applications-student-invited");
  await invitedRow.getByRole("button", { name: `Accept the invitation to ${invited.title}` }).click();
  const accept = page.getByRole("dialog", { name: "Accept the invitation?" });
  await expect(accept.getByRole("combobox", { name: "CV to send" })).toHaveValue(`${primary.title} (primary)`);
  await accept.getByRole("button", { name: "Accept and apply" }).click();
  await expect(toast(page, "Invitation accepted")).toBeVisible();
  await expect(invitedRow.getByText("Accepted", { exact: true })).toBeVisible();

  // Matched: the company's contact details and the start date.
  await invitedRow.getByRole("button", { name: "See the match" }).click();
  await expect(page).toHaveURL(/tab=matched$/);
  const matched = row(page, invited.title);
  await expect(matched.getByText("Matched", { exact: true })).toBeVisible();
  await expect(matched).toContainText("Start: 1 Sept 2031");
  const contact = matched.getByRole("region", { name: `Contact at ${companyName}` });
  await expect(contact.getByRole("link", { name: /@example\.com$/ })).toHaveAttribute("href", /^mailto:/);
  await checkScreen("applications-student-matched");

  // Not open to offers any more: one setting, on the account's edit screen (the account screen links to it);
  // companies are refused, and the Invited tab says so.
  await page.goto("/account/student/detail");
  await expect(page.getByText("Companies can invite you")).toBeVisible();
  await expect(page.getByRole("switch", { name: /Companies may invite me|Open to offers/ })).toHaveCount(0);
  await page.getByRole("link", { name: "Change your visibility" }).click();
  const setting = page.getByRole("switch", { name: /^Open to offers/ });
  await expect(setting).toBeChecked();
  await setting.click();
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(toast(page, "Account saved")).toBeVisible();
  await expect(page.getByText("Hidden from companies")).toBeVisible();
  await checkScreen("applications-account-not-open-to-offers");
  const refused = await invite(company, { jobId: other.id, studentId: student.id, message: "Another try?" });
  expect(refused.status()).toBe(409);
  await page.goto("/matching-list?tab=invited");
  await expect(page.getByText("You are not open to offers")).toBeVisible();
  await company.dispose();
});
