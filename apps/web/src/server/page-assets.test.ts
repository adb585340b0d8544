import { describe, expect, it } from "vitest";
import { type BuildManifest, pageAssets, styleLinks, withScriptsAfterPaint } from "./page-assets.ts";

// The shape Vite writes: the entry, a screen loaded by a route, the chunks they share.
const manifest: BuildManifest = {
  "index.html": { file: "assets/index-1.js", isEntry: true, imports: ["_react-1.js", "_app-1.js"] },
  "_react-1.js": { file: "assets/react-1.js" },
  "_app-1.js": { file: "assets/app-1.js", css: ["assets/app-1.css"], imports: ["_react-1.js"] },
  "src/app/routes/job-detail.tsx": {
    file: "assets/job-detail-1.js",
    isDynamicEntry: true,
    css: ["assets/job-detail-1.css"],
    imports: ["_app-1.js", "_ui-1.js"],
  },
  "_ui-1.js": { file: "assets/ui-1.js", css: ["assets/ui-1.css"], imports: ["_react-1.js", "_app-1.js"] },
  "src/app/loaders/job-detail.ts": { file: "assets/job-detail-2.js", isDynamicEntry: true, imports: ["_app-1.js"] },
};

describe("pageAssets", () => {
  it("links what the page's screens load and import, and nothing the entry already brings", () => {
    const assets = pageAssets(manifest, ["src/app/routes/job-detail.tsx", "src/app/loaders/job-detail.ts"]);
    expect(assets.styles.sort()).toEqual(["/assets/job-detail-1.css", "/assets/ui-1.css"]);
    expect(assets.scripts.sort()).toEqual(["/assets/job-detail-1.js", "/assets/job-detail-2.js", "/assets/ui-1.js"]);
  });

  it("leaves out source files the browser's build does not have", () => {
    expect(pageAssets(manifest, ["src/server/only-here.ts"])).toEqual({ styles: [], scripts: [] });
  });

  it("links each stylesheet, its address escaped", () => {
    expect(styleLinks(["/assets/a.css", '/assets/b".css'])).toBe(
      '<link rel="stylesheet" crossorigin href="/assets/a.css"><link rel="stylesheet" crossorigin href="/assets/b&quot;.css">',
    );
  });

  it("hands the entry script and every preload to the boot script, which loads them after the first paint", () => {
    const head = [
      "<head>",
      '<script type="module" crossorigin src="/assets/index-1.js"></script>',
      '<link rel="modulepreload" crossorigin href="/assets/react-1.js">',
      '<link rel="stylesheet" crossorigin href="/assets/app-1.css">',
      "</head>",
    ].join("\n");
    const booted = withScriptsAfterPaint(head, ["/assets/job-detail-1.js"]);
    expect(booted).not.toMatch(/index-1\.js"><\/script>|rel="modulepreload"/);
    expect(booted).toContain('<link rel="stylesheet" crossorigin href="/assets/app-1.css">');
    expect(booted).toContain(
      '<script type="module" src="/after-paint.js" data-entry="/assets/index-1.js" data-preload="/assets/react-1.js /assets/job-detail-1.js"></script></head>',
    );
  });

  it("fails loudly for a page without the entry script, rather than send a page that never starts", () => {
    expect(() => withScriptsAfterPaint("<head></head>", [])).toThrow(/entry script/);
  });
});
