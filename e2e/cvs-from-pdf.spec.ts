import type { Browser } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

// Several screens and a PDF read by the server; the default 30 s is for single steps.
test.describe.configure({ timeout: 90_000 });

// A CV as a student has it: written in a word processor and printed to PDF (here by Chromium itself).
const CV_HTML = `<!doctype html><html lang="en"><body style="font-family: sans-serif; margin: 40px">
<h1>Nina Graf</h1>
<p>nina.graf@example.org | +41 79 123 45 67</p>
<h2>Experience</h2>
<p>Data Science Intern | Acme Analytics AG | 06/2024 – 09/2024</p>
<p>• Built dashboards with Python and SQL</p>
<h2>Education</h2>
<p>M.Sc. Data Science | ETH Zürich | 09/2024 – present</p>
<h2>Skills</h2>
<p>Python, SQL, Git</p>
<h2>Languages</h2>
<p>German – native, English – fluent</p>
</body></html>`;

async function printedCv(browser: Browser): Promise<Buffer> {
  const printer = await browser.newPage();
  try {
    await printer.setContent(CV_HTML);
    return await printer.pdf({ format: "A4" });
  } finally {
    await printer.close();
  }
}

test("a new CV starts from a PDF: the form opens filled and marked, and saves what the student checked", async ({
  page,
  browser,
  signUpAs,
  checkScreen,
}) => {
  await signUpAs("student", { name: "Nina Graf" });
  const pdf = await printedCv(browser);
  await page.goto("/cv-creation");

  await page
    .getByLabel("Your CV as a PDF")
    .setInputFiles({ name: "nina-graf-cv.pdf", mimeType: "application/pdf", buffer: pdf });
  const note = page.getByRole("alert").filter({ hasText: "Check what was read from “nina-graf-cv.pdf”" });
  await expect(note).toBeVisible();
  await expect(note).toContainText("nina.graf@example.org");

  const education = page.getByRole("group", { name: "ETH Zürich" });
  const field = education.getByRole("textbox", { name: /^Field of study/ });
  await expect(field).toHaveValue("Data Science");
  await expect(field).toHaveAccessibleName(/From your PDF/);
  await expect(page.getByRole("group", { name: "Data Science Intern at Acme Analytics AG" })).toBeVisible();
  await expect(
    page.getByRole("list", { name: "Skills" }).getByRole("listitem").filter({ hasText: "Python" }),
  ).toContainText("From your PDF");
  await checkScreen("cvs-from-pdf");

  // What the student changes is theirs, no longer marked; what the PDF did not say is asked for as usual.
  await field.fill("Data Science and Statistics");
  await expect(field).not.toHaveAccessibleName(/From your PDF/);
  await page.getByLabel("CV title").fill("Data internships");
  await page.getByRole("button", { name: "Save CV" }).click();
  await expect(education.getByText("Choose the month it ended, or tick “I still study here”.")).toBeVisible();
  // The form scrolls smoothly to its first invalid field: a click while it moves can miss, so it is tried again.
  await expect(() => education.getByRole("checkbox", { name: "I still study here" }).check()).toPass();
  await page.getByRole("button", { name: "Save CV" }).click();

  await expect(page).toHaveURL(/\/cv-detail\//);
  await expect(page.getByRole("heading", { level: 1, name: "Data internships" })).toBeVisible();
  for (const text of ["Data Science and Statistics", "Acme Analytics AG", "Python", "nina-graf-cv.pdf"]) {
    await expect(page.getByText(text).first()).toBeVisible();
  }
});
