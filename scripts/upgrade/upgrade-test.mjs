// The upgrade test (decision 033): the previous release writes data of every kind through its API on a data
// folder (embedded PGlite) and on a PostgreSQL database; the current code then starts on the same data, runs
// its migrations, and must answer every record and file as before (additive changes allowed), keep every old
// row, sign the old accounts in with their passwords and take new writes.
//
//   node scripts/upgrade/upgrade-test.mjs [--database pglite|postgres|both] [--previous DIR] [--keep]
//                                         [--corrupt-file] [--out DIR]
//   node scripts/upgrade/upgrade-test.mjs --prepare-only --previous DIR
//
// PostgreSQL: UPGRADE_DATABASE_URL or TEST_DATABASE_URL names an empty database (scripts/with-postgres.sh makes
// one); without either, --database both runs on PGlite only and says so. --previous uses a checkout that is
// already installed instead of making a worktree; --prepare-only makes that checkout and installs it, nothing else
// (CI does it in the background while the tests run). --corrupt-file is the test's own test: it changes one stored
// file's bytes between the two servers and passes only when exactly that file's check fails.
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { startApi } from "./api-server.mjs";
import { compareDumps, compareOperations, compareReadBacks } from "./compare.mjs";
import { dumpTables } from "./dump-tables.mjs";
import { ApiClient, sha256 } from "./http-client.mjs";
import { cvBody } from "./fixtures.mjs";
import { checkOut, previousRelease, readReleases, releaseCommit } from "./previous-release.mjs";
import { readBack } from "./read-back.mjs";
import { writeData } from "./write-data.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** Bookkeeping that the new code may prune or consume as it runs: only the table's presence is checked. */
const TRANSIENT_TABLES = [
  "public.outbox_events",
  "public.live_events",
  "public.auth_rate_limits",
  "public.auth_verifications",
  "public.matching_changes",
];

const log = (line) => console.log(`upgrade: ${line}`);

async function main() {
  const { values } = parseArgs({
    options: {
      database: { type: "string", default: "both" },
      previous: { type: "string" },
      keep: { type: "boolean", default: false },
      "corrupt-file": { type: "boolean", default: false },
      "prepare-only": { type: "boolean", default: false },
      out: { type: "string" },
    },
  });
  if (Number(process.versions.node.split(".")[0]) < 24)
    throw new Error("run it with the project's Node 24 (node_modules/.bin/node)");
  const postgresUrl = process.env.UPGRADE_DATABASE_URL || process.env.TEST_DATABASE_URL || "";
  const databases = values.database === "both" ? ["pglite", "postgres"] : [values.database];
  if (databases.includes("postgres") && !postgresUrl) {
    if (values.database === "postgres")
      throw new Error("--database postgres needs UPGRADE_DATABASE_URL or TEST_DATABASE_URL");
    log("no PostgreSQL database given (UPGRADE_DATABASE_URL, TEST_DATABASE_URL): PGlite only");
    databases.splice(databases.indexOf("postgres"), 1);
  }

  const { current, releases } = readReleases(root);
  const release = previousRelease(releases, current);
  if (!release) throw new Error(`releases.json names no release before ${current}`);
  if (values["prepare-only"]) {
    if (!values.previous) throw new Error("--prepare-only needs --previous DIR");
    const { commit, from } = releaseCommit(root, release);
    log(`${release.version}: checking out ${commit.slice(0, 12)} (${from}) into ${values.previous}`);
    checkOut(root, commit, path.resolve(values.previous), log);
    return true;
  }
  const work = mkdtempSync(path.join(tmpdir(), "stint-upgrade-"));
  const out = values.out ? path.resolve(values.out) : path.join(work, "out");
  mkdirSync(out, { recursive: true });
  let removeWorktree = () => undefined;
  const cleanUp = () => {
    removeWorktree();
    if (values.keep) return log(`kept ${work}`);
    // The previous release's ~400 MB of dependencies took 1-2 minutes of a loaded machine to delete: a detached
    // process deletes the folder after the test has ended.
    spawn("rm", ["-rf", work], { detached: true, stdio: "ignore" }).unref();
  };
  // Stopped from outside (CI's time limit, Ctrl-C): remove the worktree and the temporary data on the way out.
  for (const [signal, code] of [
    ["SIGINT", 130],
    ["SIGTERM", 143],
  ]) {
    process.once(signal, () => {
      log(`${signal}: stopping`);
      cleanUp();
      process.exit(code);
    });
  }
  let previousRoot = values.previous ? path.resolve(values.previous) : path.join(work, "previous");
  try {
    if (values.previous) {
      log(`${release.version} -> ${current}: the previous release from ${previousRoot} (as it is)`);
    } else {
      const { commit, from } = releaseCommit(root, release);
      log(`${release.version} -> ${current}: checking out ${commit.slice(0, 12)} (${from}) into ${previousRoot}`);
      removeWorktree = checkOut(root, commit, previousRoot, log);
    }
    // Side by side: each database's run mostly waits on one server at a time, and CI has two cores.
    const runs = await Promise.allSettled(
      databases.map(async (database) => {
        const checks = await upgradeOn({
          database,
          previousRoot,
          databaseUrl: database === "postgres" ? postgresUrl : undefined,
          dataDir: path.join(work, `${database}-data`),
          out: path.join(out, database),
          corruptFile: values["corrupt-file"],
        });
        return checks.map((check) => ({ ...check, name: `[${database}] ${check.name}` }));
      }),
    );
    // Both finish (or fail) before the worktree goes; the first failure to run is the answer.
    const broken = runs.find((run) => run.status === "rejected");
    if (broken) throw broken.reason;
    return report(
      runs.flatMap((run) => run.value),
      { corruptFile: values["corrupt-file"], out },
    );
  } finally {
    cleanUp();
  }
}

/** One database: the previous release writes and reads, the current code reads, signs in and writes. */
async function upgradeOn({ database, previousRoot, databaseUrl, dataDir, out, corruptFile }) {
  mkdirSync(out, { recursive: true });
  const pgliteDir = path.join(dataDir, "db");
  const where = { databaseUrl, pgliteDir };
  const save = (name, value) => writeFileSync(path.join(out, name), `${JSON.stringify(value, null, 2)}\n`);

  const old = await startApi({
    root: previousRoot,
    dataDir,
    databaseUrl,
    label: `the previous release on ${database}`,
  });
  log(`[${database}] the previous release is ready in ${old.startupMs} ms at ${old.baseUrl}`);
  let ledger;
  let before;
  try {
    ledger = await writeData(old.baseUrl);
    before = await readBack(old.baseUrl, ledger);
  } catch (error) {
    await old.stop();
    throw new Error(`[${database}] writing with the previous release failed: ${error.message}\n${old.output()}`, {
      cause: error,
    });
  }
  const stopped = await old.stop();
  log(
    `[${database}] wrote ${Object.keys(before.records).length} records and ${ledger.files.length} file reads; stopped (${describeExit(stopped)})`,
  );
  const dumpBefore = await dumpTables({ root: previousRoot, ...where });
  save("read-back-before.json", before);
  save("tables-before.json", dumpBefore);

  const corrupted = corruptFile ? corruptOneFile(dataDir, ledger.files[0]) : null;

  const now = await startApi({ root, dataDir, databaseUrl, label: `the current code on ${database}` });
  log(`[${database}] the current code is ready in ${now.startupMs} ms (it ran its migrations)`);
  const checks = [answeredEverything(before)];
  checks.push({
    name: "the previous release stopped gracefully",
    ok: stopped.code === 0,
    failures: stopped.code === 0 ? [] : [describeExit(stopped)],
    added: [],
  });
  try {
    const after = await readBack(now.baseUrl, ledger);
    save("read-back-after.json", after);
    checks.push(compareOperations(before.openapi, after.openapi), ...compareReadBacks(before, after));
    checks.push(...(await signInChecks(now.baseUrl, ledger)));
    checks.push(await newWritesCheck(now.baseUrl, ledger));
  } finally {
    const end = await now.stop();
    checks.push({
      name: "the current code stopped gracefully",
      ok: end.code === 0,
      failures: end.code === 0 ? [] : [describeExit(end)],
      added: [],
    });
  }
  const dumpAfter = await dumpTables({ root, ...where });
  save("tables-after.json", dumpAfter);
  checks.push(...compareDumps(dumpBefore, dumpAfter, { transient: TRANSIENT_TABLES }));
  if (corrupted) checks.forEach((check) => (check.expectedToFail = check.name.includes(corrupted)));
  return checks;
}

/** Every read of the ledger answered 200 on the previous release: a wrong path would compare two errors. */
function answeredEverything(before) {
  const failures = Object.entries({ ...before.records, ...before.files })
    .filter(([, read]) => read.status !== 200)
    .map(([name, read]) => `${name} answered ${read.status}`);
  return { name: "the previous release answered every read (200)", ok: failures.length === 0, failures, added: [] };
}

const describeExit = ({ code, signal }) => (signal ? `signal ${signal}` : `exit code ${code}`);

/** Every account signs in anew with the password it signed up with. */
async function signInChecks(baseUrl, ledger) {
  const checks = [];
  for (const [label, account] of Object.entries(ledger.accounts)) {
    const client = new ApiClient(baseUrl, label);
    const response = await client.request("POST", "/api/auth/sign-in/email", {
      body: { email: account.email, password: account.password },
    });
    const me = response.status === 200 ? await client.get("/api/me") : null;
    const failures = [];
    if (response.status !== 200)
      failures.push(`sign-in answered ${response.status}: ${response.bytes.toString().slice(0, 200)}`);
    else if (me.json?.user?.id !== account.id)
      failures.push(`signed in as ${me.json?.user?.id}, expected ${account.id}`);
    checks.push({ name: `${label} signs in with the old password`, ok: failures.length === 0, failures, added: [] });
  }
  return checks;
}

/** The new code writes on the old data: a new student applies to an old job, an old company moves it, an old student writes. */
async function newWritesCheck(baseUrl, ledger) {
  const failures = [];
  try {
    const dana = new ApiClient(baseUrl, "dana (new)");
    await dana.must("POST", "/api/sign-up/student", {
      email: `dana.${Date.now()}@upgrade.example`,
      password: "another horse battery staple",
      name: "Dana New",
    });
    const cv = await dana.must("POST", "/api/cvs", cvBody({ title: "Dana's CV" }));
    const application = await dana.must("POST", "/api/applications", { jobId: ledger.ids.jobs.robotics, cvId: cv.id });
    const acme = ledger.accounts.acme.client.withSession(baseUrl);
    await acme.must("POST", `/api/applications/${application.id}/status`, { status: "reviewed" }, 200);
    const ada = ledger.accounts.ada.client.withSession(baseUrl);
    await ada.must("POST", `/api/conversations/${ledger.ids.conversationId}/messages`, {
      body: "Written after the upgrade.",
    });
  } catch (error) {
    failures.push(error.message);
  }
  return {
    name: "the current code writes on the old data (sign-up, CV, application, move, message)",
    ok: failures.length === 0,
    failures,
    added: [],
  };
}

/** Changes one byte of the stored file that `file` names (found by its bytes); returns the file's label. */
function corruptOneFile(dataDir, file) {
  const wanted = sha256(file.bytes);
  const walk = (dir) =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
    );
  const stored = walk(path.join(dataDir, "files")).find((candidate) => sha256(readFileSync(candidate)) === wanted);
  if (!stored) throw new Error(`--corrupt-file: no stored file holds the bytes of ${file.label}`);
  const bytes = readFileSync(stored);
  bytes[bytes.length - 2] ^= 0xff;
  writeFileSync(stored, bytes);
  log(`self-test: changed one byte of ${file.label} (${path.relative(dataDir, stored)})`);
  return file.label;
}

function report(checks, { corruptFile, out }) {
  const failed = checks.filter((check) => !check.ok);
  for (const check of checks) {
    if (check.ok)
      console.log(
        `  ok    ${check.name}${check.added.length ? ` (added: ${check.added.slice(0, 5).join(", ")}${check.added.length > 5 ? ", ..." : ""})` : ""}`,
      );
    else
      console.log(
        `  FAIL  ${check.name}\n${check.failures
          .slice(0, 20)
          .map((line) => `          ${line}`)
          .join("\n")}`,
      );
  }
  log(`${checks.length - failed.length} of ${checks.length} checks passed; what was read and dumped: ${out}`);
  if (!corruptFile) return failed.length === 0;
  // The self-test passes when the changed file's checks, and nothing else, failed.
  const missed = checks.filter((check) => check.expectedToFail && check.ok);
  const unexpected = failed.filter((check) => !check.expectedToFail);
  const caught = failed.some((check) => check.expectedToFail) && missed.length === 0 && unexpected.length === 0;
  log(
    caught
      ? "self-test: the changed file was caught, and nothing else failed"
      : "self-test: FAILED (the changed file was not caught, or other checks failed)",
  );
  return caught;
}

main().then(
  (ok) => process.exit(ok ? 0 : 1),
  (error) => {
    console.error(`upgrade: ${error.stack ?? error}`);
    process.exit(1);
  },
);
