// Adds up the JSON reports of Vitest and Playwright given as arguments and prints one line per report, then
// a closing "tests: N passed, N failed, N skipped" line. A missing report (its run crashed) is named.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

const total = { passed: 0, failed: 0, skipped: 0 };
for (const file of process.argv.slice(2)) {
  const name = path.basename(file, ".json");
  if (!existsSync(file)) {
    console.log(`  ${name}: no report (the run did not finish)`);
    continue;
  }
  const report = JSON.parse(readFileSync(file, "utf8"));
  let counts;
  if (report.stats && "expected" in report.stats) {
    // Playwright: a flaky test passed on retry.
    const { expected, unexpected, flaky, skipped } = report.stats;
    counts = { passed: expected + flaky, failed: unexpected, skipped };
  } else {
    // Vitest (Jest-compatible JSON).
    counts = {
      passed: report.numPassedTests ?? 0,
      failed: report.numFailedTests ?? 0,
      skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
    };
    const brokenFiles = (report.testResults ?? []).filter(
      (result) => result.status === "failed" && (result.assertionResults ?? []).length === 0,
    ).length;
    counts.failed += brokenFiles; // a file that failed to load ran no test but is a failure
  }
  console.log(`  ${name}: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
  for (const key of Object.keys(total)) total[key] += counts[key];
}
console.log(`tests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
