// Bundles the API for `npm start` (decision 015) into apps/api/dist/main.mjs when it is missing or older than
// its sources. Loading ~400 TypeScript files and the packages' ESM files one by one took 3.4-7.4 s and ~190 MB
// of RSS on a 2-core machine; the one bundled file loads in ~1 s. Development, tests and the e2e suite keep
// running the sources (decision 002).
import { readFile } from "node:fs/promises";
import path from "node:path";
import { repoRoot } from "./build-web.mjs";
import { staleBuildReason } from "./stale-build.mjs";

export const apiBundle = path.join(repoRoot, "apps/api/dist/main.mjs");

/** What the bundle is made from: a change to any of them makes it stale. */
const SOURCES = [
  "apps/api/src",
  "apps/api/package.json",
  "packages/shared/src",
  "packages/shared/package.json",
  "packages/matching/src",
  "packages/matching/package.json",
  "package-lock.json",
  "scripts/lib/build-api.mjs",
];

/**
 * Left to Node to load from node_modules: PGlite reads its WebAssembly and data files beside its own modules,
 * and pino starts its transports (pino-pretty) in worker threads by file name. The container image copies them
 * (scripts/container/runtime-tree.mjs).
 */
export const API_EXTERNALS = ["@electric-sql/pglite", "pino", "pino-pretty", "pg-native"];

/** Not part of the bundle: dependencies, builds, hidden files, tests and their helpers. */
const SKIPPED = /^(node_modules|dist|test|\..*|.*\.test\.tsx?)$/;

/** Why the API needs bundling, or null when apps/api/dist/main.mjs is up to date. */
export function apiBuildReason() {
  return staleBuildReason({
    root: repoRoot,
    built: "apps/api/dist/main.mjs",
    sources: SOURCES,
    skip: (name) => SKIPPED.test(name),
  });
}

/**
 * Every source file keeps its own `import.meta.url` (the migrations, the gazetteer, the web app's folder are
 * found relative to it), as a URL relative to the bundle so that the checkout can move.
 */
const ownImportMetaUrl = (outDir) => ({
  name: "own-import-meta-url",
  setup(build) {
    build.onLoad({ filter: /\.ts$/ }, async (args) => {
      const source = await readFile(args.path, "utf8");
      if (!source.includes("import.meta.url")) return undefined;
      const relative = path.relative(outDir, args.path).split(path.sep).join("/");
      const url = `new URL(${JSON.stringify(relative)}, import.meta.url).href`;
      return { contents: source.replaceAll("import.meta.url", url), loader: "ts" };
    });
  },
});

/**
 * Bundles the API if it is stale; `log` gets one line saying what happens. Resolves to the bundle's path.
 * `outfile` bundles elsewhere, always (the tests).
 */
export async function ensureApiBuilt({ log = (line) => console.log(line), force = false, outfile } = {}) {
  const reason = outfile || force ? "a build was asked for" : apiBuildReason();
  const target = outfile ?? apiBundle;
  if (!reason) return target;
  log(`Bundling the API (${reason})…`);
  const started = performance.now();
  const { build } = await import("esbuild");
  await build({
    entryPoints: [path.join(repoRoot, "apps/api/src/main.ts")],
    outfile: target,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node24",
    external: API_EXTERNALS,
    // Bundled CommonJS packages call require() for Node's own modules.
    banner: {
      js: "import { createRequire as __stintRequire } from 'node:module';\nconst require = __stintRequire(import.meta.url);",
    },
    // For NODE_OPTIONS=--enable-source-maps, when stack traces should name the source files (decision 015).
    sourcemap: "linked",
    plugins: [ownImportMetaUrl(path.dirname(target))],
    logLevel: "error",
  });
  log(`API bundled in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return target;
}
