import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { entryAssets, entryClosure, staticImports, webBundleSizes } from "../../../scripts/lib/web-bundle.mjs";

/** The bench's reading of a Vite build (issue 13's entry JS and chunk targets), on built-like files. */

const INDEX = `<!doctype html><html><head>
<script type="module" crossorigin src="/assets/index-A.js"></script>
<link rel="modulepreload" crossorigin href="/assets/react-B.js">
<link rel="stylesheet" crossorigin href="/assets/index-C.css">
<link rel="icon" type="image/svg+xml" href="/favicon.svg" />
</head><body><div id="root"></div></body></html>`;

const FILES: Record<string, string> = {
  "/assets/index-A.js": `import{a as e}from"./react-B.js";import"./side-D.js";const l=()=>import("./route-E.js");e(l);`,
  "/assets/react-B.js": `import{r as t}from"./runtime-F.js";export{t as a};`,
  "/assets/side-D.js": `console.log("side");`,
  "/assets/runtime-F.js": `export const r=1;`,
  "/assets/route-E.js": `import{a}from"./react-B.js";export default ${JSON.stringify("x".repeat(4000))};`,
};

describe("reading the web build", () => {
  it("finds index.html's scripts, preloads and stylesheets", () => {
    expect(entryAssets(INDEX)).toEqual({
      scripts: ["/assets/index-A.js"],
      preloads: ["/assets/react-B.js"],
      styles: ["/assets/index-C.css"],
    });
  });

  it("takes static imports and leaves dynamic ones", () => {
    expect(staticImports(FILES["/assets/index-A.js"]!)).toEqual(["./react-B.js", "./side-D.js"]);
    expect(staticImports(`import*as n from"../x-1.js";import {b} from './y-2.js'`)).toEqual(["../x-1.js", "./y-2.js"]);
  });

  it("follows static imports beyond what index.html preloads", () => {
    const closure = entryClosure(INDEX, (file) => FILES[file]!);
    expect(closure.sort()).toEqual(
      ["/assets/index-A.js", "/assets/react-B.js", "/assets/runtime-F.js", "/assets/side-D.js"].sort(),
    );
  });

  describe("sizes of a build folder", () => {
    const dist = mkdtempSync(path.join(tmpdir(), "stint-web-bundle-"));
    afterAll(() => rmSync(dist, { recursive: true, force: true }));

    it("sums the entry's gzip sizes and names the largest chunk outside it", () => {
      mkdirSync(path.join(dist, "assets"));
      writeFileSync(path.join(dist, "index.html"), INDEX);
      writeFileSync(path.join(dist, "assets/index-C.css"), "body{margin:0}");
      for (const [file, text] of Object.entries(FILES)) writeFileSync(path.join(dist, file), text);
      const sizes = webBundleSizes(dist);
      expect(sizes.entryJs.files.map((f) => f.file).sort()).toEqual(
        ["/assets/index-A.js", "/assets/react-B.js", "/assets/runtime-F.js", "/assets/side-D.js"].sort(),
      );
      expect(sizes.entryJs.gzip).toBe(sizes.entryJs.files.reduce((sum, f) => sum + f.gzip, 0));
      expect(sizes.entryCss.files.map((f) => f.file)).toEqual(["/assets/index-C.css"]);
      expect(sizes.largestChunk?.file).toBe("/assets/route-E.js");
      expect(sizes.largestChunk?.gzip).toBeGreaterThan(0);
    });
  });
});
