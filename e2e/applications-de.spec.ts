import type { Page } from "@playwright/test";
import { createCv, pythonInternshipCv } from "./cvs-fixtures.ts";
import { expect, test, toast } from "./fixtures.ts";
import { internship, postJob, uniqueWord } from "./jobs-fixtures.ts";

// Applications in German (issue 35): a student applies, the company moves the application on and makes an offer,
// the student accepts and the company hires, every screen of it in German (both browsers speak Swiss German).
// The words asserted are the applications' and matching lists' own (the shell and shared components are checked
// by their own specs).
test.describe.configure({ timeout: 300_000 });
test.use({ locale: "de-CH" });

const applicantRow = (page: Page, name: string) => page.getByRole("article", { name });

test("a student applies in German, the company moves the application on and makes an offer, the student accepts and is hired", async ({
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

  // The student applies on the job's page, with a note.
  await student.goto(`/job-detail/${job.id}`);
  const applyRegion = student.getByRole("region", { name: "Auf diese Stelle bewerben" });
  await expect(applyRegion).toContainText(`Senden Sie ${companyName} einen Ihrer Lebensläufe`, loaded);
  await applyRegion.getByRole("button", { name: "Bewerben" }).click();
  const applyDialog = student.getByRole("dialog", { name: `Bewerbung auf „${job.title}“` });
  await expect(applyDialog.getByRole("combobox", { name: "Lebenslauf für die Bewerbung" })).toHaveValue(
    new RegExp(`^${cv.title}`),
  );
  await applyDialog.getByRole("textbox", { name: `Nachricht an ${companyName}` }).fill("Ich baue gern Roboter.");
  await applyDialog.getByRole("button", { name: "Bewerbung senden" }).click();
  await expect(toast(student, "Bewerbung gesendet")).toBeVisible();
  const yours = student.getByRole("region", { name: "Ihre Bewerbung" });
  await expect(yours.getByRole("list", { name: "Verlauf" })).toContainText("von Ihnen");

  // Her list of applications, in German at both widths.
  await student.goto("/matching-list?tab=applied");
  const appliedRow = student.getByRole("article", { name: job.title });
  await expect(appliedRow).toContainText("Beworben am", loaded);
  await expect(appliedRow.getByRole("button", { name: `Bewerbung auf ${job.title} zurückziehen` })).toBeVisible();
  await checkScreen("applications-de-student-list", { page: student });

  // The company ranks its applicants and moves Noa on, step by step.
  await page.goto(`/matching-applicants/${job.id}/student-matching`);
  await expect(page.getByRole("heading", { name: "1 offene Bewerbung, beste zuerst" })).toBeVisible(loaded);
  const row = applicantRow(page, "Noa Keller");
  await row.getByRole("button", { name: "Bewerbung von Noa Keller anzeigen" }).click();
  await expect(row.getByText("Ich baue gern Roboter.")).toBeVisible();
  await expect(row.getByRole("list", { name: "Verlauf der Bewerbung von Noa Keller" })).toBeVisible();
  await checkScreen("applications-de-company-applicants");
  await row.getByRole("button", { name: "Als gesichtet markieren: Noa Keller" }).click();
  await expect(toast(page, "Verschoben zu „Gesichtet“")).toBeVisible();
  await row.getByRole("button", { name: "In engere Wahl: Noa Keller" }).click();
  await expect(toast(page, "Sie haben ein Match")).toBeVisible();
  await expect(row.getByRole("region", { name: "Kontaktdaten von Noa Keller" })).toBeVisible();
  await row.getByRole("button", { name: "Zum Gespräch einladen: Noa Keller" }).click();
  await expect(toast(page, "Verschoben zu „Gespräch“")).toBeVisible();

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

  // The student reads the offer in her list and accepts it on the job's page.
  await student.goto("/matching-list?tab=applied");
  await expect(appliedRow).toContainText(/Angebot: CHF 2['’]500 pro Monat, Beginn/, loaded);
  await appliedRow.getByRole("link", { name: `Auf das Angebot für ${job.title} antworten` }).click();
  const offer = student.getByRole("region", { name: `Ein Angebot von ${companyName}` });
  await expect(offer).toContainText("Wir freuen uns auf Sie.", loaded);
  await checkScreen("applications-de-student-offer", { page: student });
  await offer.getByRole("button", { name: "Angebot annehmen" }).click();
  await student
    .getByRole("dialog", { name: "Angebot annehmen?" })
    .getByRole("button", { name: "Angebot annehmen" })
    .click();
  await expect(toast(student, "Angebot angenommen")).toBeVisible();
  await expect(offer).toContainText("Sie haben am");

  // The company hires her after confirming; her history says so in German.
  await page.reload();
  await expect(applicantRow(page, "Noa Keller").getByText("Angebot angenommen").first()).toBeVisible(loaded);
  await applicantRow(page, "Noa Keller").getByRole("button", { name: "Einstellen: Noa Keller" }).click();
  const hire = page.getByRole("dialog", { name: "Noa Keller einstellen?" });
  await expect(hire).toContainText("Die Einstellung ist endgültig");
  await hire.getByRole("button", { name: "Noa Keller einstellen" }).click();
  await expect(toast(page, "Noa Keller ist eingestellt")).toBeVisible();
  await expect(page.getByText("Keine offene Bewerbung")).toBeVisible();

  await student.goto(`/job-detail/${job.id}`);
  const history = student.getByRole("region", { name: "Ihre Bewerbung" }).getByRole("list", { name: "Verlauf" });
  await expect(history.getByRole("listitem")).toHaveCount(6, loaded);
  await expect(history).toContainText(`von ${companyName}`);
  await expect(history.getByText("Eingestellt", { exact: true })).toBeVisible();
  await context.close();
});
