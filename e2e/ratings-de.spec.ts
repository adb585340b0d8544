import type { Page } from "@playwright/test";
import { apiCall, rateStudent, startedMatch } from "./api-fixtures.ts";
import { expect, test } from "./fixtures.ts";
import { internship, postJob, uniqueWord } from "./jobs-fixtures.ts";

// Ratings and placement rounds in German (issue 35): a student whose browser speaks Swiss German rates her
// placement on screen, with the form's field message in German; the company (German too) reads hers and its
// placement round's draft. What ratings.spec.ts and rounds.spec.ts walk on screen (the match, the company's rating
// back, creating a round and adding a job) is set up through the API; what is checked is the words, and the
// screens at both widths (a long German word must not overflow at 375 px).
test.describe.configure({ timeout: 300_000 });
test.use({ locale: "de-CH" });

/** Chooses `stars` in the star group named `label`: its radios are named "4 Sterne, sehr gut". */
async function chooseStars(page: Page, label: string, stars: number) {
  const group = page.getByRole("group", { name: label, exact: true });
  await group.getByRole("radio", { name: new RegExp(`^${stars} Sterne?,`) }).check({ force: true });
}

const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

test("a student rates her placement in German, and the company reads it and its placement round's draft", async ({
  page,
  browser,
  baseURL,
  signUpAs,
  checkScreen,
}) => {
  const word = uniqueWord("zd");
  const companyName = `Bewertungs Robotik ${word}`;
  const studentName = "Mia Bewertung";

  await signUpAs("company", { name: companyName }, { emailPrefix: "ratings-de-co" });
  const job = await postJob(page.request, internship(word, `Praktikum Robotik ${word}`));
  const studentContext = await browser.newContext({ baseURL, locale: "de-CH" });
  const student = studentContext.request;
  await signUpAs("student", { name: studentName }, { request: student, emailPrefix: "ratings-de-st" });
  const studentPage = await studentContext.newPage();
  const { matchId } = await startedMatch(page.request, student, job.id, { cvTitle: "Python-Praktika", note: "Hallo!" });

  // The student chooses her match to rate: the list and the form speak German, the field messages too.
  const loaded = { timeout: 30_000 };
  await studentPage.goto("/rating-creation");
  await expect(studentPage.getByRole("heading", { level: 1, name: "Match bewerten" })).toBeVisible(loaded);
  await studentPage.getByRole("link", { name: `${companyName} für „${job.title}“ bewerten` }).click();
  await expect(studentPage.getByRole("heading", { level: 1, name: `${companyName} bewerten` })).toBeVisible();
  await expect(studentPage.getByText(`Vorerst vor ${companyName} verborgen`)).toBeVisible();
  await studentPage.getByRole("button", { name: "Bewertung speichern" }).click();
  await expect(studentPage.getByText("Bewerten Sie den Einsatz insgesamt mit 1 bis 5 Sternen.")).toBeVisible();
  await chooseStars(studentPage, "Gesamt", 4);
  for (const [label, stars] of [
    ["Betreuung", 5],
    ["Lernen", 4],
    ["Arbeitsumfeld", 4],
    ["Organisation", 3],
    ["Faire Bezahlung", 3],
  ] as const) {
    await chooseStars(studentPage, label, stars);
  }
  await expect(studentPage.getByRole("group", { name: "Gesamt" }).getByText("Sehr gut")).toBeVisible();
  await studentPage.getByRole("textbox", { name: "Titel" }).fill(`Tolle Betreuung ${word}`);
  await studentPage
    .getByRole("textbox", { name: "Ihr Erfahrungsbericht" })
    .fill("Meine Betreuerin hatte jeden Tag Zeit für mich, und im zweiten Monat habe ich eine echte Funktion gebaut.");
  await studentPage.getByRole("radio", { name: "Ja" }).check();
  await studentPage.getByRole("switch", { name: /^Mit meinem Namen unterzeichnen/ }).check({ force: true });
  await checkScreen("ratings-de-form-student", { page: studentPage });
  await studentPage.getByRole("button", { name: "Bewertung speichern" }).click();
  await expect(studentPage).toHaveURL(/\/rating-detail\//);
  await expect(studentPage.getByText(new RegExp(`^Vor ${companyName} verborgen bis`))).toBeVisible();
  await expect(studentPage.getByText("4 von 5 Sternen", { exact: true })).toBeVisible();
  await checkScreen("ratings-de-detail-hidden", { page: studentPage });

  // The company rates her back (on screen in ratings.spec.ts), which reveals both.
  await rateStudent(
    page.request,
    matchId,
    `Zuverlässige Praktikantin ${word}`,
    "Mia hat sich schnell eingearbeitet und Blockaden immer früh angesprochen.",
  );

  // The company reads hers under Received, in German, with the German count and date.
  await page.goto("/rating-list?tab=received");
  await expect(page.getByRole("heading", { name: "1 Bewertung, neueste zuerst" })).toBeVisible(loaded);
  const received = page.getByRole("article").filter({ hasText: `Tolle Betreuung ${word}` });
  await expect(received.getByText(`${studentName} hat Sie bewertet · ${job.title}`)).toBeVisible();
  await expect(received.getByText("Würde empfehlen")).toBeVisible();
  await checkScreen("ratings-de-list-company");
  await received.getByRole("link", { name: `Tolle Betreuung ${word}` }).click();
  await expect(page.getByRole("heading", { name: "Sterne je Kategorie" })).toBeVisible();
  await expect(page.getByText(`${studentName} würde ${companyName} empfehlen`)).toBeVisible();
  await expect(page.getByRole("button", { name: "Antwort schreiben" })).toBeVisible();
  await checkScreen("ratings-de-detail-company");

  // A placement round's draft (created in the dialog in rounds.spec.ts): a job is added on screen in German.
  const roundName = `Sommerpraktika ${word}`;
  const round = await apiCall<{ id: string }>(page.request, "post", "/api/rounds", {
    name: roundName,
    rankingDeadline: hoursFromNow(24 * 3),
    confirmationDeadline: hoursFromNow(24 * 5),
  });
  await page.goto(`/round-detail/${round.id}`);
  await expect(page.getByRole("heading", { level: 1, name: roundName })).toBeVisible(loaded);
  await expect(page.getByText("Entwurf", { exact: true }).first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Fürs Ranking öffnen" })).toBeDisabled();
  await expect(page.getByText("Fügen Sie zuerst mindestens eine Stelle hinzu.")).toBeVisible();
  await expect(page.getByText(/^Ranking endet am .+\(in 3 Tagen\)$/)).toBeVisible();
  await page.getByRole("combobox", { name: "Eine veröffentlichte Stelle hinzufügen" }).click();
  await page.getByRole("option", { name: job.title }).click();
  await page.getByRole("button", { name: "Stelle hinzufügen" }).click();
  const jobsCard = page.getByRole("region", { name: "Stellen", exact: true });
  await expect(jobsCard.getByRole("link", { name: job.title })).toBeVisible();
  await expect(page.getByRole("button", { name: "Fürs Ranking öffnen" })).toBeEnabled();
  await checkScreen("rounds-de-detail-draft");

  await studentContext.close();
});
