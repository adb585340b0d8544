#!/usr/bin/env node
// Counts the places where one rule is written more than once (issue 31), so that a before and an after can be
// compared with one command: `node scripts/structure-counts.mjs` (add `--json` for a machine-readable line).
import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const root = new URL("..", import.meta.url).pathname;
const tracked = execFileSync("git", ["ls-files"], { cwd: root, encoding: "utf8" }).split("\n").filter(Boolean);
const isTest = (file) => /\.test\.(ts|tsx|mjs)$/.test(file) || file.includes("/test/") || file.startsWith("e2e/");
const production = tracked.filter((file) => /\.(ts|tsx)$/.test(file) && !isTest(file) && !file.endsWith(".d.ts"));
const read = (file) => readFileSync(root + file, "utf8");
const web = production.filter((file) => file.startsWith("apps/web/src/"));

// 1. API calls whose path or answer is written by hand: the old `api.get<T>("/…")`; a typed call (`api.GET(…)`)
// whose path is not written out where the compiler checks it against the document; an answer cast to another type.
const handTypedPatterns = [
  /\bapi\.(get|post|put|patch|delete)\s*</g,
  /\bapi\.(GET|POST|PUT|PATCH|DELETE)\s*\(\s*[^"`\s]/g,
  /\banswer\((?:[^()]|\((?:[^()]|\([^()]*\))*\))*\)\)?\s+as\s/g,
];
const handTyped = web.reduce(
  (sum, file) => sum + handTypedPatterns.reduce((n, pattern) => n + (read(file).match(pattern) ?? []).length, 0),
  0,
);

// 2. Places a screen path is written: for each screen, the production files that spell its fixed part, in code (not
// in comments), as a string (also relative, as a nested route's path) or after a base URL. Not counted: strings that name an API endpoint
// which shares a screen's name, such as better-auth's POST /reset-password: the web's API calls, and in the API its
// route definitions (`path: "/reset-password"`), request path checks (`ctx.path`, `path.endsWith(…)`) and rules keyed
// by endpoint (`"/reset-password": { … }`).
const screenTable = "packages/shared/src/page-routes.ts";
const screenPaths = [...read(screenTable).matchAll(/screen\("([^"]+)"/g)].map((m) => m[1]);
const fixedPart = (path) => (path === "/" ? null : path.split("/:")[0]);
const withoutComments = (text) => text.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:"'`\\])\/\/.*$/gm, "$1");
const webApiCall = /\bapi\.(get|post|put|patch|delete)\s*[<(]|\.(GET|POST|PUT|PATCH|DELETE)\s*\(/;
const serverEndpoint = /\bpath:\s*["'`]|\.path\b|\bpath\.\w+\(|^\s*["'`][^"'`]*["'`]\s*:/;
const codeLines = (file) =>
  withoutComments(read(file))
    .split("\n")
    .filter((line) => file === screenTable || !(file.startsWith("apps/api/") ? serverEndpoint : webApiCall).test(line));
const spelt = new Set();
for (const path of screenPaths) {
  const literal = fixedPart(path);
  if (!literal) continue;
  // Absolute (`"/cv-list"`, `${baseUrl}/login`) or as a nested route writes it (`"cv-list"`).
  const quoted = new RegExp(`(["\`'}]/|["\`'])${literal.slice(1).replace(/[-/]/g, "\\$&")}(["\`'/?$])`);
  for (const file of production) if (codeLines(file).some((line) => quoted.test(line))) spelt.add(`${literal} ${file}`);
}
const routePlaces = [...new Set([...spelt].map((entry) => entry.split(" ")[0]))].reduce(
  (sum, literal) => sum + [...spelt].filter((entry) => entry.startsWith(`${literal} `)).length,
  0,
);

// 4. Cache invalidations written by hand.
const invalidationFiles = web.filter((file) => read(file).includes("invalidateQueries"));
const invalidations = invalidationFiles.reduce((sum, file) => sum + (read(file).match(/invalidateQueries\(/g) ?? []).length, 0);

// 5. A module reading another module's tables (imports of table objects from db/schema). Who owns each table,
// and which joins across modules are listed with why, is apps/api/src/db/schema/table-owners.json, which the
// lint rule reads too (eslint/table-ownership.js); `unlisted` counts what the rule would refuse.
const { owners, sharedReads } = JSON.parse(read("apps/api/src/db/schema/table-owners.json"));
const owner = Object.fromEntries(Object.entries(owners).flatMap(([module, tables]) => tables.map((t) => [t, module])));
const listed = new Set(sharedReads.flatMap(({ module, tables }) => tables.map((table) => `${module}:${table}`)));
let crossReads = 0;
let unlistedReads = 0;
const crossFiles = new Set();
for (const file of production.filter((f) => f.startsWith("apps/api/src/modules/"))) {
  const module = file.split("/")[4];
  for (const match of read(file).matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*"[./]*db\/schema(?:\/[\w-]+)?\.ts"/g)) {
    for (const name of match[1].split(",").map((part) => part.trim().split(/\s+as\s+/)[0]).filter(Boolean)) {
      if (owner[name] && owner[name] !== module) {
        crossReads += 1;
        crossFiles.add(file);
        if (!listed.has(`${module}:${name}`)) unlistedReads += 1;
      }
    }
  }
}

// 6. Lines of the hand-built HTTP layer.
const httpLines = production
  .filter((file) => file.startsWith("apps/api/src/lib/http/"))
  .reduce((sum, file) => sum + read(file).split("\n").length, 0);

// Pairs of repeated code in production source (the workplace's `duplicates` command over a copy without tests,
// test fixtures and the matching evaluation's data), when that command is on the PATH: `--duplicates`.
function duplicatePairs() {
  const copy = mkdtempSync(join(tmpdir(), "stint-production-"));
  try {
    for (const file of production.filter((f) => !f.includes("/eval/"))) cpSync(root + file, join(copy, file));
    const output = execFileSync("duplicates", ["--repo", copy, "--seconds", "300"], { encoding: "utf8" });
    return Number(/^(\d+) pairs/m.exec(output)?.[1] ?? 0);
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

// 9. Names by rule: source files not named in kebab-case, and imports of the shared package's barrel.
const notKebab = tracked.filter(
  (file) => /\.(ts|tsx|mjs|js)$/.test(file) && !/^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+(-[a-z0-9]+)*)*$/.test(file.split("/").pop()),
).length;
const barrelImports = tracked
  .filter((file) => /\.(ts|tsx|mjs)$/.test(file))
  .reduce((sum, file) => sum + (read(file).match(/from "@stint\/shared"/g) ?? []).length, 0);

const counts = {
  handTypedApiCalls: handTyped,
  screenPathPlaces: routePlaces,
  invalidateQueriesSites: invalidations,
  invalidateQueriesFiles: invalidationFiles.length,
  crossModuleTableReads: crossReads,
  crossModuleTableReadFiles: crossFiles.size,
  crossModuleReadsUnlisted: unlistedReads,
  libHttpLines: httpLines,
  notKebabCaseFiles: notKebab,
  sharedBarrelImports: barrelImports,
  ...(process.argv.includes("--duplicates") ? { duplicateProductionPairs: duplicatePairs() } : {}),
};
if (process.argv.includes("--json")) console.log(JSON.stringify(counts));
else for (const [name, value] of Object.entries(counts)) console.log(`${name.padEnd(28)} ${value}`);
