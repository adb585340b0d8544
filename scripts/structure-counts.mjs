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

// 2. Places a screen path is written: for each screen, the production files that spell its fixed part.
const screenPaths = [...read("packages/shared/src/page-routes.ts").matchAll(/path: "([^"]+)"/g)].map((m) => m[1]);
const fixedPart = (path) => (path === "/" ? null : path.split("/:")[0]);
const spelt = new Set();
for (const path of screenPaths) {
  const literal = fixedPart(path);
  if (!literal) continue;
  const quoted = new RegExp(`["\`']${literal.replace(/[-/]/g, "\\$&")}(["\`'/?$])`);
  for (const file of production) if (quoted.test(read(file))) spelt.add(`${literal} ${file}`);
}
const routePlaces = [...new Set([...spelt].map((entry) => entry.split(" ")[0]))].reduce(
  (sum, literal) => sum + [...spelt].filter((entry) => entry.startsWith(`${literal} `)).length,
  0,
);

// 4. Cache invalidations written by hand.
const invalidationFiles = web.filter((file) => read(file).includes("invalidateQueries"));
const invalidations = invalidationFiles.reduce((sum, file) => sum + (read(file).match(/invalidateQueries\(/g) ?? []).length, 0);

// 5. A module reading another module's tables (imports of table objects from db/schema).
const owner = {
  students: "accounts", companies: "accounts", emailChanges: "accounts",
  users: "auth", sessions: "auth", authAccounts: "auth", verifications: "auth", rateLimits: "auth",
  files: "files", cvs: "cvs", jobs: "jobs", matchingChanges: "matching",
  applications: "applications", applicationEvents: "applications", offers: "applications",
  invitations: "applications", matches: "applications",
  notifications: "notifications", notificationSettings: "notifications", savedFilters: "saved-filters",
  ratings: "ratings", ratingResponses: "ratings", ratingReports: "ratings",
  rounds: "rounds", roundMembers: "rounds", roundJobs: "rounds", roundStudentRankings: "rounds",
  roundJobRankings: "rounds", roundRuns: "rounds", roundOutcomes: "rounds", roundJobOutcomes: "rounds",
};
let crossReads = 0;
const crossFiles = new Set();
for (const file of production.filter((f) => f.startsWith("apps/api/src/modules/"))) {
  const module = file.split("/")[4];
  for (const match of read(file).matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*"[./]*db\/schema(?:\/index)?\.ts"/g)) {
    for (const name of match[1].split(",").map((part) => part.trim().split(/\s+as\s+/)[0]).filter(Boolean)) {
      if (owner[name] && owner[name] !== module) {
        crossReads += 1;
        crossFiles.add(file);
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

const counts = {
  handTypedApiCalls: handTyped,
  screenPathPlaces: routePlaces,
  invalidateQueriesSites: invalidations,
  invalidateQueriesFiles: invalidationFiles.length,
  crossModuleTableReads: crossReads,
  crossModuleTableReadFiles: crossFiles.size,
  libHttpLines: httpLines,
  ...(process.argv.includes("--duplicates") ? { duplicateProductionPairs: duplicatePairs() } : {}),
};
if (process.argv.includes("--json")) console.log(JSON.stringify(counts));
else for (const [name, value] of Object.entries(counts)) console.log(`${name.padEnd(28)} ${value}`);
