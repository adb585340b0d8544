import type { Page } from "@playwright/test";
import { apply } from "./applications-fixtures.ts";
import { createCv, pythonInternshipCv } from "./cvs-fixtures.ts";
import { expect, outboxMessages, test, toast, waitForMail } from "./fixtures.ts";
import { internship, postJob, uniqueWord } from "./jobs-fixtures.ts";

// The company's side of applications (PRODUCT §5, §3): the applicants of a job ranked by match with the
// pipeline on each row, and closing a job that still has applicants waiting. One student applies from her
// recommendations on screen, the other through the API; the company works on screen, and each student sees the
// outcome on screen.
test.describe.configure({ timeout: 300_000 });

const applicantRow = (page: Page, name: string) => page.getByRole("article", { name });
/** A status chip (its radio input is visually hidden behind the label). */
const statusChip = (page: Page, label: string) =>
  page
    .getByRole("radiogroup", { name: "Status" })
    .locator("label")
    .filter({ hasText: new RegExp(`^${label}$`) });

test("a company moves an applicant from applied to hired, sees their contact details once matched, and answers the other applicant by closing the job", async ({
  page,
  browser,
  baseURL,
  signUpAs,
  checkScreen,
}) => {
  const word = uniqueWord("zp");
  const companyName = `Pipeline Robotics ${word}`;
  await signUpAs("company", { name: companyName }, { emailPrefix: "pipeline-co" });
  const job = await postJob(page.request, internship(word, `Vision Pipeline Intern ${word}`));

  // Two new students, each in their own browser, apply with a note.
  const studentPage = async (name: string, prefix: string) => {
    const context = await browser.newContext({ baseURL });
    const account = await signUpAs(
      "student",
      { name, phone: "+41 44 555 12 34" },
      { request: context.request, emailPrefix: prefix },
    );
    return { context, page: await context.newPage(), account };
  };
  const noa = await studentPage("Noa Keller", "pipeline-st1");
  const lio = await studentPage("Lio Brunner", "pipeline-st2");
  const noaCv = await createCv(noa.context.request, pythonInternshipCv("Robot vision", 4));
  const lioCv = await createCv(lio.context.request, pythonInternshipCv("Python internships", 4));
  const noaNote = `I built a line-following robot in Python (${word}).`;
  // Noa applies from her recommendations: the job is ranked for her CV; she opens it and applies with a note.
  await noa.page.goto("/matching-list");
  const search = noa.page.getByRole("searchbox", { name: "Search recommended jobs" });
  await search.fill(word);
  await search.press("Enter");
  const recommended = noa.page
    .getByRole("article")
    .filter({ has: noa.page.getByRole("heading", { level: 3, name: job.title, exact: true }) });
  await recommended.getByRole("link", { name: job.title }).click({ timeout: 20_000 });
  await expect(noa.page).toHaveURL(new RegExp(`/job-detail/${job.id}`));
  await noa.page.getByRole("region", { name: "Apply to this job" }).getByRole("button", { name: "Apply" }).click();
  const applyDialog = noa.page.getByRole("dialog", { name: `Apply to “${job.title}”` });
  await expect(applyDialog.getByRole("combobox", { name: "CV to send" })).toHaveValue(`${noaCv.title} (primary)`);
  await applyDialog.getByRole("textbox", { name: `Note to ${companyName}` }).fill(noaNote);
  await applyDialog.getByRole("button", { name: "Send the application" }).click();
  await expect(applyDialog).toBeHidden();
  await expect(noa.page.getByRole("region", { name: "Your application" })).toBeVisible();
  await apply(lio.context.request, { jobId: job.id, cvId: lioCv.id, note: "Keen to learn computer vision." });

  // The company opens the job's Applicants tab: both open applications, ranked, with the pipeline.
  await page.goto(`/matching-applicants/${job.id}/company-matching`);
  const tabs = page.getByRole("navigation", { name: "Candidate lists" });
  await tabs.getByRole("link", { name: "Applicants" }).click();
  await expect(page).toHaveURL(new RegExp(`/matching-applicants/${job.id}/student-matching$`));
  await expect(tabs.getByRole("link", { name: "Applicants" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("heading", { name: "2 open applicants, best first" })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole("radio", { name: "All open" })).toBeChecked();
  const noaRow = applicantRow(page, "Noa Keller");
  await expect(noaRow.getByText("Applied", { exact: true }).last()).toBeVisible();

  // The note and the history, on request; the CV opens against the job.
  await noaRow.getByRole("button", { name: "Show the application of Noa Keller" }).click();
  await expect(noaRow.getByText(noaNote)).toBeVisible();
  await expect(
    noaRow.getByRole("list", { name: "History of Noa Keller's application" }).getByRole("listitem"),
  ).toHaveCount(1);
  await expect(noaRow.getByRole("link", { name: noaCv.title })).toHaveAttribute(
    "href",
    `/cv-detail/${noaCv.id}?jobId=${job.id}`,
  );
  // No contact details before a match.
  await expect(noaRow.getByRole("region", { name: /Contact details/ })).toHaveCount(0);
  await checkScreen("applications-company-applicants");

  // Review, then shortlist: a match, and the student's contact details on the row.
  await noaRow.getByRole("button", { name: "Mark as reviewed: Noa Keller" }).click();
  await expect(toast(page, "Moved to Reviewed")).toBeVisible();
  await noaRow.getByRole("button", { name: "Shortlist: Noa Keller" }).click();
  await expect(toast(page, "Moved to Shortlisted")).toBeVisible();
  const contact = noaRow.getByRole("region", { name: "Contact details of Noa Keller" });
  await expect(contact.getByRole("link", { name: noa.account.email })).toHaveAttribute(
    "href",
    `mailto:${noa.account.email}`,
  );
  await expect(contact.getByRole("link", { name: "+41 44 555 12 34" })).toBeVisible();
  await expect(noaRow.getByText("Matched", { exact: true })).toBeVisible();

  // The student sees the company's contact details under Matched.
  await noa.page.goto("/matching-list?tab=matched");
  const match = noa.page.getByRole("article", { name: job.title });
  await expect(match.getByRole("region", { name: `Contact at ${companyName}` })).toBeVisible({ timeout: 20_000 });

  // Interview, then an offer with its terms: the form starts from the job's start and pay and needs a message.
  await noaRow.getByRole("button", { name: "Move to interview: Noa Keller" }).click();
  await expect(toast(page, "Moved to Interview")).toBeVisible();
  await noaRow.getByRole("button", { name: "Make an offer: Noa Keller" }).click();
  const offerDialog = page.getByRole("dialog", { name: "Make Noa Keller an offer" });
  await expect(offerDialog.getByRole("textbox", { name: "Pay" })).toHaveValue("2,500");
  await offerDialog.getByRole("button", { name: "Send the offer" }).click();
  await expect(offerDialog.getByText("Write a message.")).toBeVisible();
  const offerMessage = `We would love to have you on the team (${word}).`;
  await offerDialog.getByRole("textbox", { name: "Message to Noa Keller" }).fill(offerMessage);
  await checkScreen("applications-company-offer-dialog", { asIs: true });
  await offerDialog.getByRole("button", { name: "Send the offer" }).click();
  await expect(toast(page, "Offer sent")).toBeVisible();
  await expect(noaRow.getByText(/^Offer open until /).first()).toBeVisible();
  // Hired needs the student's acceptance: no Hire while the offer waits.
  await expect(noaRow.getByRole("button", { name: "Hire: Noa Keller" })).toHaveCount(0);

  // The student finds the offer in the dashboard's To do and on the Applied tab, and accepts it on the job's page.
  await noa.page.goto("/job-dashboard");
  const todo = noa.page.getByRole("link", { name: `Answer the offer for “${job.title}”` });
  await expect(todo).toBeVisible({ timeout: 20_000 });
  await noa.page.goto("/matching-list?tab=applied");
  const appliedRow = noa.page.getByRole("article", { name: job.title });
  await expect(appliedRow).toContainText("Offer: CHF 2,500 per month, starting 1 Sept 2031", { timeout: 20_000 });
  await appliedRow.getByRole("link", { name: `Answer the offer for ${job.title}` }).click();
  await expect(noa.page).toHaveURL(new RegExp(`/job-detail/${job.id}`));
  const offer = noa.page.getByRole("region", { name: `An offer from ${companyName}` });
  await expect(offer).toContainText("CHF 2,500 per month");
  await expect(offer).toContainText(offerMessage);
  await checkScreen("applications-student-offer", { page: noa.page });
  await offer.getByRole("button", { name: "Accept the offer" }).click();
  const acceptDialog = noa.page.getByRole("dialog", { name: "Accept the offer?" });
  await acceptDialog.getByRole("button", { name: "Accept the offer" }).click();
  await expect(offer).toContainText("You accepted on");
  await expect(offer.getByRole("button", { name: "Decline" })).toHaveCount(0);

  // The company is told, and now hires after confirming.
  await page.reload();
  await expect(applicantRow(page, "Noa Keller").getByText("Offer accepted").first()).toBeVisible({ timeout: 20_000 });
  await applicantRow(page, "Noa Keller").getByRole("button", { name: "Hire: Noa Keller" }).click();
  const hire = page.getByRole("dialog", { name: "Hire Noa Keller?" });
  await expect(hire).toContainText("Hiring is final");
  await checkScreen("applications-company-hire-dialog", { asIs: true });
  await hire.getByRole("button", { name: "Hire Noa Keller" }).click();
  await expect(toast(page, "Hired")).toBeVisible();
  // Hired is not open: the row leaves "All open" and is under "Hired".
  await expect(page.getByRole("heading", { name: "1 open applicant, best first" })).toBeVisible();
  await statusChip(page, "Hired").click();
  await expect(page).toHaveURL(/status=hired/);
  await expect(applicantRow(page, "Noa Keller").getByText("Hired", { exact: true }).last()).toBeVisible();
  await expect(applicantRow(page, "Noa Keller").getByRole("button", { name: /Reject/ })).toHaveCount(0);

  // The student sees every step in the application's history.
  await noa.page.goto(`/job-detail/${job.id}`);
  const yours = noa.page.getByRole("region", { name: "Your application" });
  const history = yours.getByRole("list", { name: "History" });
  await expect(history.getByRole("listitem")).toHaveCount(6, { timeout: 20_000 });
  for (const step of ["Applied", "Reviewed", "Shortlisted", "Interview", "Offer", "Hired"]) {
    await expect(history.getByText(step, { exact: true })).toBeVisible();
  }
  await expect(history).toContainText(`by ${companyName}`);

  // Each step also reached the student in the bell and by mail (the outbox of the embedded mail transport).
  await noa.page.getByRole("button", { name: /^Notifications, \d+ unread$/ }).click();
  const panel = noa.page.getByRole("dialog", { name: "Notifications" });
  await expect(
    panel.getByRole("link", { name: new RegExp(`Unread: Your application for "${job.title}" is now: Hired`) }),
  ).toBeVisible();
  await noa.page.keyboard.press("Escape");
  const hiredMail = await waitForMail(noa.account.email, { subject: /is now: Hired/, timeoutMs: 20_000 });
  expect(hiredMail.text).toContain(job.title);
  const noaSubjects = (await outboxMessages())
    .filter((mail) => mail.to.includes(noa.account.email))
    .map((mail) => mail.subject);
  for (const step of ["Reviewed", "Shortlisted", "Interview", "Hired"]) {
    expect(
      noaSubjects.some((subject) => subject.includes(`is now: ${step}`)),
      step,
    ).toBe(true);
  }
  // The offer's mail carries its terms and opens the job's page, where it is answered.
  const offerMail = await waitForMail(noa.account.email, { subject: /offers you/, timeoutMs: 20_000 });
  expect(offerMail.text).toContain("Pay: CHF 2,500 per month");
  expect(offerMail.text).toContain(offerMessage);
  expect(offerMail.links.some((link) => link.endsWith(`/job-detail/${job.id}`))).toBe(true);

  // Reject with a reason: the dialog asks first (checked, then cancelled: Lio is answered when the job closes).
  await statusChip(page, "All open").click();
  const lioRow = applicantRow(page, "Lio Brunner");
  await lioRow.getByRole("button", { name: "Reject Lio Brunner" }).click();
  const reject = page.getByRole("dialog", { name: "Reject Lio Brunner?" });
  await reject.getByRole("button", { name: "Reject the application" }).click();
  await expect(reject.getByText("Choose a reason.")).toBeVisible();
  await checkScreen("applications-company-reject-dialog", { asIs: true });
  await reject.getByRole("button", { name: "Cancel" }).click();
  await expect(reject).toBeHidden();

  // Closing the job with Lio still waiting: the dialog says so and answers them in the same step.
  await page.goto(`/job-detail/${job.id}`);
  await page.getByRole("button", { name: "Close the job" }).click();
  const close = page.getByRole("dialog", { name: "Close this job?" });
  await expect(close).toContainText("1 applicant still waits");
  await expect(close.getByRole("combobox", { name: /^Reason/ })).toHaveValue("The job was closed");
  const message = "We have hired for this role. Thank you for applying!";
  await close.getByRole("textbox", { name: "Message to the applicants" }).fill(message);
  await checkScreen("applications-company-close-dialog", { asIs: true });
  await close.getByRole("button", { name: "Reject 1 and close the job" }).click();
  await expect(toast(page, "Job closed")).toBeVisible();
  await expect(page.getByRole("button", { name: "Reopen" })).toBeVisible();

  // Lio sees "Rejected" with the reason and the message.
  await lio.page.goto(`/job-detail/${job.id}`);
  const lioApplication = lio.page.getByRole("region", { name: "Your application" });
  await expect(lioApplication.getByText("Rejected", { exact: true }).first()).toBeVisible({ timeout: 20_000 });
  await expect(lioApplication.getByText("Not successful")).toBeVisible();
  await expect(lioApplication).toContainText("The job was closed");
  await expect(lioApplication).toContainText(message);

  // The applicants list now has nobody open; everyone is under "Everyone".
  await page.goto(
    `/matching-applicants/${job.id}/student-matching?status=${encodeURIComponent("applied,reviewed,shortlisted,interview,offer,hired,rejected,withdrawn")}`,
  );
  await expect(page.getByRole("heading", { name: "2 applicants, best first" })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole("radio", { name: "Everyone" })).toBeChecked();
  await checkScreen("applications-company-applicants-everyone");

  await noa.context.close();
  await lio.context.close();
});
