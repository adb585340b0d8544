// CV layouts as HTML, printed to PDF by Chromium: one column, a timeline table, sidebars left and right, dates
// above entries, skills in a table. Their fonts and spacing differ as real templates do.
import type { CvView, ViewEntry } from "./cv-view.ts";

const escape = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

const page = (css: string, body: string, lang: string) =>
  `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><style>@page{size:A4;margin:16mm}body{margin:0;font-size:10pt;line-height:1.35;color:#222}h1{margin:0 0 4px}h2{margin:14px 0 6px}ul{margin:2px 0 6px;padding-left:16px}p{margin:2px 0}${css}</style></head><body>${body}</body></html>`;

const bullets = (items: string[]) =>
  items.length ? `<ul>${items.map((item) => `<li>${escape(item)}</li>`).join("")}</ul>` : "";

const listOf = (items: string[], separator: string) => escape(items.join(separator));

function entryRight(entry: ViewEntry) {
  return `<div class="entry"><div class="row"><span><b>${escape(entry.heading)}</b>, ${escape(entry.sub)}</span><span class="when">${escape(entry.when)}</span></div>${bullets(entry.bullets)}</div>`;
}

function entryAbove(entry: ViewEntry) {
  return `<div class="entry"><p class="when">${escape(entry.when)}</p><p><b>${escape(entry.heading)}</b></p><p>${escape(entry.sub)}</p>${bullets(entry.bullets)}</div>`;
}

function entryAfter(entry: ViewEntry) {
  return `<div class="entry"><p><b>${escape(entry.heading)}</b> | ${escape(entry.sub)} | ${escape(entry.when)}</p>${bullets(entry.bullets)}</div>`;
}

const head = (view: CvView) => `<h1>${escape(view.name)}</h1><p>${view.contact.map(escape).join(" · ")}</p>`;

export const HTML_LAYOUTS: Record<string, (view: CvView) => string> = {
  classic: (view) =>
    page(
      "body{font-family:'DejaVu Serif',serif}.row{display:flex;justify-content:space-between}.when{color:#555}h2{border-bottom:1px solid #999}",
      `${head(view)}<h2>${escape(view.headings.summary)}</h2><p>${escape(view.summary)}</p>
       <h2>${escape(view.headings.experience)}</h2>${view.experience.map(entryRight).join("")}
       <h2>${escape(view.headings.education)}</h2>${view.education.map(entryRight).join("")}
       <h2>${escape(view.headings.skills)}</h2><p>${listOf(view.skills, ", ")}</p>
       <h2>${escape(view.headings.languages)}</h2><p>${listOf(view.languages, ", ")}</p>
       <h2>${escape(view.headings.interests)}</h2><p>${listOf(view.interests, ", ")}</p>`,
      view.lang,
    ),

  timeline: (view) => {
    const rows = (entries: ViewEntry[]) =>
      `<table>${entries.map((entry) => `<tr><td class="when">${escape(entry.when)}</td><td><b>${escape(entry.heading)}</b><br>${escape(entry.sub)}${bullets(entry.bullets)}</td></tr>`).join("")}</table>`;
    return page(
      "body{font-family:'DejaVu Sans',sans-serif;font-size:9.5pt}table{border-collapse:collapse;width:100%}td{vertical-align:top;padding:3px 6px 6px 0}td.when{width:34mm;color:#444}h2{color:#1d4e89;font-size:12pt}",
      `${head(view)}<h2>${escape(view.headings.summary)}</h2><p>${escape(view.summary)}</p>
       <h2>${escape(view.headings.education)}</h2>${rows(view.education)}
       <h2>${escape(view.headings.experience)}</h2>${rows(view.experience)}
       <h2>${escape(view.headings.skills)}</h2><p>${listOf(view.skills, " · ")}</p>
       <h2>${escape(view.headings.languages)}</h2>${view.languages.map((line) => `<p>${escape(line)}</p>`).join("")}`,
      view.lang,
    );
  },

  "sidebar-left": (view) =>
    page(
      "body{font-family:'Liberation Sans',Arial,sans-serif}.grid{display:grid;grid-template-columns:58mm 1fr;gap:9mm}.side{background:#eef2f6;padding:4mm}.side p{margin:1px 0}.row{display:flex;justify-content:space-between;gap:8px}.when{white-space:nowrap;color:#666}",
      `<div class="grid"><div class="side"><h1 style="font-size:18pt">${escape(view.name)}</h1>
         <h2>${escape(view.headings.contact)}</h2>${view.contact.map((line) => `<p>${escape(line)}</p>`).join("")}
         <h2>${escape(view.headings.skills)}</h2>${view.skills.map((skill) => `<p>${escape(skill)}</p>`).join("")}
         <h2>${escape(view.headings.languages)}</h2>${view.languages.map((line) => `<p>${escape(line)}</p>`).join("")}</div>
       <div class="main"><h2>${escape(view.headings.summary)}</h2><p>${escape(view.summary)}</p>
         <h2>${escape(view.headings.experience)}</h2>${view.experience.map(entryRight).join("")}
         <h2>${escape(view.headings.education)}</h2>${view.education.map(entryRight).join("")}</div></div>`,
      view.lang,
    ),

  "sidebar-right": (view) =>
    page(
      "body{font-family:'DejaVu Sans',sans-serif;font-size:9pt}.grid{display:grid;grid-template-columns:1fr 55mm;gap:10mm}.side h2{font-size:11pt}.when{color:#777;font-size:8.5pt}",
      `${head(view)}<div class="grid"><div class="main">
         <h2>${escape(view.headings.experience)}</h2>${view.experience.map(entryAbove).join("")}
         <h2>${escape(view.headings.education)}</h2>${view.education.map(entryAbove).join("")}</div>
       <div class="side"><h2>${escape(view.headings.summary)}</h2><p>${escape(view.summary)}</p>
         <h2>${escape(view.headings.skills)}</h2>${bullets(view.skills)}
         <h2>${escape(view.headings.languages)}</h2>${bullets(view.languages)}</div></div>`,
      view.lang,
    ),

  stacked: (view) =>
    page(
      "body{font-family:'Liberation Serif',serif;font-size:10.5pt}h2{letter-spacing:2px;font-size:11pt;margin-top:16px}.when{font-style:italic}",
      `<h1 style="text-align:center">${escape(view.name)}</h1><p style="text-align:center">${view.contact.map(escape).join(" | ")}</p>
       <h2>${escape(view.headings.education)}</h2>${view.education.map(entryAbove).join("")}
       <h2>${escape(view.headings.experience)}</h2>${view.experience.map(entryAfter).join("")}
       <h2>${escape(view.headings.skills)}</h2>${bullets(view.skills)}
       <h2>${escape(view.headings.languages)}</h2><p>${listOf(view.languages, "; ")}</p>`,
      view.lang,
    ),

  "skills-table": (view) => {
    const table = (items: string[]) =>
      `<table class="grid2">${Array.from(
        { length: Math.ceil(items.length / 3) },
        (_, row) =>
          `<tr>${items
            .slice(row * 3, row * 3 + 3)
            .map((item) => `<td>${escape(item)}</td>`)
            .join("")}</tr>`,
      ).join("")}</table>`;
    return page(
      "body{font-family:'Liberation Sans',sans-serif}table.grid2{width:100%;border-collapse:collapse}table.grid2 td{border:1px solid #ccc;padding:3px 5px;width:33%}.row{display:flex;justify-content:space-between}",
      `${head(view)}<h2>${escape(view.headings.summary)}</h2><p>${escape(view.summary)}</p>
       <h2>${escape(view.headings.experience)}</h2>${view.experience.map(entryRight).join("")}
       <h2>${escape(view.headings.education)}</h2>${view.education.map(entryAfter).join("")}
       <h2>${escape(view.headings.skills)}</h2>${table(view.skills)}
       <h2>${escape(view.headings.languages)}</h2>${table(view.languages)}`,
      view.lang,
    );
  },
};
