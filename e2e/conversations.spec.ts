import type { Page } from "@playwright/test";
import { apply } from "./applications-fixtures.ts";
import { createCv, pythonInternshipCv } from "./cvs-fixtures.ts";
import { expect, PHONE_VIEWPORT, test, toast } from "./fixtures.ts";
import { apiHeaders, internship, postJob, uniqueWord } from "./jobs-fixtures.ts";

// Conversations (issue 32): a company writes to a student who applied, from the applicant's row; the student
// sees the header's unread badge, opens the conversation and replies; the company sees the reply and "Seen".
test.describe.configure({ timeout: 240_000 });

const messagesLink = (page: Page, unread = 0) =>
  page.getByRole("link", {
    name: unread ? `Messages, ${unread} unread conversation${unread === 1 ? "" : "s"}` : "Messages",
    exact: true,
  });

const messageBox = (page: Page) => page.getByRole("textbox", { name: "Message" });

test("a company writes to an applicant, the student sees the badge and replies, the company sees the reply and Seen", async ({
  page,
  browser,
  baseURL,
  signUpAs,
  checkScreen,
}) => {
  const word = uniqueWord("cv");
  const companyName = `Inbox Robotics ${word}`;
  await signUpAs("company", { name: companyName }, { emailPrefix: "conv-co" });
  const job = await postJob(page.request, internship(word, `Inbox Robotics Intern ${word}`));

  const studentContext = await browser.newContext({ baseURL });
  await signUpAs("student", { name: "Noa Keller" }, { request: studentContext.request, emailPrefix: "conv-st" });
  await createCv(studentContext.request, pythonInternshipCv("Robot vision", 4));
  await apply(studentContext.request, { jobId: job.id });
  const student = await studentContext.newPage();

  // The company opens the applicant's row and writes from its Message button; Enter sends.
  await page.goto(`/matching-applicants/${job.id}/student-matching`);
  const row = page.getByRole("article", { name: "Noa Keller" });
  await row.getByRole("link", { name: `Message Noa Keller about ${job.title}` }).click();
  await expect(page).toHaveURL(/\/messages\/new\?/);
  await expect(page.getByRole("heading", { level: 1, name: "Message Noa Keller" })).toBeVisible();
  const first = `Hello Noa, thanks for applying (${word}). Our schedule: https://inbox.example/plan.`;
  await messageBox(page).fill(first);
  await messageBox(page).press("Enter");
  await expect(page).toHaveURL(/\/messages\/[0-9a-f-]{36}$/);
  const conversationUrl = page.url();
  const companyPane = page.getByRole("region", { name: "Conversation" });
  await expect(companyPane.getByText(`Hello Noa, thanks for applying (${word})`)).toBeVisible();
  await expect(companyPane.getByRole("link", { name: "https://inbox.example/plan" })).toHaveAttribute(
    "rel",
    "noopener noreferrer nofollow",
  );
  await expect(messageBox(page)).toHaveValue("");
  await expect(companyPane.getByText("Seen")).toHaveCount(0);

  // A draft survives leaving the conversation.
  await messageBox(page).fill("A draft not sent yet");
  await page.goto("/job-dashboard");
  await page.goto(conversationUrl);
  await expect(messageBox(page)).toHaveValue("A draft not sent yet");
  await messageBox(page).fill("");

  // The student sees the badge in the header, and the conversation in the inbox with its job and unread count.
  await student.goto("/job-dashboard");
  await expect(messagesLink(student, 1)).toBeVisible({ timeout: 20_000 });
  await messagesLink(student, 1).click();
  await expect(student).toHaveURL(/\/messages$/);
  const inbox = student.getByRole("navigation", { name: "Conversations" });
  const conversationRow = inbox.getByRole("link", { name: new RegExp(companyName) });
  await expect(conversationRow).toContainText(job.title);
  await expect(conversationRow).toContainText("1 unread message");
  await checkScreen("conversations-inbox", { page: student });

  // Opening it shows the message, marks it read (the badge goes), and the reply goes out with Enter.
  await conversationRow.click();
  const studentPane = student.getByRole("region", { name: "Conversation" });
  await expect(studentPane.getByText(`Hello Noa, thanks for applying (${word})`)).toBeVisible();
  await expect(studentPane.getByRole("heading", { level: 2, name: companyName })).toBeVisible();
  await expect(messagesLink(student)).toBeVisible({ timeout: 20_000 });
  await expect(conversationRow).not.toContainText("unread message");
  await messageBox(student).fill("Thank you! I can talk on Monday.\nMornings suit me best.");
  await messageBox(student).press("Enter");
  await expect(studentPane.getByText("Thank you! I can talk on Monday.")).toBeVisible();
  await expect(messageBox(student)).toHaveValue("");
  await checkScreen("conversations-open", { page: student });

  // On a phone the inbox and the conversation take turns, with a way back.
  await student.setViewportSize(PHONE_VIEWPORT);
  await expect(inbox).toBeHidden();
  await student.getByRole("link", { name: "Back to your conversations" }).click();
  await expect(inbox).toBeVisible();
  await expect(studentPane.getByRole("heading", { level: 2 })).toBeHidden();

  // The company sees the reply, and "Seen" under its own message.
  await page.reload();
  await expect(companyPane.getByText("Thank you! I can talk on Monday.")).toBeVisible({ timeout: 20_000 });
  await expect(companyPane.getByText("Seen", { exact: false }).first()).toBeVisible();
  await checkScreen("conversations-company");

  await studentContext.close();
});

test("a long conversation loads its earlier messages; a student blocks and unblocks, the company sees it closed", async ({
  page,
  browser,
  baseURL,
  signUpAs,
  checkScreen,
}) => {
  const word = uniqueWord("cb");
  const companyName = `Closing Robotics ${word}`;
  const companyContext = await browser.newContext({ baseURL });
  const company = companyContext.request;
  await signUpAs("company", { name: companyName }, { request: company, emailPrefix: "conv-co2" });
  const job = await postJob(company, internship(word, `Closing Robotics Intern ${word}`));
  const studentAccount = await signUpAs("student", { name: "Lio Brunner" }, { emailPrefix: "conv-st2" });
  await createCv(page.request, pythonInternshipCv("Robot vision", 4));
  await apply(page.request, { jobId: job.id });

  // The company writes 35 messages through the API: more than one page.
  const started = await company.post("/api/conversations", {
    data: { studentId: studentAccount.id, jobId: job.id, body: "Message 1" },
    headers: apiHeaders,
  });
  expect(started.status(), await started.text()).toBe(201);
  const { conversation } = (await started.json()) as { conversation: { id: string } };
  for (let index = 2; index <= 35; index += 1) {
    const sent = await company.post(`/api/conversations/${conversation.id}/messages`, {
      data: { body: `Message ${index}` },
      headers: apiHeaders,
    });
    expect(sent.status(), await sent.text()).toBe(201);
  }

  // The student opens it at the newest; the earlier ones come on request (or by scrolling up).
  await page.goto(`/messages/${conversation.id}`);
  const pane = page.getByRole("region", { name: "Conversation" });
  await expect(pane.getByText("Message 35", { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(pane.getByText("Message 1", { exact: true })).toHaveCount(0);
  // Clicking scrolls the button into view, which brings the list's top near enough for its observer to load the
  // earlier page by itself: the button may go (no earlier page left) before the click lands. Either way they load.
  const earlier = pane.getByRole("button", { name: "Load earlier messages" });
  await expect(async () => {
    if ((await earlier.count()) > 0) await earlier.click({ timeout: 2_000 });
    await expect(pane.getByText("Message 1", { exact: true })).toBeAttached({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(earlier).toHaveCount(0);

  // A message can be reported to the moderators, with a reason and details.
  await pane
    .getByRole("button", { name: /^Actions for the message from / })
    .last()
    .click();
  await page.getByRole("menuitem", { name: "Report this message" }).click();
  const report = page.getByRole("dialog", { name: "Report this message" });
  await report.getByRole("radio", { name: "Spam or advertising" }).check();
  await report.getByRole("textbox", { name: "Details" }).fill("35 messages in a row.");
  await report.getByRole("button", { name: "Send the report" }).click();
  await expect(toast(page, "Message reported")).toBeVisible();

  // Blocking asks first; then the message box gives way to a note, on both sides.
  await pane.getByRole("button", { name: "Conversation actions" }).click();
  await page.getByRole("menuitem", { name: `Block ${companyName}` }).click();
  const confirm = page.getByRole("dialog", { name: `Block ${companyName}?` });
  await confirm.getByRole("button", { name: "Block" }).click();
  await expect(pane.getByText("You blocked this conversation")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Message" })).toHaveCount(0);
  await checkScreen("conversations-blocked");

  const companyPage = await companyContext.newPage();
  await companyPage.goto(`/messages/${conversation.id}`);
  const companyPane = companyPage.getByRole("region", { name: "Conversation" });
  await expect(companyPane.getByText("This conversation is closed")).toBeVisible({ timeout: 20_000 });
  await expect(companyPage.getByRole("textbox", { name: "Message" })).toHaveCount(0);

  // Unblocked, both may write again.
  await pane.getByRole("button", { name: "Unblock" }).click();
  await expect(page.getByRole("textbox", { name: "Message" })).toBeVisible();
  await companyPage.reload();
  await expect(companyPage.getByRole("textbox", { name: "Message" })).toBeVisible({ timeout: 20_000 });
  await companyContext.close();
});
