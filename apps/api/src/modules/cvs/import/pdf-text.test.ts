import { describe, expect, it } from "vitest";
import { SAMPLE_CV_LINES, textPdf, wallOfTextPdf } from "../../../test/cv-import-pdfs.ts";
import { PDF_LIMITS, pdfWorkerCount, readPdfText } from "./pdf-text.ts";

// The limits themselves, pushed down so that an ordinary PDF meets them: the worker is ended and replaced.
describe("reading a PDF's text in a worker", () => {
  it("reads positioned text, and keeps its worker for the next PDF", async () => {
    const pages = await readPdfText(await textPdf(SAMPLE_CV_LINES));
    expect(pages[0]!.items.map((item) => item.str)).toContain("Lea Hoffmann");
    expect(pdfWorkerCount()).toEqual({ alive: 1, busy: 0, idle: 1 });
  }, 30_000);

  it("ends a worker that takes longer than the time limit, and answers pdf_unreadable", async () => {
    await expect(readPdfText(wallOfTextPdf(2_000_000), { ...PDF_LIMITS, chars: 1e9, timeMs: 5 })).rejects.toMatchObject(
      {
        code: "pdf_unreadable",
        status: 422,
      },
    );
    const workers = pdfWorkerCount();
    expect(workers.busy).toBe(0);
    expect(workers.alive).toBeLessThanOrEqual(3);
  }, 30_000);
});
