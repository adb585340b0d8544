import { apply, invite, moveApplication } from "./applications-fixtures.ts";
import { createCv, pythonInternshipCv } from "./cvs-fixtures.ts";
import { bell, expect, PHONE_VIEWPORT, test, toast, waitForMail } from "./fixtures.ts";
import { internship, postJob, uniqueWord } from "./jobs-fixtures.ts";

// The notification centre (PRODUCT §9, issue #10): the header bell, the full list and the mail settings on the
// account screen, the dashboards' to-dos and a company's counts per job. Companies and students act through the
// API where the screen under test is the other side's.
test.describe.configure({ timeout: 240_000 });

test("a student's bell tells of a company's answer, opens it, marks all read; mail settings persist", async ({
  page,
  playwright,
  baseURL,
  signUpAs,
  checkScreen,
}) => {
  const word = uniqueWord("nb");
  const company = await playwright.request.newContext({ baseURL });
  await signUpAs("company", { name: `Bell Robotics ${word}` }, { request: company, emailPrefix: "bell-co" });
  const job = await postJob(company, internship(word, `Drone Software Intern ${word}`));

  await signUpAs("student", { name: "Mia Brunner" }, { emailPrefix: "bell-st" });
  await createCv(page.request, pythonInternshipCv("Robotics internships", 3));

  // Nothing yet: the bell has no count and says so when opened.
  await page.goto("/job-dashboard");
  await expect(bell(page)).toBeVisible({ timeout: 20_000 });
  await bell(page).click();
  const panel = page.getByRole("dialog", { name: "Notifications" });
  await expect(panel.getByText("No notifications yet")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
  await expect(bell(page)).toBeFocused();

  // The student applies; the company reviews the application.
  const application = await apply(page.request, { jobId: job.id });
  await moveApplication(company, application.id, "reviewed");

  // The bell counts it at once, told over the live channel (no reload, no polling while it is open), and the
  // dashboard lists the move under To do.
  await expect(bell(page, 1)).toBeVisible({ timeout: 10_000 });
  const todo = page.getByRole("region", { name: "To do" });
  await expect(todo.getByText(`Reviewed: ${job.title}`)).toBeVisible();
  await expect(todo.getByRole("link", { name: `See your application to “${job.title}”` })).toHaveAttribute(
    "href",
    "/matching-list?tab=applied",
  );
  await checkScreen("notifications-student-dashboard");

  // Opened with the keyboard: the notification, unread, with its time.
  await bell(page, 1).focus();
  await page.keyboard.press("Enter");
  const item = panel.getByRole("link", {
    name: new RegExp(`Unread: Your application for "${job.title}" is now: Reviewed`),
  });
  await expect(item).toBeVisible();
  // Intl's relative time in the page's locale (lib/format.ts): "now" in English.
  await expect(item.locator("time")).toHaveText("now");
  await checkScreen("notifications-bell-open", { asIs: true });

  // Opening it goes to the application (the Applied tab), marks it read and the count drops.
  await item.click();
  await expect(page).toHaveURL(/\/matching-list\?tab=applied$/);
  await expect(page.getByRole("tab", { name: "Applied" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("article", { name: job.title })).toBeVisible();
  await expect(bell(page)).toBeVisible();

  // Two more: shortlisting moves the application and makes a match. Mark all as read clears both.
  await moveApplication(company, application.id, "shortlisted");
  await page.reload();
  await expect(bell(page, 2)).toBeVisible({ timeout: 40_000 });
  await page.setViewportSize(PHONE_VIEWPORT);
  await bell(page, 2).click();
  await expect(panel.getByRole("link", { name: /Unread: You matched with/ })).toBeVisible();
  await checkScreen("notifications-bell-open", { asIs: true });
  await panel.getByRole("button", { name: "Mark all as read" }).click();
  await expect(toast(page, "2 notifications marked as read.")).toBeVisible();
  await expect(bell(page)).toBeVisible();
  await expect(panel.getByRole("link", { name: /Unread:/ })).toHaveCount(0);
  await page.keyboard.press("Escape");
  await page.setViewportSize({ width: 1280, height: 800 });

  // See all: the full list on the account screen, with the unread filter and its empty state.
  await bell(page).click();
  await panel.getByRole("link", { name: "See all notifications" }).click();
  await expect(page).toHaveURL(/\/account\/student\/detail#notifications$/);
  const list = page.getByRole("region", { name: "Notifications" });
  await expect(list.getByText("3 notifications")).toBeVisible();
  await expect(list.getByRole("listitem")).toHaveCount(3);
  await list.getByText("Unread", { exact: true }).click();
  await expect(list.getByText("You are all caught up")).toBeVisible();
  await expect(page).toHaveURL(/notifications=unread/);
  await list.getByText("All", { exact: true }).click();
  await expect(list.getByRole("listitem")).toHaveCount(3);

  // Mail settings: a switch per kind, saved when switched, still off after a reload.
  const mail = page.getByRole("region", { name: "Email notifications" });
  const statusMail = mail.getByRole("switch", { name: "A company moves your application on (or rejects it)" });
  await expect(statusMail).toBeChecked();
  await statusMail.click({ force: true });
  await expect(toast(page, "Email turned off")).toBeVisible();
  await expect(statusMail).not.toBeChecked();
  await checkScreen("notifications-account-student");
  await page.reload();
  await expect(
    page
      .getByRole("region", { name: "Email notifications" })
      .getByRole("switch", { name: "A company moves your application on (or rejects it)" }),
  ).not.toBeChecked({ timeout: 20_000 });
  await expect(
    page.getByRole("region", { name: "Email notifications" }).getByRole("switch", { name: "You have a new match" }),
  ).toBeChecked();
  await company.dispose();
});

test("a company's dashboard lists new applicants and open invitations; its matching list counts per status", async ({
  page,
  playwright,
  baseURL,
  signUpAs,
  checkScreen,
}) => {
  const word = uniqueWord("nc");
  await signUpAs("company", { name: `Counting Robotics ${word}` }, { emailPrefix: "bell-co2" });
  const job = await postJob(page.request, internship(word, `Robot Arm Intern ${word}`));

  // Two students apply, one is reviewed; a third, open to offers, is invited.
  const students = await Promise.all(
    [1, 2, 3].map(async (n) => {
      const request = await playwright.request.newContext({ baseURL });
      const account = await signUpAs(
        "student",
        { name: `Applicant ${n} ${word}`, openToOffers: true },
        { request, emailPrefix: "bell-st2" },
      );
      await createCv(request, pythonInternshipCv("Robotics internships", 3));
      return { request, account };
    }),
  );
  await apply(students[0]!.request, { jobId: job.id });
  const second = await apply(students[1]!.request, { jobId: job.id });
  await moveApplication(page.request, second.id, "reviewed");
  const invitation = await invite(page.request, {
    jobId: job.id,
    studentId: students[2]!.account.id,
    message: "We would like to meet you.",
  });
  expect(invitation.status(), await invitation.text()).toBe(201);

  await page.goto("/job-dashboard");
  const todo = page.getByRole("region", { name: "To do" });
  await expect(todo.getByText("1 new applicant")).toBeVisible({ timeout: 20_000 });
  await expect(todo.getByRole("link", { name: `Review the new applicants of “${job.title}”` })).toHaveAttribute(
    "href",
    `/matching-applicants/${job.id}/student-matching?status=applied`,
  );
  await expect(todo.getByText("1 invitation awaits an answer")).toBeVisible();
  await expect(todo.getByRole("link", { name: `See the open invitations of “${job.title}”` })).toHaveAttribute(
    "href",
    `/matching-applicants/${job.id}/filtered-list?status=invited`,
  );
  // The company was told of both applications.
  await expect(bell(page, 2)).toBeVisible();
  await checkScreen("notifications-company-dashboard");

  await page.goto("/matching-list");
  const card = page.getByRole("article", { name: job.title });
  const counts = card.getByRole("list", { name: `Applications to ${job.title}` });
  await expect(counts.getByRole("link", { name: "2 applications" })).toHaveAttribute(
    "href",
    `/matching-applicants/${job.id}/student-matching`,
  );
  await expect(counts.getByRole("link", { name: "1 applied" })).toHaveAttribute(
    "href",
    `/matching-applicants/${job.id}/student-matching?status=applied`,
  );
  await expect(counts.getByRole("link", { name: "1 reviewed" })).toHaveAttribute(
    "href",
    `/matching-applicants/${job.id}/student-matching?status=reviewed`,
  );
  await checkScreen("notifications-company-matching-list");
  for (const student of students) await student.request.dispose();
});

test("a notification mail opens the item itself, and its unsubscribe link asks first, then turns that kind off", async ({
  page,
  browser,
  playwright,
  baseURL,
  signUpAs,
  checkScreen,
}) => {
  const word = uniqueWord("nu");
  const company = await playwright.request.newContext({ baseURL });
  await signUpAs("company", { name: `Unsubscribe Robotics ${word}` }, { request: company, emailPrefix: "unsub-co" });
  const job = await postJob(company, internship(word, `Quiet Intern ${word}`));
  const student = await signUpAs("student", { name: "Mia Quiet" }, { emailPrefix: "unsub-st" });
  await createCv(page.request, pythonInternshipCv("Robotics internships", 3));
  const application = await apply(page.request, { jobId: job.id });
  await moveApplication(company, application.id, "reviewed");

  // The mail's button opens the application itself (its job's page); its small print has the way out.
  const mail = await waitForMail(student.email, { subject: /is now: Reviewed/, timeoutMs: 20_000 });
  expect(new URL(mail.links[0]!).pathname).toBe(`/job-detail/${job.id}`);
  const unsubscribe = new URL(mail.links.find((link) => link.includes("/api/notifications/unsubscribe?token="))!);

  // Opened signed out, in another browser: a page that asks, and changes nothing until its button is pressed.
  const outside = await browser.newContext({ baseURL });
  const other = await outside.newPage();
  await other.goto(`${unsubscribe.pathname}${unsubscribe.search}`);
  await expect(other.getByRole("heading", { level: 1, name: "Turn off these mails?" })).toBeVisible();
  await expect(other.getByText("“A company moves your application on (or rejects it)”")).toBeVisible();
  await checkScreen("notifications-unsubscribe", { page: other });
  const before = await page.request.get("/api/notifications/settings");
  expect(((await before.json()) as { mail: Record<string, boolean> }).mail["application.status"]).toBe(true);
  await other.getByRole("button", { name: "Turn off these mails" }).click();
  await expect(other.getByRole("heading", { level: 1, name: "These mails are off" })).toBeVisible();
  const after = await page.request.get("/api/notifications/settings");
  expect(((await after.json()) as { mail: Record<string, boolean> }).mail["application.status"]).toBe(false);

  // The settings screen shows it off.
  await page.goto("/account/student/detail");
  await expect(page.getByRole("switch", { name: /A company moves your application on/ })).not.toBeChecked({
    timeout: 30_000,
  });
  await outside.close();
  await company.dispose();
});
