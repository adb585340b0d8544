// Adds up the JSON reports of Vitest and Playwright given as arguments and prints one line per report, then
// a closing "tests: N passed, N failed, N skipped" line. A missing report (its run crashed) is named, and so is
// every failed test with the first line of its error: the summary is the part of a long log that gets read.
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
  const failures = [];
  if (report.stats && "expected" in report.stats) {
    // Playwright: a flaky test passed on retry.
    const { expected, unexpected, flaky, skipped } = report.stats;
    counts = { passed: expected + flaky, failed: unexpected, skipped };
    failures.push(...playwrightFailures(report.suites ?? []));
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
    for (const result of report.testResults ?? []) {
      const file = path.relative(process.cwd(), result.name ?? "");
      const failed = (result.assertionResults ?? []).filter((test) => test.status === "failed");
      if (result.status === "failed" && failed.length === 0) failures.push(`${file}: ${firstLine(result.message)}`);
      for (const test of failed) failures.push(`${file} > ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    }
  }
  console.log(`  ${name}: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
  for (const failure of failures.slice(0, 20)) console.log(`    failed: ${failure}`);
  for (const key of Object.keys(total)) total[key] += counts[key];
}
console.log(`tests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);

function firstLine(text) {
  // eslint-disable-next-line no-control-regex -- colour codes in the runner's messages
  const line = String(text ?? "").replace(/\u001b\[[0-9;]*m/g, "").split("\n").find((part) => part.trim()) ?? "";
  return line.trim().slice(0, 300);
}

function playwrightFailures(suites, titles = []) {
  const out = [];
  for (const suite of suites) {
    const trail = suite.title ? [...titles, suite.title] : titles;
    out.push(...playwrightFailures(suite.suites ?? [], trail));
    for (const spec of suite.specs ?? []) {
      const results = (spec.tests ?? []).flatMap((test) => (test.status === "unexpected" ? test.results : []));
      if (results.length === 0) continue;
      const last = results[results.length - 1];
      out.push(`${[...trail, spec.title].join(" > ")}: ${firstLine(last?.error?.message)}`);
    }
  }
  return out;
}
