// CVs and match explanations in German (issue 35): the browser speaks Swiss German, so the app does.
import { expect, test } from "./fixtures.ts";
import { internship, postJob, uniqueWord } from "./jobs-fixtures.ts";

test.describe("a student whose browser speaks Swiss German", () => {
  test.use({ locale: "de-CH" });
  test.describe.configure({ timeout: 180_000 });

  test("writes a CV with skills and a language in German and reads a job's match explanation in German", async ({
    page,
    playwright,
    baseURL,
    signUpAs,
    checkScreen,
  }) => {
    // A company's internship asks for Python and Docker, and German at C1.
    const companyRequest = await playwright.request.newContext({ baseURL });
    await signUpAs("company", { name: "Alpen Data AG" }, { request: companyRequest, emailPrefix: "cvs-de-co" });
    const job = await postJob(
      companyRequest,
      internship(uniqueWord("zd"), "Data Engineering Praktikum", {
        startDate: null,
        requiredSkills: [
          { skillId: "python", level: 3 },
          { skillId: "docker", level: 3 },
        ],
        languages: [{ language: "de", level: "C1" }],
      }),
    );
    await companyRequest.dispose();

    await signUpAs("student", { name: "Lea Huber" }, { emailPrefix: "cvs-de-student" });
    await page.goto("/cv-creation");
    await expect(page.getByRole("heading", { level: 1, name: "Ihr erster Lebenslauf" })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByText("Ihr erster Lebenslauf ist Ihr Haupt-Lebenslauf")).toBeVisible();
    await page.getByLabel("Titel des Lebenslaufs").fill("Praktika in Data Engineering");

    // A skill at level 4.
    const skills = page.getByRole("combobox", { name: "Kenntnisse" });
    await skills.fill("pyth");
    await expect(page.getByRole("option", { name: /^Python/ }).first()).toBeVisible();
    await skills.press("Enter");
    await page
      .getByRole("radiogroup", { name: /Python$/ })
      .getByText("4", { exact: true })
      .click();

    // A language (the language rows are a shared component: its words are the shell's, in either language).
    await page.getByRole("button", { name: /^(Add a language|Sprache hinzufügen)$/ }).click();
    await page.getByRole("combobox", { name: /^(Language|Sprache)$/ }).fill("Engl");
    await page.getByRole("option", { name: /^(English|Englisch)$/ }).click();
    await page.getByRole("combobox", { name: "Ihr Niveau" }).click();
    await page.getByRole("option", { name: /^C1/ }).click();

    await page.getByRole("checkbox", { name: "Praktikum" }).check();
    await expect(page.getByRole("region", { name: "Ein starker Lebenslauf" })).toContainText("von 8 erledigt");
    await checkScreen("cvs-de-form");
    await page.getByRole("button", { name: "Lebenslauf speichern" }).click();

    // The CV in German: its sections, the language named in German, the toast.
    await expect(page).toHaveURL(/\/cv-detail\//);
    await expect(page.getByText("Lebenslauf gespeichert")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Praktika in Data Engineering" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Sprachen" })).toContainText("Englisch");
    await expect(page.getByRole("region", { name: "Gesucht" })).toContainText("Praktikum");
    await expect(page.getByRole("link", { name: "Lebenslauf bearbeiten" })).toBeVisible();
    await checkScreen("cvs-de-detail");

    // The job's match explanation, written from the engine's data in German.
    await page.goto(`/job-detail/${job.id}`);
    const requirements = page.getByRole("region", { name: "Anforderungen der Stelle" });
    await expect(requirements).toBeVisible({ timeout: 30_000 });
    await expect(requirements.getByText("1 von 2 erforderlichen Kenntnissen; Es fehlt: Docker")).toBeVisible();
    await expect(requirements.getByText("0 von 1 Sprache; Deutsch (C1) fehlt")).toBeVisible();
    await expect(page.getByRole("progressbar", { name: "Erforderliche Kenntnisse" })).toHaveAttribute(
      "aria-valuemax",
      "50",
    );
    await expect(page.getByRole("region", { name: "Ihre Wünsche" })).toContainText(
      "Praktikum, wie im Lebenslauf gewünscht",
    );
    const missing = page.getByRole("region", { name: "Was Sie im Lebenslauf ergänzen können" });
    await expect(missing).toContainText("Docker auf Stufe 3");
    await expect(missing).toContainText("Deutsch auf C1");
    await expect(missing).toContainText(/\+\d+ Punkte/);
    await checkScreen("cvs-de-job-match");
  });
});
