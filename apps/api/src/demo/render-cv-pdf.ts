import { CEFR_LABELS, languageByCode } from "@stint/shared/languages";
import { type CvFields } from "@stint/shared/cvs";
import { JOB_TYPE_LABELS, WORK_MODE_LABELS } from "@stint/shared/jobs";
import { SKILL_LEVELS } from "@stint/shared/skills/skill-ref";
import { skillById } from "@stint/shared/skills/skill-lookup";
import { type PDFFont, type PDFPage, PDFDocument, rgb, StandardFonts } from "pdf-lib";
import { foldText } from "../modules/places/fold-text.ts";

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 50;
const TEXT = rgb(0.13, 0.13, 0.15);
const MUTED = rgb(0.38, 0.4, 0.45);
const ACCENT = rgb(0.16, 0.33, 0.62);

/**
 * A one-page CV as a real PDF, like the ones students upload: name, contact, summary, education, experience,
 * skills, languages and what they look for. The standard fonts need no embedding (a few KB a file); they
 * cover Western European letters, so others (č, ł, ő…) are written without their accent.
 */
export async function renderCvPdf(options: {
  name: string;
  email: string;
  cv: CvFields;
  /** The document's creation date; fixed by the caller so that the same input gives the same file. */
  date: Date;
}): Promise<Uint8Array> {
  const { cv } = options;
  const pdf = await PDFDocument.create();
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const writer = new PageWriter(pdf.addPage([A4.width, A4.height]), regular, bold);

  writer.line(options.name, { font: "bold", size: 22 });
  writer.line([options.email, cv.preferredPlaces[0]?.label].filter(Boolean).join("  ·  "), {
    size: 9.5,
    color: MUTED,
    after: 4,
  });
  writer.line(cv.title, { size: 12, color: ACCENT, after: 10 });
  if (cv.summary) writer.paragraph(cv.summary);

  if (cv.education.length > 0) {
    writer.heading("Education");
    for (const entry of cv.education) {
      writer.line(`${entry.field}, ${entry.school}`, { font: "bold", size: 10.5, after: 1 });
      const grade = entry.grade ? `  ·  Grade ${entry.grade}` : "";
      writer.line(`${capitalise(entry.degreeLevel)}  ·  ${period(entry.start, entry.end)}${grade}`, {
        size: 9.5,
        color: MUTED,
      });
    }
  }
  if (cv.experience.length > 0) {
    writer.heading("Experience");
    for (const entry of cv.experience) {
      writer.line(`${entry.title}, ${entry.organisation}`, { font: "bold", size: 10.5, after: 1 });
      writer.line(period(entry.start, entry.end), { size: 9.5, color: MUTED, after: 2 });
      if (entry.description) writer.paragraph(entry.description);
    }
  }
  if (cv.skills.length > 0) {
    writer.heading("Skills");
    writer.paragraph(
      cv.skills
        .map((ref) => `${skillById(ref.skillId)?.label ?? ref.skillId} (${SKILL_LEVELS[ref.level - 1]?.label})`)
        .join(", "),
    );
  }
  if (cv.languages.length > 0) {
    writer.heading("Languages");
    writer.paragraph(
      cv.languages
        .map((ref) => `${languageByCode(ref.language)?.name ?? ref.language}: ${CEFR_LABELS[ref.level]}`)
        .join(", "),
    );
  }
  writer.heading("Looking for");
  writer.paragraph(
    [
      cv.desiredTypes.map((type) => JOB_TYPE_LABELS[type]).join(", "),
      cv.desiredWorkModes.map((mode) => WORK_MODE_LABELS[mode]).join(", "),
      cv.availableFrom ? `available from ${cv.availableFrom}${cv.availableTo ? ` to ${cv.availableTo}` : ""}` : "",
      cv.preferredPlaces.length > 0
        ? `in ${cv.preferredPlaces.map((place) => place.city).join(", ")} (within ${cv.radiusKm} km)`
        : "",
      cv.willingToRelocate ? "willing to relocate" : "",
    ]
      .filter(Boolean)
      .join("; ") + ".",
  );

  pdf.setTitle(`${writer.safe(options.name)} – CV`);
  pdf.setAuthor(writer.safe(options.name));
  pdf.setCreator("Stint demo data");
  pdf.setProducer("Stint demo data");
  pdf.setCreationDate(options.date);
  pdf.setModificationDate(options.date);
  return pdf.save();
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const period = (start: string, end: string | null) => `${start} – ${end ?? "today"}`;

type LineOptions = { font?: "regular" | "bold"; size?: number; color?: ReturnType<typeof rgb>; after?: number };

/** Writes top to bottom, wrapping long text; what would run off the page is left out (one page is the point). */
class PageWriter {
  private y = A4.height - MARGIN;
  private readonly page: PDFPage;
  private readonly fonts: { regular: PDFFont; bold: PDFFont };
  private readonly encodable: Set<number>;

  constructor(page: PDFPage, regular: PDFFont, bold: PDFFont) {
    this.page = page;
    this.fonts = { regular, bold };
    this.encodable = new Set(regular.getCharacterSet());
  }

  /** The text with every letter the standard font cannot encode replaced by its plain form. */
  safe(text: string): string {
    let result = "";
    for (const char of text) {
      result += this.encodable.has(char.codePointAt(0)!) ? char : foldText(char) || "?";
    }
    return result;
  }

  line(text: string, options: LineOptions = {}) {
    const size = options.size ?? 10;
    if (this.y - size < MARGIN) return;
    this.y -= size;
    this.page.drawText(this.safe(text), {
      x: MARGIN,
      y: this.y,
      size,
      font: this.fonts[options.font ?? "regular"],
      color: options.color ?? TEXT,
    });
    this.y -= options.after ?? 5;
  }

  heading(text: string) {
    this.y -= 8;
    this.line(text.toUpperCase(), { font: "bold", size: 10, color: ACCENT, after: 3 });
    if (this.y > MARGIN) {
      this.page.drawLine({
        start: { x: MARGIN, y: this.y },
        end: { x: A4.width - MARGIN, y: this.y },
        thickness: 0.5,
        color: MUTED,
      });
    }
    this.y -= 6;
  }

  paragraph(text: string) {
    const size = 10;
    const width = A4.width - 2 * MARGIN;
    let current = "";
    for (const word of this.safe(text).split(/\s+/)) {
      const candidate = current ? `${current} ${word}` : word;
      if (current && this.fonts.regular.widthOfTextAtSize(candidate, size) > width) {
        this.line(current, { size, after: 3 });
        current = word;
      } else {
        current = candidate;
      }
    }
    if (current) this.line(current, { size, after: 6 });
  }
}
