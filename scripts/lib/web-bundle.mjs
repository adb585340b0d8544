// What a first visit to the built web app downloads before any screen's code (issue 13: entry JS ≤ 150 kB gzip,
// no route chunk over 50 kB gzip), read from apps/web/dist. Used by the web section of `npm run bench`.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

/** The scripts, module preloads and stylesheets index.html asks for, as paths from the site's root. */
export function entryAssets(indexHtml) {
  const tags = [...indexHtml.matchAll(/<(script|link)\b[^>]*>/g)].map(([tag, name]) => ({ tag, name }));
  const attr = (tag, key) => new RegExp(`\\s${key}="([^"]*)"`).exec(tag)?.[1];
  const scripts = tags.filter((t) => t.name === "script" && attr(t.tag, "src")).map((t) => attr(t.tag, "src"));
  const links = (rel) =>
    tags.filter((t) => t.name === "link" && attr(t.tag, "rel") === rel).map((t) => attr(t.tag, "href"));
  return { scripts, preloads: links("modulepreload"), styles: links("stylesheet") };
}

/**
 * The files a built chunk imports statically (`import{a as b}from"./x.js"`, `import"./y.js"`), relative to it.
 * Dynamic imports (`import("./z.js")`) load later, with a screen, and are left out.
 */
export function staticImports(code) {
  return [...code.matchAll(/\bimport\s*(?:[\w$*{}\s,]+?from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g)].map((m) => m[1]);
}

/**
 * Every JavaScript file the page loads before its first screen: the entry scripts, what index.html preloads,
 * and what any of them imports statically. `read(file)` gives a file's text by its path from the site's root.
 */
export function entryClosure(indexHtml, read) {
  const { scripts, preloads } = entryAssets(indexHtml);
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const imported of staticImports(read(file))) visit(path.posix.join(path.posix.dirname(file), imported));
  };
  for (const file of [...scripts, ...preloads]) visit(file);
  return [...seen];
}

const gzipBytes = (buffer) => gzipSync(buffer, { level: 9 }).length;

/**
 * Sizes (bytes, gzip level 9) of a build in `distDir`: the entry's JavaScript and CSS with their files, and the
 * largest JavaScript chunk outside the entry (a screen's, or one shared by screens).
 */
export function webBundleSizes(distDir) {
  const file = (site) => path.join(distDir, site.replace(/^\//, ""));
  const indexHtml = readFileSync(path.join(distDir, "index.html"), "utf8");
  const entryJs = entryClosure(indexHtml, (site) => readFileSync(file(site), "utf8"));
  const entryCss = entryAssets(indexHtml).styles;
  const sized = (sites) => sites.map((site) => ({ file: site, gzip: gzipBytes(readFileSync(file(site))) }));
  const sum = (items) => items.reduce((total, item) => total + item.gzip, 0);
  const entry = new Set(entryJs);
  const others = sized(
    readdirSync(path.join(distDir, "assets"))
      .filter((name) => name.endsWith(".js"))
      .map((name) => `/assets/${name}`)
      .filter((site) => !entry.has(site)),
  ).sort((a, b) => b.gzip - a.gzip);
  const js = sized(entryJs).sort((a, b) => b.gzip - a.gzip);
  const css = sized(entryCss);
  return {
    entryJs: { gzip: sum(js), files: js },
    entryCss: { gzip: sum(css), files: css },
    largestChunk: others[0] ?? null,
  };
}
