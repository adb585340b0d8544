// Lays out what the container's runtime stage needs (decision 029) into one folder, from a checkout where
// `npm ci`, the web build and the API bundle have run: the bundle, the web app's two builds, the files the bundle
// finds beside its sources through their own import.meta.url (decision 015: migrations, gazetteer, password
// list, and the sources the embedded database's template and demo snapshot are keyed by), and from node_modules
// only the packages the bundle leaves to Node (its externals and what it resolves at run time) with their
// production dependencies, as package-lock.json places them.
//
// Usage: node scripts/container/runtime-tree.mjs OUT_DIR
import { cpSync, existsSync, mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { API_EXTERNALS } from "../lib/build-api.mjs";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/**
 * Loaded by Node from node_modules: the bundle's externals that the project installs (pg-native is an optional
 * peer of pg that it does not) and swagger-ui-dist, whose assets the API reference resolves at run time.
 */
const lockfile = JSON.parse(readFileSync(path.join(repoRoot, "package-lock.json"), "utf8"));
export const RUNTIME_PACKAGES = [
  ...API_EXTERNALS.filter((name) => lockfile.packages[`node_modules/${name}`]),
  "swagger-ui-dist",
  // The CV reader's worker thread (modules/cvs/import/pdf-text-worker.mjs) imports PDF.js by name.
  "pdfjs-dist",
];

/** Built files and source folders copied as they are (tests and their helpers left out). */
const COPIED = [
  "package.json",
  "apps/api/package.json",
  "apps/api/dist/main.mjs",
  "apps/api/src",
  "apps/web/package.json",
  "apps/web/dist",
  "apps/web/dist-server",
  "packages/shared/package.json",
  "packages/shared/src",
  "packages/matching/package.json",
  "packages/matching/src",
];
// The CV reader's quality set (corpus) is for its evaluation, not for running it.
const SKIPPED = /^(test|corpus|.*\.test\.tsx?)$/;

/**
 * The lockfile's key of `name` as seen from the package at `from` (a lockfile key, "" for the root), by Node's
 * lookup: the nearest node_modules folder upwards that holds it.
 */
function resolveKey(packages, from, name) {
  let dir = from;
  for (;;) {
    const key = dir ? `${dir}/node_modules/${name}` : `node_modules/${name}`;
    if (packages[key]) return key;
    if (!dir) return null;
    const parent = dir.lastIndexOf("/node_modules/");
    dir = parent === -1 ? "" : dir.slice(0, parent);
  }
}

/**
 * Every lockfile key the named packages need at run time: their dependencies, and the optional ones that
 * `installed` says are there (a platform's binary package is optional and absent elsewhere).
 */
export function runtimeClosure(lock, roots, { from = "apps/api", installed = () => true } = {}) {
  const packages = lock.packages;
  const needed = new Set();
  const visit = (key) => {
    if (needed.has(key)) return;
    needed.add(key);
    const entry = packages[key];
    const wanted = [
      ...Object.keys(entry.dependencies ?? {}).map((name) => ({ name, optional: false })),
      ...Object.keys(entry.optionalDependencies ?? {}).map((name) => ({ name, optional: true })),
    ];
    for (const { name, optional } of wanted) {
      const found = resolveKey(packages, key, name);
      if (found && (!optional || installed(found))) visit(found);
      else if (!optional) throw new Error(`${key} needs ${name}, which package-lock.json does not hold`);
    }
  };
  for (const name of roots) {
    const key = resolveKey(packages, from, name);
    if (!key) throw new Error(`package-lock.json does not hold ${name}`);
    visit(key);
  }
  return [...needed].sort();
}

function main() {
  const out = process.argv[2];
  if (!out) {
    console.error("usage: node scripts/container/runtime-tree.mjs OUT_DIR");
    process.exit(2);
  }
  const filter = (source) => !SKIPPED.test(path.basename(source));
  for (const item of COPIED) {
    const source = path.join(repoRoot, item);
    if (!existsSync(source)) throw new Error(`${item} is missing: build the web app and the API bundle first`);
    cpSync(source, path.join(out, item), { recursive: true, filter });
  }
  const keys = runtimeClosure(lockfile, RUNTIME_PACKAGES, {
    installed: (key) => existsSync(path.join(repoRoot, key, "package.json")),
  });
  for (const key of keys) {
    // A package's own nested node_modules holds its own dependencies, copied (or not) by their own keys.
    cpSync(path.join(repoRoot, key), path.join(out, key), {
      recursive: true,
      filter: (source) => path.relative(path.join(repoRoot, key), source) !== "node_modules",
    });
  }
  // The embedded database's template and the demo snapshot are kept here (decision 015), written at run time.
  mkdirSync(path.join(out, "node_modules/.cache"), { recursive: true });
  console.log(`runtime-tree: ${COPIED.length} paths and ${keys.length} packages into ${out}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
