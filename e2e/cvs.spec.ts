import type { Page, Request, Response } from "@playwright/test";
import { expect, expectNamesToContainVisibleLabels, PASSWORD, test, uniqueEmail } from "./fixtures.ts";
import { pickMonth, tinyPdf } from "./cvs-fixtures.ts";
import { apiHeaders } from "./jobs-fixtures.ts";

// A whole journey through several screens and two users; the default 30 s is for single steps.
test.describe.configure({ timeout: 240_000 });

type Cv = { id: string; title: string; isPrimary: boolean; file: { name: string } | null };

const isCvCall = (method: string, path: string) => (request: Request) =>
  request.method() === method && new URL(request.url()).pathname === path;
const isCvAnswer = (method: string, path: string) => (response: Response) => isCvCall(method, path)(response.request());

/** Any script error on the page fails the test, even one the screen survives (a crashed event handler). */
function failOnPageErrors(page: Page) {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  return () => expect(errors, "errors thrown in the page").toEqual([]);
}

test("a new student writes a first CV with a PDF, adds a second and makes it primary, downloads the PDF and edits a field", async ({
  page,
  browser,
  baseURL,
  signUpAs,
  checkScreen,
}) => {
  const noPageErrors = failOnPageErrors(page);

  // Sign-up through the screens: a new student goes straight on to writing a first CV (PRODUCT §2).
  await page.goto("/sign-up/student");
  await page.getByLabel("Full name").fill("Nina Graf");
  await page.getByLabel("Email").fill(uniqueEmail("cvs-student"));
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Create student account" }).click();
  await expect(page).toHaveURL(/\/cv-creation$/);
  await expect(page.getByText("Welcome to Stint, Nina!")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Create your first CV" })).toBeVisible();
  await expect(page.getByText("Your first CV is your primary one")).toBeVisible();

  await page.getByLabel("CV title").fill("Software engineering internships");
  await page.getByLabel("Summary").fill("Master's student who likes building tools people enjoy using.");

  // An education entry, still going on.
  await page.getByRole("button", { name: "Add education" }).click();
  const education = page.getByRole("group", { name: /^(Education 1|ETH Zürich)$/ });
  await education.getByLabel("School or university").fill("ETH Zürich");
  await education.getByRole("combobox", { name: "Degree level" }).click();
  await page.getByRole("option", { name: "Master's" }).click();
  await education.getByLabel("Field of study").fill("Computer Science");
  await pickMonth(page, education.getByRole("button", { name: "Start", exact: true }), 2025, "Sep");
  await education.getByRole("checkbox", { name: "I still study here" }).check();
  await expect(education.getByRole("button", { name: "End", exact: true })).toBeDisabled();

  // Skills with levels, and a language.
  const skills = page.getByRole("combobox", { name: "Skills" });
  for (const [typed, name] of [
    ["pyth", "Python"],
    ["typescr", "TypeScript"],
  ]) {
    await skills.fill(typed!);
    await expect(page.getByRole("option", { name: new RegExp(`^${name}`) })).toBeVisible();
    await skills.press("Enter");
  }
  await page.getByRole("radiogroup", { name: "Your level for Python" }).getByText("4", { exact: true }).click();
  // Every combobox answers the keyboard alike: typing highlights the first suggestion, Enter takes the
  // highlighted one, Down moves on from it.
  await page.getByRole("button", { name: "Add a language" }).click();
  const language = page.getByRole("combobox", { name: "Language" });
  await language.click();
  await language.pressSequentially("engl");
  await expect(page.getByRole("option", { name: "English" })).toHaveAttribute("data-combobox-selected", "true");
  await language.press("Enter");
  await expect(language).toHaveValue("English");
  const level = page.getByRole("combobox", { name: "Your level" });
  await level.press("ArrowDown");
  await expect(page.getByRole("option", { name: "B2 · Upper intermediate" })).toHaveAttribute(
    "data-combobox-selected",
    "true",
  );
  await level.press("ArrowDown");
  await level.press("Enter");
  await expect(level).toHaveValue("C1 · Advanced");

  // Preferences: types, a work mode and two places from the suggestions.
  await page.getByRole("checkbox", { name: "Internship" }).check();
  await page.getByRole("checkbox", { name: "Hybrid" }).check();
  const places = page.getByRole("combobox", { name: "Preferred places" });
  for (const [typed, city] of [
    ["Zuri", "Zürich"],
    ["Base", "Basel"],
  ]) {
    await places.fill(typed!);
    const suggestions = page.getByRole("listbox", { name: "Suggested places" }).getByRole("option");
    await expect(suggestions.first()).toHaveText(new RegExp(`^${city}`));
    await expect(suggestions.first()).toHaveAttribute("data-combobox-selected", "true");
    // Down and Up move the highlight; Enter takes what is highlighted.
    await places.press("ArrowDown");
    await expect(suggestions.nth(1)).toHaveAttribute("data-combobox-selected", "true");
    await places.press("ArrowUp");
    await expect(suggestions.first()).toHaveAttribute("data-combobox-selected", "true");
    await places.press("Enter");
    await expect(page.getByRole("list", { name: "Preferred places" }).getByText(new RegExp(`^${city}`))).toBeVisible();
    // The box empties for the next place and keeps the focus.
    await expect(places).toHaveValue("");
    await expect(places).toBeFocused();
  }
  await page.getByLabel("Distance (km)").fill("40");

  // The PDF: its upload shows progress; the request is held until the progress bar has been seen.
  let releaseUpload: () => void = () => undefined;
  const uploadHeld = new Promise<void>((resolve) => (releaseUpload = resolve));
  await page.route("**/api/files**", async (route) => {
    if (route.request().method() !== "POST") return route.continue();
    await uploadHeld;
    await route.continue();
  });
  await page.getByLabel("CV as PDF").setInputFiles({
    name: "nina-graf-cv.pdf",
    mimeType: "application/pdf",
    buffer: tinyPdf("Nina Graf - CV"),
  });
  // (At 0 % the bar's filled part has no width, so the bar is checked as present, its label as shown.)
  await expect(page.getByText("Uploading nina-graf-cv.pdf")).toBeVisible();
  await expect(page.getByRole("progressbar", { name: "Upload of nina-graf-cv.pdf" })).toBeAttached();
  await expect(page.getByRole("button", { name: "Cancel", exact: true }).first()).toBeVisible();
  releaseUpload();
  await expect(page.getByText("nina-graf-cv.pdf")).toBeVisible();
  await expect(page.getByRole("progressbar")).toHaveCount(0);
  await page.unroute("**/api/files**");

  // A refusal from the server lands beside the row's field it is about, and nothing typed is lost.
  const serverRule = "Your studies cannot start more than 60 years ago.";
  await page.route("**/api/cvs", (route) =>
    route.request().method() === "POST"
      ? route.fulfill({
          status: 400,
          json: {
            error: {
              code: "validation",
              message: "Check the highlighted fields.",
              fields: { "education.0.start": serverRule },
            },
          },
        })
      : route.continue(),
  );
  await page.getByRole("button", { name: "Save CV" }).click();
  await expect(education.getByText(serverRule)).toBeVisible();
  await expect(education.getByRole("button", { name: "Start", exact: true })).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("CV title")).toHaveValue("Software engineering internships");
  await expect(education.getByLabel("School or university")).toHaveValue("ETH Zürich");
  await expect(page.getByRole("list", { name: "Skills" }).getByText("TypeScript")).toBeVisible();
  await checkScreen("cvs-form-server-error");
  await page.unroute("**/api/cvs");

  // Saved for real: the new CV is primary and carries its PDF.
  const created = page.waitForResponse(isCvAnswer("POST", "/api/cvs"));
  await page.getByRole("button", { name: "Save CV" }).click();
  const first = (await (await created).json()) as Cv;
  expect(first.isPrimary).toBe(true);
  expect(first.file?.name).toBe("nina-graf-cv.pdf");
  await expect(page).toHaveURL(new RegExp(`/cv-detail/${first.id}$`));
  await expect(page.getByRole("heading", { level: 1, name: "Software engineering internships" })).toBeVisible();

  // The list shows it as the primary CV.
  await page.getByRole("banner").getByRole("link", { name: "My CVs" }).click();
  await expect(page).toHaveURL(/\/cv-list$/);
  const firstCard = page.getByRole("article", { name: "Software engineering internships" });
  await expect(firstCard).toContainText("Primary");
  await expect(firstCard).toContainText("2 skills");
  await expect(firstCard).toContainText("PDF attached");
  await expect(firstCard).toContainText("Internship");

  // A second CV, then made primary from the list.
  await page.getByRole("link", { name: "New CV" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Create a CV" })).toBeVisible();
  await page.getByLabel("CV title").fill("Student jobs in Basel");
  const second = page.waitForResponse(isCvAnswer("POST", "/api/cvs"));
  await page.getByRole("button", { name: "Save CV" }).click();
  const secondCv = (await (await second).json()) as Cv;
  expect(secondCv.isPrimary).toBe(false);
  await expect(page).toHaveURL(new RegExp(`/cv-detail/${secondCv.id}$`));
  await page.getByRole("banner").getByRole("link", { name: "My CVs" }).click();
  const secondCard = page.getByRole("article", { name: "Student jobs in Basel" });
  await expect(secondCard).not.toContainText("Primary");
  await expectNamesToContainVisibleLabels(page);
  await secondCard.getByRole("button", { name: "Make primary “Student jobs in Basel”" }).click();
  await expect(page.getByText("Primary CV changed")).toBeVisible();
  await expect(secondCard).toContainText("Primary");
  await expect(firstCard).not.toContainText("Primary");
  await expect(page.getByRole("article").first()).toHaveAccessibleName("Student jobs in Basel");
  await checkScreen("cvs-list");

  // The detail page, with the PDF to download.
  await firstCard.getByRole("link", { name: "Open “Software engineering internships”" }).click();
  await expect(page).toHaveURL(new RegExp(`/cv-detail/${first.id}$`));
  await expect(page.getByRole("region", { name: "Education" })).toContainText("ETH Zürich");
  await expect(page.getByRole("region", { name: "Education" })).toContainText("September 2025 – present");
  await expect(page.getByRole("region", { name: "Languages" })).toContainText("English");
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download PDF" }).click();
  const pdf = await download;
  expect(pdf.suggestedFilename()).toBe("nina-graf-cv.pdf");
  const saved = await pdf.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of saved) chunks.push(chunk as Buffer);
  expect(Buffer.concat(chunks).subarray(0, 5).toString("latin1")).toBe("%PDF-");
  await checkScreen("cvs-detail-owner");

  // Edit one field: only that change travels.
  await page.getByRole("link", { name: "Edit the CV" }).click();
  await expect(page).toHaveURL(new RegExp(`/cv-edit/${first.id}$`));
  await expect(page.getByLabel("CV title")).toHaveValue("Software engineering internships");
  await page.getByLabel("Summary").fill("Master's student who builds developer tools.");

  // Choosing the level that is already chosen keeps it: no select clears itself on a click of its own value
  // (issue 30; this walk used to empty the level that way).
  const editedLevel = page.getByRole("combobox", { name: "Your level" });
  await editedLevel.click();
  await page.getByRole("option", { name: "C1 · Advanced" }).click();
  await expect(editedLevel).toHaveValue("C1 · Advanced");

  const patch = page.waitForRequest(isCvCall("PATCH", `/api/cvs/${first.id}`));
  await page.getByRole("button", { name: "Save changes" }).click();
  expect((await patch).postDataJSON()).toEqual({ summary: "Master's student who builds developer tools." });
  await expect(page).toHaveURL(new RegExp(`/cv-detail/${first.id}$`));
  await expect(page.getByText("Master's student who builds developer tools.")).toBeVisible();

  // A company is told the list is for students; it reads the CV only once the student is open to offers.
  const companyContext = await browser.newContext({ baseURL });
  const company = await companyContext.newPage();
  const noCompanyPageErrors = failOnPageErrors(company);
  await signUpAs("company", { name: "Contoso Labs" }, { request: company.request });
  await company.goto("/cv-list");
  await expect(company.getByRole("heading", { level: 1, name: "This page is for students" })).toBeVisible();
  await company.goto(`/cv-detail/${first.id}`);
  await expect(company.getByRole("heading", { level: 1, name: "CV not found" })).toBeVisible();

  const open = await page.request.patch("/api/me/account", { data: { openToOffers: true }, headers: apiHeaders });
  expect(open.status(), await open.text()).toBe(200);
  await company.reload();
  await expect(company.getByRole("heading", { level: 1, name: "Software engineering internships" })).toBeVisible();
  await expect(company.getByRole("link", { name: "Download PDF" })).toBeVisible();
  await expect(company.getByRole("link", { name: "Edit the CV" })).toHaveCount(0);
  await expect(company.getByRole("button", { name: /Make primary|Delete/ })).toHaveCount(0);
  await checkScreen("cvs-detail-company", { page: company });
  await companyContext.close();

  noPageErrors();
  noCompanyPageErrors();
});

test("the CV list: an empty list leads to creation, and deleting asks first", async ({
  page,
  signUpAs,
  checkScreen,
}) => {
  const noPageErrors = failOnPageErrors(page);
  await signUpAs("student", { name: "Timo Brunner" });
  await page.goto("/cv-list");
  await expect(page.getByRole("heading", { name: "You have no CV yet" })).toBeVisible();
  await checkScreen("cvs-list-empty");
  await page.getByRole("link", { name: "Create your first CV" }).click();
  await expect(page).toHaveURL(/\/cv-creation$/);

  // Nothing typed is thrown away without asking.
  await page.getByLabel("CV title").fill("Data jobs");
  await page.getByRole("banner").getByRole("link", { name: "My CVs" }).click();
  await expect(page.getByRole("dialog", { name: "Discard your changes?" })).toBeVisible();
  await page.getByRole("button", { name: "Keep editing" }).click();
  await expect(page).toHaveURL(/\/cv-creation$/);
  await expect(page.getByLabel("CV title")).toHaveValue("Data jobs");

  await page.getByRole("button", { name: "Save CV" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Data jobs" })).toBeVisible();
  await page.getByRole("banner").getByRole("link", { name: "My CVs" }).click();
  await page.getByRole("button", { name: "Delete “Data jobs”" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete this CV?" });
  await expect(dialog).toContainText("“Data jobs” is removed for good.");
  await dialog.getByRole("button", { name: "Keep it" }).click();
  await expect(page.getByRole("article", { name: "Data jobs" })).toBeVisible();

  await page.getByRole("button", { name: "Delete “Data jobs”" }).click();
  const deleted = page.waitForResponse((response) => response.request().method() === "DELETE");
  await dialog.getByRole("button", { name: "Delete the CV" }).click();
  expect((await deleted).status()).toBe(204);
  await expect(page.getByRole("heading", { name: "You have no CV yet" })).toBeVisible();
  noPageErrors();
});
