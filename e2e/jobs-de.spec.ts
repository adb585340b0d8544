// The jobs area in German (issue 35): a student searches and filters jobs and opens one; a company posts and
// publishes one, with the form's field errors in German. The browser speaks Swiss German, so formats are de-CH.
import { expect, test, toast } from "./fixtures.ts";
import { firstPlace, internship, LONG_DESCRIPTION, postJob, uniqueWord } from "./jobs-fixtures.ts";

test.use({ locale: "de-CH" });
test.describe.configure({ timeout: 180_000 });

// A page load's first screen (a busy CI machine takes seconds); later checks keep the default wait.
const loaded = { timeout: 60_000 };

test("a student searches jobs in German with filters, and opens one", async ({
  page,
  baseURL,
  playwright,
  signUpAs,
  checkScreen,
}) => {
  const word = uniqueWord("zd");
  const company = await playwright.request.newContext({ baseURL });
  await signUpAs("company", { name: "Alpenlicht Robotik AG" }, { request: company });
  const title = "Praktikum Robotik-Software";
  await postJob(company, internship(word, title));
  await postJob(company, internship(word, "Werkstudent Datenanalyse", { type: "working-student", durationMonths: null }));
  await company.dispose();

  const zurich = await firstPlace(page.request, "Zurich");
  await signUpAs("student", { name: "Lena Muster", address: zurich });
  await page.goto("/job-posting-list");
  await expect(page.getByRole("heading", { level: 1, name: "Stellen finden" })).toBeVisible(loaded);

  // (The search box and the pills are the shell's shared components, named by their own catalogue.)
  const search = page.getByRole("search", { name: "Stellen" }).getByRole("searchbox");
  await search.fill(word);
  await search.press("Enter");
  await expect(page.getByRole("heading", { name: "2 Stellen" })).toBeVisible();
  await page.getByRole("group", { name: "Art der Stelle" }).getByRole("checkbox", { name: "Praktikum" }).check();
  await expect(page.getByRole("heading", { name: "1 Stelle" })).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: /^Praktikum$/ })).toBeVisible();

  const card = page.getByRole("article").filter({ hasText: title });
  // Swiss grouping, the currency first, the period in German.
  await expect(card.getByText(/^CHF\s2[’']500–3[’']000 \/ Monat$/)).toBeVisible();
  await expect(card.getByText(/^Veröffentlicht heute$/)).toBeVisible();
  await expect(card.getByText("Remote", { exact: true }).first()).toBeVisible();
  await checkScreen("jobs-de-search");

  await card.getByRole("link", { name: title }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${title} bei Alpenlicht Robotik AG`));
  await expect(page.getByRole("heading", { name: "Über die Stelle" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Auf einen Blick" }).first()).toBeAttached();
  await expect(page.getByText("6 Monate").first()).toBeAttached();
  await expect(page.getByRole("heading", { name: "Erforderlich" })).toBeVisible();
  await checkScreen("jobs-de-detail");
});

test("a company posts and publishes a job in German, with the field errors in German", async ({
  page,
  signUpAs,
  checkScreen,
}) => {
  const zurich = await firstPlace(page.request, "Zurich");
  await signUpAs("company", { name: "Alpenlicht Robotik AG", address: zurich });
  await page.goto("/job-creation");
  await expect(page.getByRole("heading", { level: 1, name: "Stelle ausschreiben" })).toBeVisible(loaded);
  await expect(page.getByRole("combobox", { name: "Wo die Stelle ist" })).toHaveValue(/^Zürich/);

  // A schema's message and the publishing rule's, each in German beside its field.
  await page.getByLabel("Jobtitel").fill("Ro");
  await page.getByLabel("Jobtitel").blur();
  await expect(page.getByText("Verwenden Sie mindestens 3 Zeichen.")).toBeVisible();
  await page.getByLabel("Jobtitel").fill("Praktikum Lagerrobotik");
  await page.getByRole("combobox", { name: "Art" }).click();
  await page.getByRole("option", { name: "Praktikum" }).click();
  await page.getByRole("textbox", { name: "Stellenbeschreibung" }).fill(`Kurz ${uniqueWord("zd")}.`);
  await page.getByRole("button", { name: "Veröffentlichen" }).click();
  await expect(
    page.getByText("Beschreiben Sie die Stelle vor dem Veröffentlichen in mindestens 100 Zeichen."),
  ).toBeVisible();
  await expect(page.getByText("Veröffentlichte Stellen zeigen ihr Gehalt: Geben Sie eine Spanne ein.")).toBeVisible();
  await expect(page.getByText("Geben Sie an, wie viele Monate das Praktikum dauert.")).toBeVisible();
  await expect(page.getByText("Bereit zum Veröffentlichen?")).toBeVisible();
  await checkScreen("jobs-de-form-errors");

  await page.getByRole("textbox", { name: "Stellenbeschreibung" }).fill(LONG_DESCRIPTION(uniqueWord("zd")));
  await page.getByLabel("Dauer (Monate)").fill("6");
  await page.getByRole("textbox", { name: "Von", exact: true }).fill("2500");
  await page.getByRole("button", { name: "Veröffentlichen" }).click();
  await expect(toast(page, "Stelle veröffentlicht")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Praktikum Lagerrobotik" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Stelle verwalten" }).first()).toBeAttached();
  await expect(page.getByText(/^CHF\s2[’']500 \/ Monat$/).first()).toBeVisible();
  await checkScreen("jobs-de-published");
});
