// `node scripts/audit.mjs`: npm's advisories for the production dependencies (npm audit --omit=dev), as one
// summary line per severity. Fails on a high or critical advisory. When the registry's audit endpoint cannot
// be reached (a mirror without it, no network), it says so and passes: nothing was checked, and CI's log shows it.
import { spawnSync } from "node:child_process";

const npm = process.platform === "win32" ? "npm.cmd" : "npm";
const run = spawnSync(npm, ["audit", "--omit=dev", "--json"], { encoding: "utf8", timeout: 120_000 });
let report;
try {
  report = JSON.parse(run.stdout || "{}");
} catch {
  report = {};
}
const counts = report.metadata?.vulnerabilities;
if (!counts) {
  const reason = report.message ?? report.error?.summary ?? run.error?.message ?? "no answer";
  console.log(`npm audit: the advisory endpoint could not be reached, nothing was checked (${reason})`);
  process.exit(0);
}
const severities = ["critical", "high", "moderate", "low", "info"];
console.log(
  `npm audit (production dependencies): ${severities.map((level) => `${counts[level] ?? 0} ${level}`).join(", ")}`,
);
for (const [name, advisory] of Object.entries(report.vulnerabilities ?? {})) {
  if (advisory.severity === "high" || advisory.severity === "critical") {
    console.log(`  ${advisory.severity}: ${name} ${advisory.range ?? ""}`);
  }
}
process.exit((counts.critical ?? 0) + (counts.high ?? 0) > 0 ? 1 : 0);
