// Writes the CV reader's quality set: `node apps/api/scripts/cv-import-corpus/make-corpus.ts`. Each CV is a
// made-up person (seeded, so every run writes the same people) in one of the layouts, printed by Chromium from
// HTML or drawn by pdf-lib, with its truth as JSON beside it. The PDFs are committed; the reader is judged on
// them by `npm run eval:cv-import`.
import { mkdir, readdir, rm, writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import { viewOf } from "./cv-view.ts";
import { HTML_LAYOUTS } from "./html-layouts.ts";
import { makePerson, random, type Lang } from "./people.ts";
import { PDF_LIB_LAYOUTS } from "./pdf-lib-layouts.ts";

const OUT = fileURLToPath(new URL("../../src/modules/cvs/import/corpus/", import.meta.url));
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const PER_LAYOUT = 4;

await rm(OUT, { recursive: true, force: true });
await mkdir(OUT, { recursive: true });
const rand = random(36);
const browser = await chromium.launch({ executablePath: CHROMIUM });
const page = await browser.newPage();
let written = 0;

async function save(name: string, pdf: Uint8Array, truth: object, layout: string, tool: string) {
  await writeFile(`${OUT}${name}.pdf`, pdf);
  await writeFile(`${OUT}${name}.json`, `${JSON.stringify({ layout, tool, ...truth }, null, 2)}\n`);
  written++;
}

for (const [layout, render] of Object.entries(HTML_LAYOUTS)) {
  for (let index = 0; index < PER_LAYOUT; index++) {
    const lang: Lang = index % 2 === 0 ? "de" : "en";
    const { view, truth } = viewOf(makePerson(rand, lang), lang, rand, { upperHeadings: rand.next() < 0.3 });
    await page.setContent(render(view), { waitUntil: "load" });
    const pdf = await page.pdf({ format: "A4", printBackground: true, preferCSSPageSize: true });
    await save(`chromium-${layout}-${index + 1}-${lang}`, pdf, truth, layout, "chromium");
  }
}
await browser.close();

for (const [layout, render] of Object.entries(PDF_LIB_LAYOUTS)) {
  for (let index = 0; index < PER_LAYOUT; index++) {
    const lang: Lang = index % 2 === 0 ? "en" : "de";
    const { view, truth } = viewOf(makePerson(rand, lang), lang, rand, { upperHeadings: rand.next() < 0.3 });
    await save(`pdf-lib-${layout}-${index + 1}-${lang}`, await render(view), truth, layout, "pdf-lib");
  }
}
console.log(`wrote ${written} CVs to ${OUT} (${(await readdir(OUT)).length} files)`);
