// The scale section of `npm run bench` (opt-in: BENCH_SCALE=1 or BENCH_ONLY=scale; or on its own: `node
// scripts/bench-scale.mjs`): the API on PostgreSQL at a million jobs and a million students (issue 34).
//
// Data: per size N of BENCH_SCALE_SIZES (pairs of N published jobs and N students open to offers, as
// apps/api/scripts/seed-bench-matching.ts makes them, COPY-seeded) a database of the kept cluster of
// scripts/bench-cluster.sh (BENCH_CLUSTER_DIR): bench_1m for a million (what `bench-cluster.sh seed` made), else
// bench_scale_<N>, seeded on the first run and reused while its size matches (scripts/lib/bench-postgres-keep.mjs).
//
// Per size, the API started as deployed (DEMO_DATA=false, RATE_LIMIT=false) with the read cache off
// (READ_CACHE=false: every request is computed), INDEX_MEMORY_MB as the environment gives it, and the first of
// BENCH_API_PROCESSES processes: the time from spawn to the first 200 of /api/health/ready, then every API
// process's resident memory (RSS) after start and after a load of the three phases below. At the largest size,
// the phases again with each count of BENCH_API_PROCESSES (default "1,2"), and once more with a streaming replica
// (pg_basebackup -R of the kept cluster, bench-cluster.sh replica-start) passed as DATABASE_REPLICA_URL; whether
// the server used it is what its responses' `Stint-Read-From` header says (none: it did not say).
//
// Phases, each BENCH_SCALE_SECONDS (default 20) after a 2 s warm-up, 10 connections in a closed loop
// (bench-kit.mjs closedLoop), every request distinct within a run:
//   (s) job search: the distinct searches of scripts/lib/bench-job-queries.mjs
//   (r) recommended jobs for a CV, (c) candidates for a job: the 1,000 CVs and 1,000 jobs of the seed's signed-in
//       accounts, as scripts/bench-matching.mjs asks for them
// Reported: req/s, p50/p95/p99 of every 200, errors, and the CPU time per request of the API processes and of
// PostgreSQL (bench-kit.mjs serverCpuMs: the machine is shared, CPU is what a request costs), with the load
// average.
//
// Options (environment): BENCH_SCALE_SIZES (default "100000,500000,1000000"), BENCH_API_PROCESSES (default "1,2"),
// BENCH_SCALE_SECONDS (default 20), BENCH_SCALE_REPLICA (default true; false skips the replica run),
// BENCH_SCALE_READY_TIMEOUT_S (default 600; a server not ready by then is measured anyway, and says so),
// BENCH_SCALE_PHASES (default "s,r,c": which phases run; with "s" alone, a kept database seeded with the jobs and
// fewer students will do, e.g. BENCH_CLUSTER_STUDENTS=20000 bench-cluster.sh seed), BENCH_CLUSTER_DIR (default
// /work/bench-data/pg-1m), PG_BIN.
import { spawnSync } from "node:child_process";
import { statfsSync, writeFileSync } from "node:fs";
import path from "node:path";
import { requestsOf } from "./bench-matching.mjs";
import { isMainScript, runSeed, withScratch } from "./lib/bench-database.mjs";
import { distinctSearches } from "./lib/bench-job-queries.mjs";
import {
  closedLoop,
  fmt,
  loadText,
  ownResidentMb,
  percentile,
  postgresAvailable,
  procStat,
  serverCpuMs,
  signInEach,
  table,
} from "./lib/bench-kit.mjs";
import { keptClusterDir, keptDatabase } from "./lib/bench-postgres-keep.mjs";
import { repoRoot } from "./lib/build-web.mjs";
import { startServer, waitForHealthy } from "./lib/server.mjs";

const CONNECTIONS = 10;
const WARMUP_SECONDS = 2;
const LIMIT = 50;
const SEED_TIMEOUT_MS = 4 * 60 * 60_000;
const MILLION = 1_000_000;
const LIVE_TIMEOUT_MS = 300_000;
const CLUSTER = path.join(repoRoot, "scripts/bench-cluster.sh");

const list = (text) =>
  text
    .split(",")
    .map((item) => Number(item.trim()))
    .filter((n) => Number.isInteger(n) && n > 0);

/** The phases to run (BENCH_SCALE_PHASES): ids of s (job search), r (recommendations), c (candidates). */
const PHASES = new Set((process.env.BENCH_SCALE_PHASES ?? "s,r,c").split(",").map((id) => id.trim()));
/** Search alone reads no students: a database with the jobs will do. */
const needsStudents = PHASES.has("r") || PHASES.has("c");

/** The kept database of `size` jobs and students: bench_1m for a million (never re-seeded here), else its own. */
async function sizedDatabase(size) {
  const dir = keptClusterDir();
  const million = size === MILLION;
  return keptDatabase({
    dir,
    db: million ? "bench_1m" : `bench_scale_${size}`,
    seedFile: million ? path.join(dir, "seed.json") : undefined,
    // Others measure against bench_1m (issue 34): never dropped to seed it again.
    replace: !million,
    matches: (seeded) => seeded.jobs === size && (!needsStudents || seeded.studentsOpenToOffers === size),
    seed: (databaseUrl) =>
      withScratch("scale", { database: "postgres", databaseUrl }, ({ scratch, env }) =>
        runSeed("seed-bench-matching", ["--jobs", String(size), "--students", String(size)], {
          env,
          outFile: path.join(scratch, "seed.json"),
          timeoutMs: SEED_TIMEOUT_MS,
        }),
      ),
    log: (line) => console.log(`[scale] ${line}`),
  });
}

/** The API processes of a server: the process started and, with API_PROCESSES > 1, its workers. */
function apiProcesses(pid) {
  const children = spawnSync("ps", ["-o", "pid=", "--ppid", String(pid)], { encoding: "utf8" })
    .stdout.split("\n")
    .map((line) => line.trim())
    .filter((line) => line && procStat(line));
  return [String(pid), ...children];
}

/** Resident memory (MB) of each API process, the started one first. */
const residentOfEach = (pid) => apiProcesses(pid).map((each) => Math.round(ownResidentMb(each) ?? 0));

/**
 * Starts the API on `databaseUrl` and waits for /api/health/ready to answer 200: the time from spawn, or, when it
 * is not ready within `readyTimeoutMs` (an index that never loads), what readiness said then; measured anyway.
 */
async function startApi({ databaseUrl, processes, replicaUrl, readyTimeoutMs }) {
  const started = performance.now();
  const server = await startServer({
    env: {
      DATABASE_URL: databaseUrl,
      API_PROCESSES: String(processes),
      READ_CACHE: "false",
      DEMO_DATA: "false",
      RATE_LIMIT: "false",
      ...(replicaUrl ? { DATABASE_REPLICA_URL: replicaUrl } : {}),
    },
    // Alive (/api/health) within minutes even on a busy machine; ready may take longer (indexes loading).
    timeoutMs: LIVE_TIMEOUT_MS,
  });
  const ready = `${server.baseUrl}/api/health/ready`;
  try {
    await waitForHealthy(ready, { child: server.child, timeoutMs: readyTimeoutMs, intervalMs: 100 });
    return { server, readyMs: performance.now() - started };
  } catch (error) {
    if (server.child.exitCode !== null || server.child.signalCode !== null) {
      await server.stop();
      throw error;
    }
    const notReady = await fetch(ready)
      .then((response) => response.text())
      .catch((failure) => failure.message);
    return { server, readyMs: undefined, notReady };
  }
}

/**
 * One phase: the closed loop over `requests` (never one twice: there are more than the run can ask) after a
 * warm-up; percentiles of every 200, CPU per request of the API and of PostgreSQL (primary and replica: the
 * server's own connections and the clusters' own processes, not another bench's or a seed's),
 * and what the responses' Stint-Read-From header said.
 */
async function phase({ server, requests, seconds, postgresPorts }) {
  let next = 0;
  const take = () => {
    if (next >= requests.length) throw new Error(`only ${requests.length} distinct requests were planned`);
    return requests[next++];
  };
  const drive = (durationMs) =>
    closedLoop({ baseUrl: server.baseUrl, next: take, connections: CONNECTIONS, durationMs });
  await drive(WARMUP_SECONDS * 1000);
  const cpu = () => {
    const each = postgresPorts.map((postgresPort) =>
      serverCpuMs({ serverPid: server.child.pid, postgresPort, ownConnectionsOnly: true }),
    );
    if (each.some((item) => !item)) return null;
    return {
      serverMs: each[0].serverMs,
      postgresMs: each.reduce((sum, item) => sum + item.postgresMs, 0),
      otherBackends: each.flatMap((item) => item.otherBackends),
    };
  };
  const before = cpu();
  const { results, elapsedMs } = await drive(seconds * 1000);
  const after = cpu();
  // Another client's backend that ended meanwhile left its whole CPU in the cluster's count: no figure then.
  const othersEnded = before?.otherBackends.some((pid) => !after?.otherBackends.includes(pid));
  const ok = results.filter((result) => result.status === 200);
  const times = ok.map((result) => result.ms).sort((a, b) => a - b);
  const readFrom = {};
  for (const result of ok) {
    const where = result.headers?.["stint-read-from"] ?? "(no header)";
    readFrom[where] = (readFrom[where] ?? 0) + 1;
  }
  const failed = results.find((result) => result.status !== 200);
  return {
    requests: results.length,
    rps: (1000 * ok.length) / elapsedMs,
    p50Ms: percentile(times, 0.5),
    p95Ms: percentile(times, 0.95),
    p99Ms: percentile(times, 0.99),
    errors: results.length - ok.length,
    firstError: failed
      ? (failed.error?.message ?? `${failed.status} ${failed.body?.toString("utf8").slice(0, 200)}`)
      : undefined,
    apiCpuMs: before && after ? (after.serverMs - before.serverMs) / Math.max(1, results.length) : undefined,
    postgresCpuMs:
      before && after && !othersEnded
        ? (after.postgresMs - before.postgresMs) / Math.max(1, results.length)
        : undefined,
    readFrom,
    load: loadText(),
  };
}

/** The three phases on a started server, with the seed's accounts signed in; `offset` picks unused searches. */
async function phases({ server, seeded, seconds, postgresPorts, offset, label }) {
  const students = await signInEach(server.baseUrl, seeded.signedInStudents);
  const companies = await signInEach(server.baseUrl, seeded.signedInCompanies);
  // More searches than a phase can ask at 1,000 req/s, a slice of their own for every run of the bench.
  const perRun = 1_000 * (seconds + WARMUP_SECONDS);
  const searches = distinctSearches(perRun * (offset + 1))
    .slice(perRun * offset)
    .map((searchPath, index) => ({
      id: searchPath,
      path: searchPath,
      cookie: students[index % students.length].cookie,
    }));
  const plan = [
    { id: "s", name: "job search", requests: searches },
    {
      id: "r",
      name: "recommended jobs for a CV",
      requests: requestsOf(
        students,
        (s) => s.cvIds,
        (id) => `/api/matching/jobs?cvId=${id}&limit=${LIMIT}`,
      ),
    },
    {
      id: "c",
      name: "candidates for a job",
      requests: requestsOf(
        companies,
        (c) => c.jobIds,
        (id) => `/api/matching/candidates?jobId=${id}&limit=${LIMIT}`,
      ),
    },
  ];
  const results = {};
  for (const item of plan.filter(({ id }) => PHASES.has(id))) {
    process.stdout.write(`[scale] ${label} (${item.id}) ${item.name} … `);
    const result = await phase({ server, requests: item.requests, seconds, postgresPorts });
    console.log(
      `${fmt(result.rps, 1)} req/s, p50 ${fmt(result.p50Ms)} p95 ${fmt(result.p95Ms)} p99 ${fmt(result.p99Ms)} ms, ` +
        `CPU/request API ${fmt(result.apiCpuMs)} PostgreSQL ${fmt(result.postgresCpuMs)} ms, ${result.errors} errors` +
        (result.firstError ? ` (first: ${result.firstError})` : "") +
        `, load ${result.load}`,
    );
    results[item.id] = { name: item.name, ...result };
  }
  return results;
}

/** Starts the API, measures readiness and memory, runs the phases, stops it. */
async function run({ size, databaseUrl, seeded, processes, replicaUrl, seconds, offset, readyTimeoutMs }) {
  const label = `${size.toLocaleString("en")}, ${processes} process${processes > 1 ? "es" : ""}${replicaUrl ? ", replica" : ""}`;
  const { server, readyMs, notReady } = await startApi({ databaseUrl, processes, replicaUrl, readyTimeoutMs });
  try {
    const residentAfterStartMb = residentOfEach(server.child.pid);
    const readiness = notReady
      ? `NOT ready ${fmt(readyTimeoutMs / 1000, 0)} s after spawn (${notReady}; measuring anyway)`
      : `ready ${fmt(readyMs / 1000)} s after spawn`;
    console.log(`[scale] ${label}: ${readiness}, RSS per process ${residentAfterStartMb.join(" / ")} MB`);
    const ports = [databaseUrl, replicaUrl].filter(Boolean).map((url) => Number(new URL(url).port));
    const load = await phases({ server, seeded, seconds, postgresPorts: ports, offset, label });
    const residentAfterLoadMb = residentOfEach(server.child.pid);
    console.log(`[scale] ${label}: RSS per process after the load ${residentAfterLoadMb.join(" / ")} MB`);
    return {
      size,
      processes,
      replica: Boolean(replicaUrl),
      readyMs,
      notReady,
      residentAfterStartMb,
      residentAfterLoadMb,
      load,
    };
  } finally {
    await server.stop();
  }
}

function cluster(command) {
  const result = spawnSync("bash", [CLUSTER, command], { encoding: "utf8", env: process.env });
  if (result.status !== 0) throw new Error(`bench-cluster.sh ${command} failed: ${result.stderr || result.stdout}`);
  return result.stdout.trim();
}

/**
 * The streaming replica for the last run, or why there is none: it copies the whole kept cluster, so it needs
 * that much free disk twice over.
 */
function startReplica(db) {
  const clusterBytes = Number(cluster("size-bytes"));
  const { bavail, bsize } = statfsSync(keptClusterDir());
  const freeBytes = bavail * bsize;
  if (freeBytes < 2 * clusterBytes)
    return {
      skipped: `the replica copies the whole cluster (${fmt(clusterBytes / 1e9)} GB) and ${fmt(freeBytes / 1e9)} GB are free`,
    };
  const started = performance.now();
  const line = cluster("replica-start");
  const url = line.replace(/^DATABASE_REPLICA_URL=/, "").replace(/\/[^/]*$/, `/${db}`);
  console.log(`[scale] streaming replica made and started in ${fmt((performance.now() - started) / 1000)} s: ${url}`);
  return { url };
}

function report(results, skipped) {
  const mb = (values) => (values ? values.join(" / ") : "-");
  table(
    "Scale on PostgreSQL: the API's start and memory per size (READ_CACHE=false; INDEX_MEMORY_MB " +
      `${process.env.INDEX_MEMORY_MB ?? "unset"}).\nRSS per API process (with several: the primary, then its workers).`,
    ["jobs = students", "processes", "replica", "ready after spawn s", "RSS after start MB", "RSS after load MB"],
    results.map((r) => [
      r.size.toLocaleString("en"),
      r.processes,
      r.replica ? "yes" : "no",
      r.notReady ? "not ready" : fmt(r.readyMs / 1000),
      mb(r.residentAfterStartMb),
      mb(r.residentAfterLoadMb),
    ]),
  );
  const largest = Math.max(...results.map((r) => r.size));
  const rows = [];
  for (const r of results.filter((item) => item.size === largest && item.load))
    for (const [id, p] of Object.entries(r.load))
      rows.push([
        `${r.processes}${r.replica ? " + replica" : ""}`,
        `(${id}) ${p.name}`,
        fmt(p.rps, 1),
        fmt(p.p50Ms),
        fmt(p.p95Ms),
        fmt(p.p99Ms),
        fmt(p.apiCpuMs),
        fmt(p.postgresCpuMs),
        p.errors,
        Object.entries(p.readFrom)
          .map(([where, n]) => `${where} ${n}`)
          .join(", "),
        p.load,
      ]);
  table(
    `Scale on PostgreSQL at ${largest.toLocaleString("en")} jobs and students: distinct requests, ${CONNECTIONS} ` +
      "connections, percentiles of every 200, CPU per request (/proc).",
    [
      "API processes",
      "case",
      "req/s",
      "p50 ms",
      "p95 ms",
      "p99 ms",
      "API CPU ms",
      "PG CPU ms",
      "errors",
      "Stint-Read-From",
      "load",
    ],
    rows,
  );
  for (const line of skipped) console.log(`[scale] skipped: ${line}`);
}

/** The scale section: every size, then the process counts and the replica at the largest. */
export async function benchScale({
  sizes = list(process.env.BENCH_SCALE_SIZES ?? "100000,500000,1000000"),
  processCounts = list(process.env.BENCH_API_PROCESSES ?? "1,2"),
  seconds = Math.max(5, Math.min(60, Number(process.env.BENCH_SCALE_SECONDS ?? 20))),
  replica = process.env.BENCH_SCALE_REPLICA !== "false",
  readyTimeoutMs = 1000 * Number(process.env.BENCH_SCALE_READY_TIMEOUT_S ?? 600),
} = {}) {
  if (!postgresAvailable()) {
    console.log("\n[scale] skipped: needs PostgreSQL (no initdb; install the postgresql package or set PG_BIN)");
    return { skipped: "no PostgreSQL" };
  }
  const skipped = [];
  const results = [];
  const ordered = [...new Set(sizes)].sort((a, b) => a - b);
  const largest = ordered.at(-1);
  let offset = 0;
  console.log(`\n[scale] sizes ${ordered.join(", ")}; API processes ${processCounts.join(", ")}; load ${loadText()}`);
  for (const size of ordered) {
    const { databaseUrl, seeded } = await sizedDatabase(size);
    const counts = size === largest ? processCounts : processCounts.slice(0, 1);
    for (const processes of counts)
      results.push(await run({ size, databaseUrl, seeded, processes, seconds, offset: offset++, readyTimeoutMs }));
    if (size !== largest) continue;
    if (!replica) {
      skipped.push("the replica run (BENCH_SCALE_REPLICA=false)");
      continue;
    }
    const made = startReplica(new URL(databaseUrl).pathname.slice(1));
    if (made.skipped) {
      skipped.push(`the replica run: ${made.skipped}`);
      continue;
    }
    try {
      const processes = processCounts.at(-1);
      const result = await run({
        size,
        databaseUrl,
        seeded,
        processes,
        replicaUrl: made.url,
        seconds,
        offset: offset++,
        readyTimeoutMs,
      });
      const said = Object.keys(Object.assign({}, ...Object.values(result.load).map((p) => p.readFrom)));
      if (said.every((where) => where === "(no header)"))
        console.log(
          "[scale] the server did not say where it read from (no Stint-Read-From header): it did not take " +
            "DATABASE_REPLICA_URL, so this run may be the primary alone",
        );
      results.push(result);
    } finally {
      cluster("replica-stop");
    }
  }
  report(results, skipped);
  return { results, skipped };
}

if (isMainScript(import.meta.url)) {
  const result = await benchScale();
  if (process.env.BENCH_JSON) writeFileSync(process.env.BENCH_JSON, `${JSON.stringify(result, null, 2)}\n`);
}
