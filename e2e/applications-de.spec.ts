import type { Page } from "@playwright/test";
import { apiCall } from "./api-fixtures.ts";
import { apply, moveApplication } from "./applications-fixtures.ts";
import { createCv, pythonInternshipCv } from "./cvs-fixtures.ts";
import { expect, test, toast } from "./fixtures.ts";
import { internship, postJob, uniqueWord } from "./jobs-fixtures.ts";

// Applications in German (issue 35): the student's list, the company's applicants, its offer (with the form's
// field message and the pay in Swiss German numbers), the offer on the student's job page and her history, every
// screen of it in German (both browsers speak Swiss German). The steps between them (applying, moving the
// application on, accepting and hiring) are clicked through in applications-*.spec.ts and made through the API
// here. The words asserted are the applications' and matching lists' own (the shell and shared components are
// checked by their own specs).
test.describe.configure({ timeout: 300_000 });
test.use({ locale: "de-CH" });

const applicantRow = (page: Page, name: string) => page.getByRole("article", { name });

test("a student's applications, the company's applicants and an offer, accepted and hired, in German", async ({
  page,
  browser,
  baseURL,
  signUpAs,
  checkScreen,
}) => {
  // A page load's first screen (a busy machine takes seconds); later checks keep the default wait.
  const loaded = { timeout: 60_000 };
  const word = uniqueWord("de");
  const companyName = `Zürich Robotik ${word}`;
  await signUpAs("company", { name: companyName }, { emailPrefix: "apps-de-co" });
  const job = await postJob(page.request, internship(word, `Praktikum Robotik ${word}`));

  const context = await browser.newContext({ baseURL, locale: "de-CH" });
  await signUpAs("student", { name: "Noa Keller" }, { request: context.request, emailPrefix: "apps-de-st" });
  const student = await context.newPage();
  const cv = await createCv(context.request, pythonInternshipCv("Robotik", 4));
  const application = await apply(context.request, { jobId: job.id, cvId: cv.id, note: "Ich baue gern Roboter." });

  // Her list of applications, in German at both widths.
  await student.goto("/matching-list?tab=applied");
  const appliedRow = student.getByRole("article", { name: job.title });
  await expect(appliedRow).toContainText("Beworben am", loaded);
  await expect(appliedRow.getByRole("button", { name: `Bewerbung auf ${job.title} zurückziehen` })).toBeVisible();
  await checkScreen("applications-de-student-list", { page: student });

  // The company has moved Noa on to an interview: her row shows the note, the history and her contact details.
  await moveApplication(page.request, application.id, "interview");
  await page.goto(`/matching-applicants/${job.id}/student-matching`);
  await expect(page.getByRole("heading", { name: "1 offene Bewerbung, beste zuerst" })).toBeVisible(loaded);
  const row = applicantRow(page, "Noa Keller");
  await row.getByRole("button", { name: "Bewerbung von Noa Keller anzeigen" }).click();
  await expect(row.getByText("Ich baue gern Roboter.")).toBeVisible();
  await expect(row.getByRole("list", { name: "Verlauf der Bewerbung von Noa Keller" })).toBeVisible();
  await expect(row.getByRole("region", { name: "Kontaktdaten von Noa Keller" })).toBeVisible();
  await checkScreen("applications-de-company-applicants");

  // The offer: the pay starts from the job's, written as Swiss German numbers are (Chromium's ICU writes ' or ’); a message is required.
  await row.getByRole("button", { name: "Angebot machen: Noa Keller" }).click();
  const offerDialog = page.getByRole("dialog", { name: "Noa Keller ein Angebot machen" });
  await expect(offerDialog.getByRole("textbox", { name: "Vergütung" })).toHaveValue(/^2['’]500$/);
  await offerDialog.getByRole("button", { name: "Angebot senden" }).click();
  await expect(offerDialog.getByText("Schreiben Sie eine Nachricht.")).toBeVisible();
  await offerDialog.getByRole("textbox", { name: "Nachricht an Noa Keller" }).fill("Wir freuen uns auf Sie.");
  await checkScreen("applications-de-offer-dialog", { asIs: true });
  await offerDialog.getByRole("button", { name: "Angebot senden" }).click();
  await expect(toast(page, "Angebot gesendet")).toBeVisible();
  await expect(row.getByText(/^Angebot offen bis /).first()).toBeVisible();

  // The student reads the offer in her list and opens it on the job's page.
  await student.reload();
  await expect(appliedRow).toContainText(/Angebot: CHF 2['’]500 pro Monat, Beginn/, loaded);
  await appliedRow.getByRole("link", { name: `Auf das Angebot für ${job.title} antworten` }).click();
  const offer = student.getByRole("region", { name: `Ein Angebot von ${companyName}` });
  await expect(offer).toContainText("Wir freuen uns auf Sie.", loaded);
  await expect(offer.getByRole("button", { name: "Angebot annehmen" })).toBeVisible();
  await checkScreen("applications-de-student-offer", { page: student });

  // Once she has accepted and the company has hired her, her history says so in German.
  await apiCall(context.request, "post", `/api/applications/${application.id}/offer/accept`);
  await moveApplication(page.request, application.id, "hired");
  await student.reload();
  const history = student.getByRole("region", { name: "Ihre Bewerbung" }).getByRole("list", { name: "Verlauf" });
  await expect(history.getByRole("listitem")).toHaveCount(4, loaded);
  await expect(history).toContainText(`von ${companyName}`);
  await expect(history.getByText("Eingestellt", { exact: true })).toBeVisible();
  await context.close();
});
