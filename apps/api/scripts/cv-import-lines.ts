// Prints a PDF's lines as the CV reader sees them (reading order, cells): `node apps/api/scripts/cv-import-lines.ts <pdf>`.
import { readFile } from "node:fs/promises";
import { readPdfText } from "../src/modules/cvs/import/pdf-text.ts";
import { readingOrder } from "../src/modules/cvs/import/reading-order.ts";

for (const file of process.argv.slice(2)) {
  console.log(`== ${file}`);
  for (const line of readingOrder(await readPdfText(await readFile(file)))) {
    console.log(
      `${String(line.page)} ${line.size.toFixed(1).padStart(5)} ${line.cells.map((cell) => JSON.stringify(cell)).join(" | ")}`,
    );
  }
}
