import type { Page } from "@playwright/test";
import { apiCall, onlyConversation } from "./api-fixtures.ts";
import { moveApplication } from "./applications-fixtures.ts";
import { createCv, pythonInternshipCv } from "./cvs-fixtures.ts";
import { expect, test, toast } from "./fixtures.ts";
import { internship, postJob, uniqueWord } from "./jobs-fixtures.ts";

// Part D of issue 35 in German: a company invites a student; the company proposes interview times, she picks one;
// both write messages. Every screen is de-CH. Her accepting the invitation and the company's first message are
// clicked through in candidates-company.spec.ts and conversations.spec.ts, and made through the API here.
test.describe.configure({ timeout: 600_000 });
test.use({ locale: "de-CH", timezoneId: "Europe/Zurich" });

const interviewOf = (page: Page) => page.getByRole("region", { name: "Vorstellungsgespräch", exact: true });
const messageBox = (page: Page) => page.getByRole("textbox", { name: "Nachricht", exact: true });

test("a company invites a student and proposes interview times, she picks one, and both write messages, in German", async ({
  page,
  browser,
  baseURL,
  signUpAs,
  checkScreen,
}) => {
  const word = uniqueWord("de");
  const companyName = `Alpen Robotik ${word}`;
  const studentName = `Lena ${word}`;
  const title = `Praktikum Robotik ${word}`;

  const studentContext = await browser.newContext({ baseURL, locale: "de-CH", timezoneId: "Europe/Zurich" });
  await signUpAs(
    "student",
    { name: studentName, openToOffers: true },
    { request: studentContext.request, emailPrefix: "de-conv-st" },
  );
  await createCv(studentContext.request, pythonInternshipCv("Robotik", 4));
  const studentPage = await studentContext.newPage();

  await signUpAs("company", { name: companyName }, { emailPrefix: "de-conv-co" });
  const job = await postJob(page.request, internship(word, title));

  // The company invites her from the job's candidates: the message comes prefilled in German.
  await page.goto(`/matching-applicants/${job.id}/company-matching`);
  const search = page.getByRole("searchbox").first();
  // A first visit of a screen on a busy machine waits for its chunks.
  await expect(search).toBeVisible({ timeout: 90_000 });
  await search.fill(word);
  await search.press("Enter");
  const candidate = page
    .getByRole("article")
    .filter({ has: page.getByRole("heading", { level: 3, name: studentName, exact: true }) });
  await candidate.getByRole("button", { name: `${studentName} einladen` }).click({ timeout: 60_000 });
  const invite = page.getByRole("dialog", { name: `${studentName} einladen` });
  await expect(invite.getByRole("textbox", { name: `Nachricht an ${studentName}` })).toHaveValue(
    new RegExp(`^Hallo Lena,\\n\\nwir glauben, Sie passen sehr gut zu „${title}“ bei ${companyName}`),
  );
  await checkScreen("conversations-de-invite-dialog", { asIs: true });
  await invite.getByRole("button", { name: "Einladung senden" }).click();
  await expect(toast(page, "Einladung gesendet")).toBeVisible();

  // She reads it among her invitations, and accepts it.
  await studentPage.goto("/matching-list?tab=invited");
  const invitation = studentPage.getByRole("article", { name: title });
  await expect(invitation.getByText("Wartet auf Ihre Antwort")).toBeVisible({ timeout: 60_000 });
  await expect(invitation).toContainText("Eingeladen heute");
  await checkScreen("conversations-de-invited", { page: studentPage });
  const invitations = await apiCall<{ items: { id: string }[] }>(studentContext.request, "get", "/api/invitations");
  const accepted = await apiCall<{ id: string }>(
    studentContext.request,
    "post",
    `/api/invitations/${invitations.items[0]!.id}/accept`,
    {},
  );

  // The company shortlists the application (another area's screen) and proposes two times.
  await moveApplication(page.request, accepted.id, "shortlisted");
  await page.goto(`/matching-applicants/${job.id}/student-matching`);
  const applicant = page.getByRole("article", { name: studentName });
  await applicant.getByRole("button", { name: `Gespräch mit ${studentName} planen` }).click({ timeout: 60_000 });
  const schedule = page.getByRole("dialog", { name: `Vorstellungsgespräch mit ${studentName} planen` });
  await expect(schedule.getByRole("combobox", { name: "Zeitzone" })).toHaveValue(/Europe\/Zurich/);
  await schedule.getByRole("button", { name: "Weiteren Termin hinzufügen" }).click();
  await schedule.getByRole("group", { name: "Termin 2" }).getByLabel("Beginn").fill("14:30");
  // A video call without its link is refused beside it, in German.
  await schedule.getByRole("button", { name: "Diese Termine vorschlagen" }).click();
  await expect(schedule.getByText("Geben Sie den Link zum Videoanruf ein.")).toBeVisible();
  await schedule.getByRole("textbox", { name: "Link zum Videoanruf" }).fill("https://meet.example.com/alpen");
  await expect(schedule.getByRole("combobox", { name: "Dauer" }).first()).toHaveValue("45 Min.");
  await checkScreen("conversations-de-schedule-dialog", { asIs: true });
  await schedule.getByRole("button", { name: "Diese Termine vorschlagen" }).click();
  await expect(toast(page, "Gespräch vorgeschlagen")).toBeVisible();
  await expect(interviewOf(page)).toContainText("Termine vorgeschlagen");
  await expect(interviewOf(page)).toContainText(`${studentName} hat noch keinen dieser Termine gewählt`);

  // She picks the second time on the job's page.
  await studentPage.goto(`/job-detail/${job.id}`);
  const picker = interviewOf(studentPage);
  await expect(picker).toContainText(`${companyName} lädt Sie zu einem Vorstellungsgespräch ein`, { timeout: 60_000 });
  await expect(picker).toContainText("2 Termine stehen zur Auswahl.");
  const options = picker.getByRole("radio");
  await expect(options.nth(1)).toContainText("14:30");
  await expect(options.nth(1)).toContainText("45 Min. · Ihre Zeit, Zurich");
  await checkScreen("conversations-de-pick", { page: studentPage });
  await options.nth(1).check();
  await picker.getByRole("button", { name: "Diesen Termin bestätigen" }).click();
  await expect(toast(studentPage, "Vorstellungsgespräch vereinbart")).toBeVisible();
  await expect(picker).toContainText("Vereinbart");
  await expect(picker.getByRole("link", { name: "https://meet.example.com/alpen" })).toBeVisible();
  await expect(picker.getByRole("button", { name: "Zum Kalender hinzufügen" })).toBeVisible();
  await checkScreen("conversations-de-scheduled", { page: studentPage });

  // The company writes about the job in the conversation the invitation began.
  const conversationId = await onlyConversation(page.request);
  await apiCall(page.request, "post", `/api/conversations/${conversationId}/messages`, {
    body: "Guten Tag, wir freuen uns auf das Gespräch.",
  });

  // She finds it in her inbox, unread (the invitation and this message), and answers.
  await studentPage.goto("/messages");
  const inbox = studentPage.getByRole("navigation", { name: "Unterhaltungen" });
  const conversation = inbox.getByRole("link", { name: new RegExp(companyName) });
  await expect(conversation).toContainText("2 ungelesene Nachrichten", { timeout: 30_000 });
  await checkScreen("conversations-de-inbox", { page: studentPage });
  await conversation.click();
  const studentPane = studentPage.getByRole("region", { name: "Unterhaltung" });
  await expect(studentPane.getByText("Guten Tag, wir freuen uns auf das Gespräch.")).toBeVisible();
  await expect(studentPane.getByRole("heading", { level: 3, name: "Heute" })).toBeVisible();
  await messageBox(studentPage).fill("Vielen Dank, bis bald!");
  await studentPage.getByRole("button", { name: "Senden" }).click();
  await expect(studentPane.getByText("Vielen Dank, bis bald!")).toBeVisible();
  await expect(messageBox(studentPage)).toHaveValue("");
  await checkScreen("conversations-de-conversation", { page: studentPage });

  // The company reads the answer; its own message is marked seen.
  await page.goto(`/messages/${conversationId}`);
  const companyPane = page.getByRole("region", { name: "Unterhaltung" });
  await expect(companyPane.getByText("Vielen Dank, bis bald!")).toBeVisible({ timeout: 30_000 });
  await expect(companyPane.getByText("Gesehen").first()).toBeVisible();

  await studentContext.close();
});
