import { PDFDocument, StandardFonts, rgb } from "pdf-lib";

// Test data only: PDFs for the CV reader, from a plain CV to ones made to hurt it.

/** A one-page PDF with these lines of text, top-down, as a word processor would write a plain CV. */
export async function textPdf(lines: readonly string[]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([595, 842]);
  lines.forEach((line, index) => page.drawText(line, { x: 50, y: 790 - index * 16, size: 10, font }));
  return pdf.save();
}

export const SAMPLE_CV_LINES = [
  "Lea Hoffmann",
  "lea.hoffmann@example.org | +49 176 2345 6789",
  "Berufserfahrung",
  "Werkstudentin Datenanalyse | Allianz SE | 10/2023 – heute",
  "• Dashboards mit Python und SQL gebaut",
  "Ausbildung",
  "B.Sc. Wirtschaftsinformatik | Technische Universität München | 10/2021 – 09/2024",
  "Kenntnisse",
  "Python, SQL, Tableau, Git",
  "Sprachen",
  "Deutsch – Muttersprache, Englisch – fließend",
];

/** Pictures and drawings, and not one letter: what a scan looks like to a text reader. */
export async function noTextPdf(kind: "image" | "drawing"): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([595, 842]);
  if (kind === "image") {
    const png = await pdf.embedPng(
      Buffer.from(
        "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
        "base64",
      ),
    );
    page.drawImage(png, { x: 40, y: 40, width: 515, height: 760 });
  } else {
    for (let row = 0; row < 30; row++) {
      page.drawLine({ start: { x: 50, y: 800 - row * 25 }, end: { x: 545, y: 800 - row * 25 }, thickness: 2 });
      page.drawRectangle({ x: 60, y: 790 - row * 25, width: 200, height: 8, color: rgb(0.2, 0.2, 0.2) });
    }
  }
  return pdf.save();
}

/** A PDF written object by object, for structures no PDF library writes on purpose. */
export function rawPdf(objects: readonly (string | Buffer)[], trailerExtra = ""): Buffer {
  const chunks: Buffer[] = [Buffer.from("%PDF-1.7\n%\xE2\xE3\xCF\xD3\n", "latin1")];
  let length = chunks[0]!.length;
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(length);
    const chunk = Buffer.concat([
      Buffer.from(`${index + 1} 0 obj\n`, "latin1"),
      typeof body === "string" ? Buffer.from(body, "latin1") : body,
      Buffer.from("\nendobj\n", "latin1"),
    ]);
    chunks.push(chunk);
    length += chunk.length;
  });
  const xref = [
    "xref",
    `0 ${objects.length + 1}`,
    "0000000000 65535 f ",
    ...offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n `),
    "trailer",
    `<< /Size ${objects.length + 1} /Root 1 0 R ${trailerExtra} >>`,
    "startxref",
    String(length),
    "%%EOF",
  ].join("\n");
  chunks.push(Buffer.from(xref, "latin1"));
  return Buffer.concat(chunks);
}

const stream = (content: string | Buffer) => {
  const bytes = typeof content === "string" ? Buffer.from(content, "latin1") : content;
  return Buffer.concat([
    Buffer.from(`<< /Length ${bytes.length} >>\nstream\n`, "latin1"),
    bytes,
    Buffer.from("\nendstream", "latin1"),
  ]);
};

const FONT = "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>";

/** One page showing `content` (a content stream) with Helvetica as F1. */
function onePage(content: string | Buffer, trailerExtra = "", extraObjects: string[] = []): Buffer {
  return rawPdf(
    [
      "<< /Type /Catalog /Pages 2 0 R >>",
      "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
      "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
      stream(content),
      FONT,
      ...extraObjects,
    ],
    trailerExtra,
  );
}

/** Encrypted with a user password (RC4, revision 3): nothing can be read without it. */
export function encryptedPdf(): Buffer {
  const hex = (seed: number) =>
    Array.from({ length: 32 }, (_, i) => ((seed * 31 + i * 17) % 256).toString(16).padStart(2, "0")).join("");
  const encrypt = `<< /Filter /Standard /V 2 /R 3 /Length 128 /P -3904 /O <${hex(7)}> /U <${hex(11)}> >>`;
  return onePage(
    "BT /F1 12 Tf 50 700 Td (Secret CV) Tj ET",
    `/Encrypt 6 0 R /ID [<${hex(3).slice(0, 32)}> <${hex(3).slice(0, 32)}>]`,
    [encrypt],
  );
}

/** `count` real pages, each with a line of text. */
export function manyPagesPdf(count: number): Buffer {
  const kids = Array.from({ length: count }, (_, index) => `${index + 4} 0 R`).join(" ");
  const pages = Array.from(
    { length: count },
    () =>
      "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 3 0 R /Resources << /Font << /F1 " +
      `${count + 4} 0 R >> >> >>`,
  );
  return rawPdf([
    "<< /Type /Catalog /Pages 2 0 R >>",
    `<< /Type /Pages /Kids [${kids}] /Count ${count} >>`,
    stream("BT /F1 12 Tf 50 700 Td (Page of a very long CV) Tj ET").toString("latin1"),
    ...pages,
    FONT,
  ]);
}

/**
 * A page whose resources are dictionaries nested `depth` deep, the kind of input that overflows a recursive
 * parser; its text alone would make a CV to read.
 */
export function deepNestingPdf(depth: number): Buffer {
  const nested = `${"<< /A ".repeat(depth)}1${" >>".repeat(depth)}`;
  return rawPdf([
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> /X ${nested} >> >>`,
    stream(`BT /F1 12 Tf 50 700 Td (${SAMPLE_CV_LINES.join(" ")}) Tj ET`),
    FONT,
  ]);
}

/** One page whose content is `bytes` long, all text: far more than any CV. */
export function wallOfTextPdf(bytes: number): Buffer {
  const line =
    "BT /F1 8 Tf 20 400 Td (Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod) Tj ET\n";
  return onePage(line.repeat(Math.floor(bytes / line.length)));
}
