// CVs and match explanations in German (issue 35): the browser speaks Swiss German, so the app does. The CV is
// written through the API (cvs.spec.ts types one in on screen, with the same form's rows and suggestions); its
// page, its form with every row filled, and a job's match explanation are read in German.
import { createCv } from "./cvs-fixtures.ts";
import { expect, test } from "./fixtures.ts";
import { internship, postJob, uniqueWord } from "./jobs-fixtures.ts";

test.describe("a student whose browser speaks Swiss German", () => {
  test.use({ locale: "de-CH" });
  test.describe.configure({ timeout: 180_000 });

  test("reads a CV with skills and a language and its form in German, and a job's match explanation in German", async ({
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
    const cv = await createCv(page.request, {
      title: "Praktika in Data Engineering",
      skills: [{ skillId: "python", level: 4 }],
      languages: [{ language: "en", level: "C1" }],
      desiredTypes: ["internship"],
    });

    // The CV in German: its sections, the language named in German.
    await page.goto(`/cv-detail/${cv.id}`);
    await expect(page.getByRole("heading", { level: 1, name: "Praktika in Data Engineering" })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByRole("region", { name: "Sprachen" })).toContainText("Englisch");
    await expect(page.getByRole("region", { name: "Gesucht" })).toContainText("Praktikum");
    await checkScreen("cvs-de-detail");

    // Its form, every row in German: the skill's level, the language and its level, the wished type, the checklist.
    await page.getByRole("link", { name: "Lebenslauf bearbeiten" }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: "„Praktika in Data Engineering“ bearbeiten" }),
    ).toBeVisible();
    await expect(page.getByLabel("Titel des Lebenslaufs")).toHaveValue("Praktika in Data Engineering");
    await expect(page.getByRole("radiogroup", { name: /Python$/ }).getByRole("radio", { name: /^4 · / })).toBeChecked();
    await expect(page.getByRole("combobox", { name: /^(Language|Sprache)$/ })).toHaveValue(/^(English|Englisch)$/);
    await expect(page.getByRole("combobox", { name: "Ihr Niveau" })).toHaveValue(/^C1/);
    await expect(page.getByRole("checkbox", { name: "Praktikum" })).toBeChecked();
    await expect(page.getByRole("region", { name: "Ein starker Lebenslauf" })).toContainText("von 8 erledigt");
    await checkScreen("cvs-de-form");

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
