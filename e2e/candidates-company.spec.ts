import type { Page } from "@playwright/test";
import { createCv, pythonInternshipCv } from "./cvs-fixtures.ts";
import { expect, test, toast } from "./fixtures.ts";
import { apiHeaders, internship, postJob, uniqueWord } from "./jobs-fixtures.ts";

// The company's side of invitations and its candidate lists (PRODUCT §5): Invite from Candidates, every
// candidate of a job under All candidates with a status filter, and saved filters (save, apply after a reload,
// rename, delete). Students and the job are made through the API; the company and the student act on screen.
test.describe.configure({ timeout: 300_000 });

/** A candidate's row, by the name in its heading. */
const candidate = (page: Page, name: string) =>
  page.getByRole("article").filter({ has: page.getByRole("heading", { level: 3, name, exact: true }) });

async function searchCandidates(page: Page, word: string) {
  const search = page.getByRole("searchbox", { name: "Search candidates" });
  await search.fill(word);
  await search.press("Enter");
  await expect(page).toHaveURL(new RegExp(`q=${word}`));
}

test("a company invites a student from Candidates, sees the match under All candidates and keeps a saved filter", async ({
  page,
  browser,
  baseURL,
  signUpAs,
  checkScreen,
}) => {
  const word = uniqueWord("zf");
  const companyName = `Filtered Robotics ${word}`;
  const ada = `Ada ${word}`;
  const ben = `Ben ${word}`;

  // Two students open to offers, each with a CV that fits a Python internship; Ada has a second CV.
  const adaContext = await browser.newContext({ baseURL, locale: "en-GB", timezoneId: "Europe/Zurich" });
  await signUpAs(
    "student",
    { name: ada, openToOffers: true },
    { request: adaContext.request, emailPrefix: "cand-ada" },
  );
  await createCv(adaContext.request, pythonInternshipCv("Robotics internships", 4));
  const second = await createCv(adaContext.request, {
    title: "Software internships",
    skills: [
      { skillId: "python", level: 3 },
      { skillId: "sql", level: 3 },
    ],
    desiredTypes: ["internship"],
  });
  const benContext = await browser.newContext({ baseURL });
  await signUpAs(
    "student",
    { name: ben, openToOffers: true },
    { request: benContext.request, emailPrefix: "cand-ben" },
  );
  await createCv(benContext.request, { title: "Data internships", skills: [{ skillId: "python", level: 2 }] });

  // The company (on screen) with a published remote internship asking for Python.
  await signUpAs("company", { name: companyName }, { emailPrefix: "cand-co" });
  const title = `Fleet Navigation Intern ${word}`;
  const job = await postJob(page.request, internship(word, title));

  // Candidates: both students, each with Invite.
  await page.goto(`/matching-applicants/${job.id}/company-matching`);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible({ timeout: 20_000 });
  await searchCandidates(page, word);
  await expect(page.getByRole("heading", { name: "2 candidates, best first" })).toBeVisible();
  const adaRow = candidate(page, ada);
  const benRow = candidate(page, ben);
  await expect(benRow.getByRole("button", { name: `Invite ${ben}` })).toBeVisible();

  // Invite Ada: the message is prefilled and counted; an empty one is refused beside the box, the text kept.
  await adaRow.getByRole("button", { name: `Invite ${ada}` }).click();
  const dialog = page.getByRole("dialog", { name: `Invite ${ada}` });
  const message = dialog.getByRole("textbox", { name: `Message to ${ada}` });
  await expect(message).toHaveValue(new RegExp(`^Hello Ada,[\\s\\S]*“${title}” at ${companyName}`));
  await message.fill("   ");
  await dialog.getByRole("button", { name: "Send the invitation" }).click();
  await expect(dialog.getByText("Write a message.")).toBeVisible();
  const text = `We liked your robotics CV, ${ada.split(" ")[0]}: come and build our fleet software with us.`;
  await message.fill(text);
  await expect(dialog.getByText(`${text.length} / 2,000 characters`)).toBeVisible();
  await checkScreen("candidates-invite-dialog", { asIs: true });
  await dialog.getByRole("button", { name: "Send the invitation" }).click();
  await expect(toast(page, "Invitation sent")).toBeVisible();
  await expect(dialog).toBeHidden();

  // The row says "Invited, no answer yet" instead of the button.
  const adaStands = adaRow.getByRole("group", { name: `Where ${ada} stands with this job` });
  await expect(adaStands.getByText("Invited", { exact: true })).toBeVisible();
  await expect(adaStands.getByText("No answer yet")).toBeVisible();
  await expect(adaRow.getByRole("button", { name: `Invite ${ada}` })).toHaveCount(0);
  await checkScreen("candidates-company-matching-invited");

  // A refusal is said in the dialog: Ben stops being open to offers while the company writes to him (through the
  // old name of the one setting, kept for earlier clients).
  await benRow.getByRole("button", { name: `Invite ${ben}` }).click();
  const benDialog = page.getByRole("dialog", { name: `Invite ${ben}` });
  await expect(benDialog.getByRole("textbox", { name: `Message to ${ben}` })).toBeVisible();
  const off = await benContext.request.patch("/api/invitations/settings", {
    data: { acceptsInvitations: false },
    headers: apiHeaders,
  });
  expect(off.status(), await off.text()).toBe(200);
  await benDialog.getByRole("button", { name: "Send the invitation" }).click();
  const refusal = benDialog.getByRole("alert");
  await expect(refusal).toContainText("The invitation was not sent");
  await expect(refusal).toContainText("This student was not found.");
  await expect(benDialog.getByRole("textbox", { name: `Message to ${ben}` })).toHaveValue(/^Hello Ben,/);
  await benDialog.getByRole("button", { name: "Cancel" }).click();
  // The list was refreshed: Ben can no longer be invited, so he is no longer among the candidates.
  await expect(page.getByRole("heading", { name: "1 candidate, best first" })).toBeVisible();
  await expect(benRow).toHaveCount(0);

  // Ada sees the invitation under Invited and accepts it with her second CV.
  const adaPage = await adaContext.newPage();
  await adaPage.goto("/matching-list?tab=invited");
  await expect(adaPage.getByRole("tab", { name: "Invited 1 open" })).toBeVisible({ timeout: 20_000 });
  const invitation = adaPage.getByRole("article", { name: title });
  await expect(invitation.getByText(text)).toBeVisible();
  await invitation.getByRole("button", { name: `Accept the invitation to ${title}` }).click();
  const accept = adaPage.getByRole("dialog", { name: "Accept the invitation?" });
  await accept.getByRole("combobox", { name: "CV to send" }).click();
  await adaPage.getByRole("option", { name: second.title }).click();
  await expect(accept.getByRole("combobox", { name: "CV to send" })).toHaveValue(second.title);
  await accept.getByRole("button", { name: "Accept and apply" }).click();
  await expect(toast(adaPage, "Invitation accepted")).toBeVisible();
  await expect(invitation.getByText("Accepted", { exact: true })).toBeVisible();

  // All candidates (the job's third tab): Ada, matched, found by the status filter; the filter is in the URL.
  await page.reload();
  await page.getByRole("navigation", { name: "Candidate lists" }).getByRole("link", { name: "All candidates" }).click();
  await expect(page).toHaveURL(new RegExp(`/matching-applicants/${job.id}/filtered-list$`));
  await expect(page.getByRole("link", { name: "All candidates" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("combobox", { name: "Status" })).toBeVisible({ timeout: 20_000 });
  await searchCandidates(page, word);
  await expect(page.getByRole("heading", { name: "1 candidate, best first" })).toBeVisible();
  await page.getByRole("combobox", { name: "Status" }).click();
  await page.getByRole("option", { name: "Applied", exact: true }).click();
  await page.keyboard.press("Escape");
  await expect(page).toHaveURL(/status=applied/);
  await expect(page.getByRole("button", { name: "Remove the filter Applied" })).toBeVisible();
  const matched = candidate(page, ada).getByRole("group", { name: `Where ${ada} stands with this job` });
  await expect(matched.getByText("Matched", { exact: true })).toBeVisible();
  await expect(matched.getByText("Applied", { exact: true }).first()).toBeVisible();
  await expect(candidate(page, ada).getByRole("link", { name: `Open the CV of ${ada}` })).toHaveAttribute(
    "href",
    new RegExp(`/cv-detail/${second.id}\\?jobId=${job.id}$`),
  );
  // Invitees who have not answered: none (Ada's invitation became her application).
  await page.getByRole("combobox", { name: "Status" }).click();
  await page.getByRole("option", { name: "Invited, no answer yet" }).click();
  await page.keyboard.press("Escape");
  await expect(page).toHaveURL(/status=applied%2Cinvited/);
  await expect(page.getByRole("heading", { name: "1 candidate, best first" })).toBeVisible();
  await page.getByRole("button", { name: "Remove the filter Applied" }).click();
  await expect(page.getByText("No candidate fits this search")).toBeVisible();
  await page.getByRole("button", { name: "Remove the filter Invited, no answer yet" }).click();
  await expect(page.getByRole("heading", { name: "1 candidate, best first" })).toBeVisible();

  // Save a filter: statuses Applied and a minimum score.
  await page.getByRole("combobox", { name: "Status" }).click();
  await page.getByRole("option", { name: "Applied", exact: true }).click();
  await page.keyboard.press("Escape");
  await page.getByRole("combobox", { name: "Match score" }).click();
  await page.getByRole("option", { name: "40 or more" }).click();
  await expect(page).toHaveURL(/minScore=40/);
  await page.getByRole("button", { name: "Saved filters" }).click();
  await expect(page.getByText("None yet: choose filters, then save them here.")).toBeVisible();
  await page.getByRole("menuitem", { name: "Save these filters…" }).click();
  const save = page.getByRole("dialog", { name: "Save these filters" });
  await save.getByRole("textbox", { name: "Name" }).fill("Matched applicants");
  await save.getByRole("button", { name: "Save the filter" }).click();
  await expect(toast(page, "Filter saved")).toBeVisible();
  await expect(save).toBeHidden();
  await expect(page.getByRole("button", { name: "Saved filters, “Matched applicants” in use" })).toBeVisible();

  // A second filter under the same name (other case) is refused beside the name, which stays as typed.
  await page.getByRole("combobox", { name: "Match score" }).click();
  await page.getByRole("option", { name: "50 or more" }).click();
  await expect(page).toHaveURL(/minScore=50/);
  await page.getByRole("button", { name: "Saved filters" }).click();
  await page.getByRole("menuitem", { name: "Save these filters…" }).click();
  await save.getByRole("textbox", { name: "Name" }).fill("matched APPLICANTS");
  await save.getByRole("button", { name: "Save the filter" }).click();
  await expect(save.getByText("Choose a name you have not used yet.")).toBeVisible();
  await expect(save.getByRole("textbox", { name: "Name" })).toHaveValue("matched APPLICANTS");
  await checkScreen("candidates-save-filter-taken", { asIs: true });
  await save.getByRole("button", { name: "Cancel" }).click();

  // After a reload without filters, the saved filter sets them again (the words stay).
  await page.goto(`/matching-applicants/${job.id}/filtered-list?q=${word}`);
  await expect(page.getByRole("heading", { name: "1 candidate, best first" })).toBeVisible({ timeout: 20_000 });
  await page.getByRole("button", { name: "Saved filters" }).click();
  await page.getByRole("menuitem", { name: "Matched applicants" }).click();
  await expect(toast(page, "Filter applied")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`q=${word}&minScore=40&status=applied$`));
  await expect(page.getByRole("button", { name: "Remove the filter Applied" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Remove the filter Score 40 or more" })).toBeVisible();
  await expect(candidate(page, ada)).toBeVisible();
  await checkScreen("candidates-filtered-list");

  // Rename it, then delete it after confirming.
  await page.getByRole("button", { name: /^Saved filters/ }).click();
  await page.getByRole("menuitem", { name: "Rename or delete…" }).click();
  const manage = page.getByRole("dialog", { name: "Saved filters" });
  await manage.getByRole("button", { name: "Rename “Matched applicants”" }).click();
  const newName = manage.getByRole("textbox", { name: "New name for “Matched applicants”" });
  await newName.fill("Applicants above 40");
  await manage.getByRole("button", { name: "Save the name" }).click();
  await expect(toast(page, "Filter renamed")).toBeVisible();
  await expect(manage.getByText("Applicants above 40")).toBeVisible();
  await checkScreen("candidates-saved-filters-dialog", { asIs: true });
  await manage.getByRole("button", { name: "Delete “Applicants above 40”" }).click();
  const confirm = manage.getByRole("group", { name: "Delete “Applicants above 40”?" });
  await expect(confirm).toContainText("This cannot be undone.");
  await confirm.getByRole("button", { name: "Delete the filter" }).click();
  await expect(toast(page, "Filter deleted")).toBeVisible();
  await expect(manage.getByText("No saved filters left.")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(manage).toBeHidden();
  await page.getByRole("button", { name: "Saved filters" }).click();
  await expect(page.getByText("None yet: choose filters, then save them here.")).toBeVisible();
  await page.keyboard.press("Escape");

  await adaContext.close();
  await benContext.close();
});
