import { CV_IMPORT_ERROR_CODES, type CvImportDraft } from "@stint/shared/cv-import";
import { AppError } from "../../../lib/errors.ts";
import { parseCv } from "./parse-cv.ts";
import { readPdfText } from "./pdf-text.ts";
import { readingOrder } from "./reading-order.ts";

// Fewer letters than a name and a heading: a scan's stray OCR-free marks, a page number, a drawing's labels.
const MIN_LETTERS = 20;

/** A CV PDF read into a draft of the CV form; 422 `pdf_no_text` for a PDF with no text to read (a scan). */
export async function readCvFromPdf(bytes: Uint8Array): Promise<CvImportDraft> {
  const lines = readingOrder(await readPdfText(bytes));
  const letters = lines.reduce((sum, line) => sum + (line.text.match(/\p{L}/gu)?.length ?? 0), 0);
  if (letters < MIN_LETTERS) {
    throw new AppError(
      CV_IMPORT_ERROR_CODES.noText,
      422,
      "This PDF has no text to read (perhaps it is a scan). Fill in the form yourself.",
    );
  }
  return parseCv(lines);
}
