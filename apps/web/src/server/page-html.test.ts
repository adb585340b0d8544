import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { pageHtml } from "./page-html.ts";

// A build as Vite writes it: index.html with the splash in its root, the manifest under .vite.
function build() {
  const distDir = mkdtempSync(path.join(tmpdir(), "stint-page-html-"));
  writeFileSync(
    path.join(distDir, "index.html"),
    [
      '<!doctype html><html lang="en" data-mantine-color-scheme="light"><head><title>Stint</title>',
      '<script type="module" crossorigin src="/assets/index-1.js"></script>',
      '<link rel="stylesheet" crossorigin href="/assets/app-1.css">',
      "</head><body><noscript>Stint needs JavaScript.</noscript>",
      '<div id="root"><div class="splash" role="status"><span>Loading Stint</span></div></div>',
      // The static page's catalogues (language-pages.ts): the rendered page carries its own in its state.
      '<script type="application/json" id="stint-catalogues">{"en":{"common":{"splash":"Loading Stint"}}}</script>',
      "</body></html>",
    ].join("\n"),
  );
  // The German page as the build writes it beside (language-pages.ts): another head, the same scripts.
  writeFileSync(
    path.join(distDir, "index.de.html"),
    readFileSync(path.join(distDir, "index.html"), "utf8")
      .replace('lang="en"', 'lang="de"')
      .replace("<title>Stint</title>", "<title>Stint</title><meta name=description content='Stint auf Deutsch'>"),
  );
  mkdirSync(path.join(distDir, ".vite"));
  writeFileSync(
    path.join(distDir, ".vite/manifest.json"),
    JSON.stringify({
      "index.html": { file: "assets/index-1.js", isEntry: true },
      "src/app/routes/job-detail.tsx": { file: "assets/job-detail-1.js", css: ["assets/job-detail-1.css"] },
    }),
  );
  return distDir;
}

describe("pageHtml", () => {
  const html = pageHtml({
    distDir: build(),
    imported: ["src/app/routes/job-detail.tsx"],
    title: "Data <Analyst> · Stint",
    screen: "<main><h1>Data Analyst</h1></main>",
    state: '<script type="application/json" id="stint-state">{}</script>',
    language: { language: "de", locale: "de-CH", offered: ["en", "de"] },
  });

  it("puts the screen in place of the splash, inert until hydrated, with the state after it", () => {
    expect(html).not.toContain("Loading Stint");
    expect(html).toContain(
      '<div id="root" inert aria-disabled="true" aria-busy="true"><main><h1>Data Analyst</h1></main></div><script type="application/json" id="stint-state">{}</script>',
    );
    expect(html).toMatch(/<\/body><\/html>$/);
    expect(html).not.toContain("stint-catalogues");
  });

  it("is in the page's language: the language's own index.html, and <html> says which and the locale", () => {
    expect(html).toContain(
      '<html lang="de" data-locale="de-CH" data-ui-languages="en,de" data-mantine-color-scheme="light">',
    );
    expect(html).toContain("Stint auf Deutsch");
  });

  it("names the tab after the screen, escaped, and links the screen's stylesheet and the boot script", () => {
    expect(html).toContain("<title>Data &lt;Analyst&gt; · Stint</title>");
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/job-detail-1.css">');
    expect(html).toContain('data-entry="/assets/index-1.js" data-preload="/assets/job-detail-1.js"');
    expect(html).not.toContain('<script type="module" crossorigin src="/assets/index-1.js">');
  });
});
