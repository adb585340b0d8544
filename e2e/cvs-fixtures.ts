// Helpers of the specs that need CVs: CVs made through the API, a real PDF made on the spot, and choosing months in
// the picker.
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { expect } from "./fixtures.ts";
import { apiHeaders } from "./jobs-fixtures.ts";

export type Cv = { id: string; title: string };

/** A CV of the signed-in student of `request` (their first one is their primary CV). */
export async function createCv(request: APIRequestContext, body: Record<string, unknown>): Promise<Cv> {
  const response = await request.post("/api/cvs", { data: body, headers: apiHeaders });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Cv;
}

/** A CV that fits the `internship` of jobs-fixtures.ts: it wants internships and has Python at `pythonLevel`. */
export function pythonInternshipCv(title: string, pythonLevel: number) {
  return { title, skills: [{ skillId: "python", level: pythonLevel }], desiredTypes: ["internship"] };
}

/**
 * A one-page PDF with `text` on it, valid down to its cross-reference table (the server checks the content,
 * not the name). Text must be plain ASCII without parentheses or backslashes.
 */
export function tinyPdf(text: string): Buffer {
  const content = `BT /F1 24 Tf 72 760 Td (${text}) Tj ET`;
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let pdf = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(pdf.length);
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`).join("");
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, "latin1");
}

/** Opens a month field and picks `month` ("Sep") of `year`, going back or forward a year at a time. */
export async function pickMonth(page: Page, field: Locator, year: number, month: string) {
  await field.click();
  const shownYear = page.getByRole("button", { name: "Choose a year" });
  for (let step = 0; step < 20; step += 1) {
    const shown = Number(await shownYear.textContent());
    if (shown === year) break;
    await page.getByRole("button", { name: shown > year ? "Previous year" : "Next year" }).click();
  }
  await page.getByRole("button", { name: month, exact: true }).click();
}
