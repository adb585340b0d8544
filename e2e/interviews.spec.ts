import type { Locator, Page } from "@playwright/test";
import { apply, moveApplication } from "./applications-fixtures.ts";
import { createCv, pythonInternshipCv } from "./cvs-fixtures.ts";
import { expect, expectNamesToContainVisibleLabels, test, toast } from "./fixtures.ts";
import { internship, postJob, uniqueWord } from "./jobs-fixtures.ts";

// Interview scheduling (issue 32): a company in Zurich proposes two times from an applicant's row, the student in
// New York sees them on her clocks (and the interview's), picks one, and both sides see the scheduled interview
// at the same moment, each in their own time; both find it under "Upcoming interviews". A user makes, replaces
// and turns off their private calendar link.
test.describe.configure({ timeout: 240_000 });

const COMPANY_ZONE = "Europe/Zurich";
const STUDENT_ZONE = "America/New_York";

/** "14:30" as the clocks of `zone` read an instant: what each side must see. */
const clock = (instant: string, zone: string) =>
  new Intl.DateTimeFormat("en-GB", { timeZone: zone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(
    new Date(instant),
  );

const interviewOf = (scope: Page | Locator) => scope.getByRole("region", { name: "Interview", exact: true });

test("a company proposes interview times, the student in another time zone picks one, and both see it scheduled at the right time", async ({
  page,
  browser,
  baseURL,
  signUpAs,
  checkScreen,
}) => {
  const word = uniqueWord("iv");
  const companyName = `Interview Robotics ${word}`;
  await signUpAs("company", { name: companyName }, { emailPrefix: "interview-co" });
  const job = await postJob(page.request, internship(word, `Robot Vision Intern ${word}`));

  // The student lives in New York: her browser's clocks say so.
  const studentContext = await browser.newContext({ baseURL, timezoneId: STUDENT_ZONE });
  await signUpAs("student", { name: "Mia Schmid" }, { request: studentContext.request, emailPrefix: "interview-st" });
  const cv = await createCv(studentContext.request, pythonInternshipCv("Robot vision", 4));
  const application = await apply(studentContext.request, { jobId: job.id, cvId: cv.id, note: "Keen to interview." });
  await moveApplication(page.request, application.id, "shortlisted");
  const student = await studentContext.newPage();

  // The company opens the applicant's row: "Schedule interview" opens the dialog.
  await page.goto(`/matching-applicants/${job.id}/student-matching`);
  const row = page.getByRole("article", { name: "Mia Schmid" });
  await row.getByRole("button", { name: "Schedule interview with Mia Schmid" }).click({ timeout: 20_000 });
  const dialog = page.getByRole("dialog", { name: "Schedule an interview with Mia Schmid" });
  await expect(dialog.getByRole("combobox", { name: "Time zone" })).toHaveValue(/Europe\/Zurich/);

  // A first time is suggested; a second is added and set to 14:30. A video call without its link is refused
  // beside the link, and nothing typed is lost.
  await dialog.getByRole("button", { name: "Add another time" }).click();
  const second = dialog.getByRole("group", { name: "Option 2" });
  await second.getByLabel("Start").fill("14:30");
  await dialog.getByRole("textbox", { name: "Note for Mia Schmid" }).fill("You meet our vision lead, Ana.");
  await dialog.getByRole("button", { name: "Propose these times" }).click();
  const link = dialog.getByRole("textbox", { name: "Video call link" });
  await expect(link).toHaveAttribute("aria-invalid", "true");
  await expect(dialog.getByRole("textbox", { name: "Note for Mia Schmid" })).toHaveValue(
    "You meet our vision lead, Ana.",
  );
  await expect(second.getByLabel("Start")).toHaveValue("14:30");
  await link.fill("https://meet.example.com/vision-lead");
  await checkScreen("interviews-schedule-dialog", { asIs: true });
  await expectNamesToContainVisibleLabels(page);
  await dialog.getByRole("button", { name: "Propose these times" }).click();
  await expect(dialog).toBeHidden();
  await expect(toast(page, "Interview proposed")).toBeVisible();
  await expect(interviewOf(row)).toContainText("Times proposed");
  await expect(interviewOf(row)).toContainText("Waiting for Mia Schmid to choose");

  const [proposed] = (await (await page.request.get(`/api/applications/${application.id}/interviews`)).json()) as {
    slots: { id: string; startsAt: string }[];
  }[];
  const chosen = proposed?.slots[1];
  if (!chosen) throw new Error("the interview should have two slots");
  expect(clock(chosen.startsAt, COMPANY_ZONE)).toBe("14:30");
  const studentClock = clock(chosen.startsAt, STUDENT_ZONE);

  // The student sees the times on her own clocks, and the company's beside them; she picks the second.
  await student.goto(`/job-detail/${job.id}`);
  const picker = interviewOf(student);
  // The server renders the job page in its own time zone, the browser takes it over in New York's: React draws
  // it anew, which takes a while on a busy machine.
  await expect(picker).toContainText(`${companyName} invites you to an interview`, { timeout: 60_000 });
  const options = picker.getByRole("radio");
  await expect(options).toHaveCount(2);
  await expect(options.nth(1)).toContainText(studentClock);
  await expect(options.nth(1)).toContainText("14:30");
  await expect(options.nth(1)).toContainText("New York");
  await checkScreen("interviews-student-pick", { page: student });
  // Keyboard: the choice is made with the arrow keys and confirmed with Enter.
  await options.nth(0).focus();
  await student.keyboard.press("ArrowDown");
  await expect(options.nth(1)).toBeChecked();
  await picker.getByRole("button", { name: "Confirm this time" }).press("Enter");
  await expect(toast(student, "Interview scheduled")).toBeVisible();
  await expect(picker).toContainText("Scheduled");
  await expect(picker).toContainText(studentClock);
  await expect(picker).toContainText("meet.example.com/vision-lead");
  await expect(picker).toContainText("You meet our vision lead, Ana.");
  await expect(picker.getByRole("button", { name: "Add to calendar" })).toBeVisible();
  await checkScreen("interviews-student-scheduled", { page: student });

  // The company sees it scheduled at 14:30 its time; the application has moved to Interview.
  await page.reload();
  await expect(interviewOf(row)).toContainText("Scheduled", { timeout: 20_000 });
  await expect(interviewOf(row)).toContainText("14:30");
  const moved = (await (await page.request.get(`/api/applications/${application.id}`)).json()) as { status: string };
  expect(moved.status).toBe("interview");
  await checkScreen("interviews-company-scheduled");

  // Both find it on their dashboard, each at their own time.
  await page.goto("/job-dashboard");
  const companyUpcoming = page.getByRole("region", { name: "Upcoming interviews" });
  await expect(companyUpcoming).toContainText(job.title);
  await expect(companyUpcoming).toContainText("with Mia Schmid");
  await expect(companyUpcoming).toContainText("14:30");
  await student.goto("/job-dashboard");
  const studentUpcoming = student.getByRole("region", { name: "Upcoming interviews" });
  await expect(studentUpcoming).toContainText(`with ${companyName}`);
  await expect(studentUpcoming).toContainText(studentClock);
  await checkScreen("interviews-dashboard", { page: student });

  await studentContext.close();
});

test("a user makes their private calendar link, sees it once to copy, replaces it and turns it off", async ({
  page,
  signUpAs,
  checkScreen,
}) => {
  await signUpAs("student", { name: "Lea Frei" }, { emailPrefix: "calendar-feed" });
  await page.goto("/account/student/detail#calendar-feed");
  const feed = page.getByRole("region", { name: "Calendar feed" });
  await feed.getByRole("button", { name: "Make my calendar link" }).click({ timeout: 20_000 });
  const link = feed.getByRole("textbox", { name: "Subscription link" });
  await expect(link).toHaveValue(/^webcal:\/\//);
  await expect(feed.getByRole("button", { name: "Copy the link" })).toBeVisible();
  await expect(feed.getByRole("link", { name: "Subscribe" })).toHaveAttribute("href", await link.inputValue());
  await checkScreen("interviews-calendar-feed");

  // Replacing gives a new secret: the old link answers 404, the new one the calendar.
  const first = await link.inputValue();
  await feed.getByRole("button", { name: "Replace the link" }).click();
  await page
    .getByRole("dialog", { name: "Replace the calendar link?" })
    .getByRole("button", { name: "Replace the link" })
    .click();
  await expect(link).not.toHaveValue(first);
  const second = await link.inputValue();
  const asHttp = (webcal: string) => new URL(webcal.replace(/^webcal:/, "http:")).pathname;
  expect((await page.request.get(asHttp(first))).status()).toBe(404);
  const calendar = await page.request.get(asHttp(second));
  expect(calendar.status()).toBe(200);
  expect(await calendar.text()).toContain("BEGIN:VCALENDAR");

  // After a reload the address is not shown again (only its hash is kept); turning it off ends it.
  await page.reload();
  await expect(feed).toContainText("Your calendar link is on", { timeout: 20_000 });
  await expect(link).toHaveCount(0);
  await feed.getByRole("button", { name: "Turn off" }).click();
  await page
    .getByRole("dialog", { name: "Turn the calendar feed off?" })
    .getByRole("button", { name: "Turn it off" })
    .click();
  await expect(feed.getByRole("button", { name: "Make my calendar link" })).toBeVisible();
  expect((await page.request.get(asHttp(second))).status()).toBe(404);
});
