// CV layouts drawn with pdf-lib, as a program that writes PDFs itself would: one column, a sidebar, a
// timeline with dates in a column of their own. Standard fonts, positioned text, no HTML.
import { PDFDocument, type PDFFont, type PDFPage, StandardFonts, rgb } from "pdf-lib";
import type { CvView, ViewEntry } from "./cv-view.ts";

type Pen = { page: PDFPage; y: number; doc: PDFDocument; regular: PDFFont; bold: PDFFont };

function write(pen: Pen, text: string, x: number, options: { size?: number; bold?: boolean; width?: number } = {}) {
  const size = options.size ?? 9.5;
  const font = options.bold ? pen.bold : pen.regular;
  const width = options.width ?? 595 - x - 40;
  // Wrapped at the column's width, as a word processor would.
  const words = text.split(" ");
  let line = "";
  for (const word of words) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) > width && line) {
      draw(pen, line, x, size, font);
      line = word;
    } else line = next;
  }
  if (line) draw(pen, line, x, size, font);
}

function draw(pen: Pen, text: string, x: number, size: number, font: PDFFont) {
  if (pen.y < 50) {
    pen.page = pen.doc.addPage([595, 842]);
    pen.y = 800;
  }
  pen.page.drawText(text, { x, y: pen.y, size, font, color: rgb(0.1, 0.1, 0.1) });
  pen.y -= size * 1.45;
}

async function start(): Promise<Pen> {
  const doc = await PDFDocument.create();
  return {
    doc,
    page: doc.addPage([595, 842]),
    y: 790,
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
}

// The standard fonts write WinAnsi only: anything else (a Turkish ğ, a Polish ł) is spelt with its base letter.
const ansi = (text: string) =>
  [...text.normalize("NFC")]
    .map((char) => (/[\u0020-\u00ff–—•’]/u.test(char) ? char : char.normalize("NFKD").replace(/\p{M}/gu, "")))
    .join("");

function heading(pen: Pen, text: string, x: number) {
  pen.y -= 6;
  write(pen, ansi(text), x, { size: 12, bold: true });
  pen.y -= 2;
}

function entryInline(pen: Pen, entry: ViewEntry, x: number, width?: number) {
  write(pen, ansi(`${entry.heading} – ${entry.sub}, ${entry.when}`), x, { bold: true, ...(width ? { width } : {}) });
  for (const bullet of entry.bullets) write(pen, ansi(`• ${bullet}`), x + 8, width ? { width: width - 8 } : {});
  pen.y -= 3;
}

export const PDF_LIB_LAYOUTS: Record<string, (view: CvView) => Promise<Uint8Array>> = {
  plain: async (view) => {
    const pen = await start();
    write(pen, ansi(view.name), 50, { size: 20, bold: true });
    write(pen, ansi(view.contact.join("  |  ")), 50);
    heading(pen, view.headings.summary, 50);
    write(pen, ansi(view.summary), 50);
    heading(pen, view.headings.experience, 50);
    for (const entry of view.experience) entryInline(pen, entry, 50);
    heading(pen, view.headings.education, 50);
    for (const entry of view.education) entryInline(pen, entry, 50);
    heading(pen, view.headings.skills, 50);
    write(pen, ansi(view.skills.join(", ")), 50);
    heading(pen, view.headings.languages, 50);
    for (const line of view.languages) write(pen, ansi(line), 50);
    return pen.doc.save();
  },

  sidebar: async (view) => {
    const pen = await start();
    write(pen, ansi(view.name), 40, { size: 18, bold: true });
    const top = pen.y - 8;
    pen.y = top;
    heading(pen, view.headings.contact, 40);
    for (const line of view.contact) write(pen, ansi(line), 40, { size: 8.5, width: 140 });
    heading(pen, view.headings.skills, 40);
    for (const skill of view.skills) write(pen, ansi(skill), 40, { size: 8.5, width: 140 });
    heading(pen, view.headings.languages, 40);
    for (const line of view.languages) write(pen, ansi(line), 40, { size: 8.5, width: 140 });
    pen.page = pen.doc.getPage(0);
    pen.y = top;
    heading(pen, view.headings.summary, 215);
    write(pen, ansi(view.summary), 215, { width: 340 });
    heading(pen, view.headings.experience, 215);
    for (const entry of view.experience) entryInline(pen, entry, 215, 340);
    heading(pen, view.headings.education, 215);
    for (const entry of view.education) entryInline(pen, entry, 215, 340);
    return pen.doc.save();
  },

  timeline: async (view) => {
    const pen = await start();
    write(pen, ansi(view.name), 50, { size: 22, bold: true });
    write(pen, ansi(view.contact.join(" · ")), 50, { size: 9 });
    const rows = (entries: ViewEntry[]) => {
      for (const entry of entries) {
        const y = pen.y;
        pen.page.drawText(ansi(entry.when), { x: 50, y, size: 9, font: pen.regular });
        write(pen, ansi(entry.heading), 165, { bold: true });
        write(pen, ansi(entry.sub), 165);
        for (const bullet of entry.bullets) write(pen, ansi(`– ${bullet}`), 165);
        pen.y -= 4;
      }
    };
    heading(pen, view.headings.education, 50);
    rows(view.education);
    heading(pen, view.headings.experience, 50);
    rows(view.experience);
    heading(pen, view.headings.skills, 50);
    write(pen, ansi(view.skills.join(" | ")), 50);
    heading(pen, view.headings.languages, 50);
    write(pen, ansi(view.languages.join(", ")), 50);
    return pen.doc.save();
  },
};
