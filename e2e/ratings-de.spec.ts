import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { apiHeaders, LONG_DESCRIPTION, postJob, uniqueWord } from "./jobs-fixtures.ts";

// Ratings and placement rounds in German (issue 35): a student whose browser speaks Swiss German rates her
// placement, the company (German too) rates back and reads hers; the company creates a placement round. The
// match is set up through the API as in ratings.spec.ts; what is checked is the words, and the screens at both
// widths (a long German word must not overflow at 375 px).
test.describe.configure({ timeout: 300_000 });
test.use({ locale: "de-CH" });

async function call(request: APIRequestContext, method: "post" | "patch" | "get", url: string, data?: unknown) {
  const response = await request[method](url, { data, headers: apiHeaders });
  expect(response.ok(), `${method.toUpperCase()} ${url}: ${response.status()} ${await response.text()}`).toBe(true);
  return response.json() as Promise<Record<string, unknown>>;
}

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/** Chooses `stars` in the star group named `label`: its radios are named "4 Sterne, sehr gut". */
async function chooseStars(page: Page, label: string, stars: number) {
  const group = page.getByRole("group", { name: label, exact: true });
  await group.getByRole("radio", { name: new RegExp(`^${stars} Sterne?,`) }).check({ force: true });
}

/** `<input type="datetime-local">`'s value for a time `hours` from now, in the browser's time zone. */
function localInput(page: Page, hours: number) {
  return page.evaluate(
    (ms) => {
      const date = new Date(ms);
      const pad = (n: number) => String(n).padStart(2, "0");
      return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
    },
    Date.now() + hours * 3_600_000,
  );
}

test("a student rates her placement in German, the company rates back and reads it, and creates a placement round", async ({
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
  const job = await postJob(page.request, {
    title: `Praktikum Robotik ${word}`,
    type: "internship",
    workMode: "remote",
    location: null,
    description: LONG_DESCRIPTION(word),
    durationMonths: 6,
    startDate: "2031-09-01",
    pay: { min: 2500, max: 3000, currency: "CHF", period: "month" },
    requiredSkills: [{ skillId: "python", level: 2 }],
    publish: true,
  });
  const studentContext = await browser.newContext({ baseURL, locale: "de-CH" });
  const student = studentContext.request;
  await signUpAs("student", { name: studentName }, { request: student, emailPrefix: "ratings-de-st" });
  const studentPage = await studentContext.newPage();
  const cv = await call(student, "post", "/api/cvs", {
    title: "Python-Praktika",
    skills: [{ skillId: "python", level: 4 }],
    desiredTypes: ["internship"],
  });
  const application = await call(student, "post", "/api/applications", { jobId: job.id, cvId: cv.id, note: "Hallo!" });
  await call(page.request, "post", `/api/applications/${String(application.id)}/status`, { status: "shortlisted" });
  const matches = (await call(page.request, "get", `/api/matches?jobId=${job.id}`)) as { items: { id: string }[] };
  const matchId = matches.items[0]!.id;
  await call(page.request, "patch", `/api/matches/${matchId}`, { startDate: daysAgo(30) });

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

  // The company sees that a rating waits, rates back from the note, and both are revealed.
  await page.goto("/rating-list?tab=received");
  await expect(page.getByRole("heading", { name: "0 Bewertungen" })).toBeVisible(loaded);
  await expect(page.getByText(`${studentName} hat Sie bewertet – bewerten Sie zurück, um sie zu sehen.`)).toBeVisible();
  await page.getByRole("link", { name: `${studentName} für „${job.title}“ bewerten` }).click();
  await expect(page.getByText(`${studentName} hat Sie bereits bewertet`)).toBeVisible();
  await chooseStars(page, "Gesamt", 5);
  for (const label of ["Fähigkeiten", "Zuverlässigkeit", "Kommunikation", "Eigeninitiative"]) {
    await chooseStars(page, label, 5);
  }
  await page.getByRole("textbox", { name: "Titel" }).fill(`Zuverlässige Praktikantin ${word}`);
  await page
    .getByRole("textbox", { name: "Ihr Erfahrungsbericht" })
    .fill("Mia hat sich schnell eingearbeitet und Blockaden immer früh angesprochen.");
  await page.getByRole("radio", { name: "Ja" }).check();
  await page.getByRole("button", { name: "Bewertung speichern" }).click();
  await expect(page).toHaveURL(/\/rating-detail\//);
  await expect(page.getByText(`Sichtbar für ${studentName}`)).toBeVisible();

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

  // A placement round, created on screen in German.
  const roundName = `Sommerpraktika ${word}`;
  await page.goto("/round-list");
  await expect(page.getByRole("heading", { level: 1, name: "Vermittlungsrunden" })).toBeVisible(loaded);
  await page.getByRole("button", { name: "Neue Runde" }).click();
  const create = page.getByRole("dialog", { name: "Neue Vermittlungsrunde" });
  await create.getByRole("textbox", { name: "Name" }).fill(roundName);
  await create.getByLabel("Ranking-Frist").fill(await localInput(page, 24 * 3));
  await create.getByLabel("Bestätigungsfrist").fill(await localInput(page, 24 * 5));
  await create.getByRole("button", { name: "Runde erstellen" }).click();
  await expect(page).toHaveURL(/\/round-detail\//);
  await expect(page.getByRole("heading", { level: 1, name: roundName })).toBeVisible();
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
