// `npm run bench`: start-up time, place-suggestion latency and CPU per request of the real server,
// on this machine, over loopback only. Every loop is bounded in count and time.
//
//   a) spawn → first 200 from /api/health, median of 5 cold starts (each on a fresh DATA_DIR, embedded PGlite):
//      `node apps/api/src/main.ts` and the whole `npm start`, without and with the demo data (with its resident
//      memory after 30 s idle); and warm starts (the data folder of an earlier run) (scripts/bench-startup.mjs)
//   b) GET /api/places?q=<prefix>: latency over HTTP (autocannon, 1 connection) for several prefixes, and the
//      in-process latency from apps/api/scripts/bench-places.ts
//   c) requests: the server's CPU per request for a signed-in GET /api/me, a job page (server rendered, and its
//      JSON) and distinct searches, on the demo data; BENCH_REQUESTS_BASELINE=<checkout> runs another checkout's
//      server in the same alternating rounds (scripts/bench-requests.mjs)
//   d) jobs: search and job detail over 100,000 generated jobs on PGlite and PostgreSQL (scripts/bench-jobs.mjs)
//   e) files: 10 MB PDF upload throughput, and the server's memory during 5 parallel uploads, on local disk and
//      on S3 (s3rver) (scripts/bench-files.mjs)
//   f) matching: recommended jobs for a CV and candidates for a job over 100,000 jobs and 100,000 students, on
//      PGlite and PostgreSQL, and how soon a changed CV or job shows (scripts/bench-matching.mjs)
//   f2) alerts: one newly published job matched against 50,000 job alerts (the outbox handler's work), over 300
//      distinct new jobs, and the daily digest run, with 100,000 jobs and students, on PGlite and PostgreSQL
//      (scripts/bench-alerts.mjs)
//   g) applicants: a company's 1,000 applicants for one job, filtered and ranked, and its applications list, on
//      PGlite and PostgreSQL (scripts/bench-applicants.mjs)
//   g2) conversations: a 2,000-message conversation's first and earlier pages and a 5,000-conversation inbox,
//      read cache off, on PGlite and PostgreSQL (scripts/bench-conversations.mjs)
//   h) rounds: a placement round of 10,000 students × 1,000 jobs (10 choices each) placed by deferred
//      acceptance, in process (packages/matching/scripts/bench-rounds.ts)
//   i) web: the built web app's entry JavaScript and largest chunk (gzip), and Lighthouse's mobile performance
//      and accessibility on /, /job-posting-list and /job-detail/{id} (scripts/bench-web.mjs)
//   j) live: one API process holding 1,000 live streams, its memory growth and the delivery time of events to one
//      recipient at a time, on PGlite and PostgreSQL (scripts/bench-live.mjs)
//   k) traces: the server's CPU per request with tracing on (OTLP to a loopback sink) against off, as a ratio of
//      medians over alternating rounds (scripts/bench-traces.mjs)
//   l) scale (opt-in: BENCH_SCALE=1 or BENCH_ONLY=scale; hours of seeding the first time): the API on PostgreSQL at
//      up to a million jobs and students, its start, memory per process, search and matching latencies with 1 and
//      2 processes and a streaming replica, on the kept cluster of scripts/bench-cluster.sh (scripts/bench-scale.mjs)
//
// Options (environment): BENCH_STARTS (default 5), BENCH_SECONDS (default 10), BENCH_JSON=<file> to save results,
// BENCH_ONLY=startup|places|requests|jobs|files|matching|alerts|applicants|conversations|rounds|live|web|traces|scale to run
// one section alone, BENCH_JOBS (jobs to generate, default 100000), BENCH_FILE_RUNS / BENCH_FILE_ROUNDS (sequential
// uploads, parallel rounds; default 7 and 3), BENCH_MATCHING_JOBS / BENCH_MATCHING_STUDENTS (default 100000 each) and
// BENCH_MATCHING_PGLITE_KEEP (see scripts/bench-matching.mjs), BENCH_ALERTS_* and BENCH_ALERTS_KEEP (see
// scripts/bench-alerts.mjs), BENCH_APPLICANTS_RUNS / BENCH_APPLICANTS_JOBS /
// BENCH_APPLICANTS (see scripts/bench-applicants.mjs), BENCH_WEB_RUNS (see scripts/bench-web.mjs), BENCH_LIVE_RUNS /
// BENCH_LIVE_CONNECTIONS / BENCH_LIVE_ACCOUNTS / BENCH_LIVE_EVENTS / BENCH_LIVE_DATABASES (see scripts/bench-live.mjs),
// BENCH_SCALE=1 and BENCH_SCALE_SIZES / BENCH_SCALE_SECONDS / BENCH_SCALE_REPLICA (see scripts/bench-scale.mjs).
import { spawn } from "node:child_process";
import http from "node:http";
import { existsSync, writeFileSync } from "node:fs";
import path from "node:path";
import autocannon from "autocannon";
import { benchAlerts } from "./bench-alerts.mjs";
import { benchApplicants } from "./bench-applicants.mjs";
import { benchConversations } from "./bench-conversations.mjs";
import { benchFiles } from "./bench-files.mjs";
import { benchJobs } from "./bench-jobs.mjs";
import { benchLive } from "./bench-live.mjs";
import { benchMatching } from "./bench-matching.mjs";
import { benchRequests } from "./bench-requests.mjs";
import { benchScale } from "./bench-scale.mjs";
import { benchStartup } from "./bench-startup.mjs";
import { benchTraces } from "./bench-traces.mjs";
import { benchWeb } from "./bench-web.mjs";
import { repoRoot } from "./lib/build-web.mjs";
import { nodeBinary } from "./lib/node-bin.mjs";
import { startServer } from "./lib/server.mjs";

const STARTS = Math.max(1, Math.min(20, Number(process.env.BENCH_STARTS ?? 5)));
const SECONDS = Math.max(1, Math.min(60, Number(process.env.BENCH_SECONDS ?? 10)));
const PLACE_PREFIXES = ["z", "zu", "zür", "zuri", "ber", "lond", "new y", "sao p", "münchen", "paris, fr"];
const PLACE_SECONDS = 3;
const SECTIONS = [
  "startup",
  "places",
  "requests",
  "jobs",
  "files",
  "matching",
  "alerts",
  "applicants",
  "conversations",
  "rounds",
  "live",
  "web",
  "traces",
  "scale",
];
const ONLY = process.env.BENCH_ONLY?.trim() || undefined;
if (ONLY && !SECTIONS.includes(ONLY)) {
  console.error(`BENCH_ONLY must be one of ${SECTIONS.join(", ")} (got ${ONLY})`);
  process.exit(2);
}
const runs = (section) => !ONLY || ONLY === section;

const fmt = (value, digits = 0) => (value === undefined || Number.isNaN(value) ? "-" : value.toFixed(digits));

function table(title, headers, rows) {
  const widths = headers.map((header, i) => Math.max(header.length, ...rows.map((row) => String(row[i]).length)));
  const line = (cells) => cells.map((cell, i) => String(cell).padEnd(widths[i])).join("  ");
  console.log(`\n${title}\n${line(headers)}\n${widths.map((w) => "-".repeat(w)).join("  ")}`);
  for (const row of rows) console.log(line(row));
}

/** Sequential keep-alive GETs timed one by one (autocannon's latency histogram only has 1 ms resolution). */
async function sequentialLatency(url, count) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const get = () =>
    new Promise((resolve, reject) => {
      const request = http.get(url, { agent }, (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode));
      });
      request.on("error", reject);
      request.setTimeout(10_000, () => request.destroy(new Error("timeout")));
    });
  const times = [];
  try {
    for (let i = 0; i < count; i++) {
      const started = performance.now();
      await get();
      times.push(performance.now() - started);
    }
  } finally {
    agent.destroy();
  }
  times.sort((a, b) => a - b);
  const at = (fraction) => times[Math.min(times.length - 1, Math.floor(fraction * times.length))];
  return { p50: at(0.5), p99: at(0.99) };
}

/**
 * Runs a TypeScript benchmark in its own Node 24 process and returns the JSON of its last line of output (or
 * undefined, having printed what it said instead).
 */
async function inProcessBench(file, { args = [], cwd = repoRoot } = {}) {
  const name = path.basename(file);
  const output = await new Promise((resolve, reject) => {
    const child = spawn(nodeBinary(), [file, ...args], { cwd, stdio: ["ignore", "pipe", "inherit"] });
    let text = "";
    child.stdout.on("data", (chunk) => (text += chunk));
    const timer = setTimeout(() => child.kill("SIGKILL"), 120_000);
    child.on("exit", (code) => {
      clearTimeout(timer);
      if (code === 0) resolve(text);
      else reject(new Error(`${name} exited with code ${code}`));
    });
  }).catch((error) => {
    console.warn(`  ${error.message}`);
    return "";
  });
  try {
    return JSON.parse(output.trim().split("\n").at(-1));
  } catch {
    if (output) console.log(`\n${name} said:\n${output}`);
    return undefined;
  }
}

function cannon(options) {
  return autocannon({ timeout: 10, ...options });
}

const results = { machine: { node: process.versions.node }, startup: [], places: [], requests: [] };

// ---- a) start-up (scripts/bench-startup.mjs) -----------------------------------------------------------------
if (runs("startup")) results.startup = await benchStartup({ starts: STARTS });

// ---- b) places latency -----------------------------------------------------------------------------------
const server = runs("places") ? await startServer({ env: { DEMO_DATA: "false", LOG_LEVEL: "warn" } }) : null;
try {
  if (runs("places")) {
    // Warm-up: the first requests load the gazetteer and compile the hot paths.
    await cannon({ url: `${server.baseUrl}/api/places?q=zu`, connections: 2, duration: 2 });
    for (const prefix of PLACE_PREFIXES) {
      const url = `${server.baseUrl}/api/places?q=${encodeURIComponent(prefix)}`;
      const check = await fetch(url);
      const body = await check.json();
      const result = await cannon({ url, connections: 1, duration: PLACE_SECONDS });
      const precise = await sequentialLatency(url, 500);
      results.places.push({
        preciseP50Ms: precise.p50,
        preciseP99Ms: precise.p99,
        prefix,
        status: check.status,
        results: body.items?.length ?? 0,
        first: body.items?.[0]?.label ?? "",
        p50Ms: result.latency.p50,
        p99Ms: result.latency.p99,
        meanMs: result.latency.average,
        requests: result.requests.total,
        errors: result.errors + result.non2xx,
      });
    }
    table(
      `GET /api/places?q=… over HTTP: autocannon (1 connection, ${PLACE_SECONDS} s per prefix, 1 ms resolution) and 500 ` +
        "sequential keep-alive requests timed one by one (µs resolution, client included)",
      [
        "q",
        "status",
        "n",
        "first suggestion",
        "p50 ms",
        "p99 ms",
        "mean ms",
        "requests",
        "errors",
        "seq p50 ms",
        "seq p99 ms",
      ],
      results.places.map((p) => [
        JSON.stringify(p.prefix),
        p.status,
        p.results,
        p.first.slice(0, 32),
        fmt(p.p50Ms),
        fmt(p.p99Ms),
        fmt(p.meanMs, 2),
        p.requests,
        p.errors,
        fmt(p.preciseP50Ms, 3),
        fmt(p.preciseP99Ms, 3),
      ]),
    );

    const inProcess = path.join(repoRoot, "apps/api/scripts/bench-places.ts");
    if (existsSync(inProcess)) {
      results.placesInProcess = await inProcessBench(inProcess, { cwd: path.join(repoRoot, "apps/api") });
      const r = results.placesInProcess;
      if (r)
        table(
          "Place suggestions in process (apps/api/scripts/bench-places.ts: typed prefixes of cities drawn by population)",
          ["places", "load ms", "queries", "median ms", "p99 ms", "max ms"],
          [[r.places, r.loadMs, r.queries, r.medianMs, r.p99Ms, r.maxMs]],
        );
    }
  }

  // ---- c) CPU per request of requests users wait on -------------------------------------------------
  if (runs("requests")) results.requests = await benchRequests();
} finally {
  await server?.stop();
}

// ---- d) jobs search and detail ------------------------------------------------------------------------
if (runs("jobs")) results.jobs = await benchJobs({ seconds: SECONDS });

// ---- e) file uploads -------------------------------------------------------------------------------------
if (runs("files")) results.files = await benchFiles();

// ---- f) matching ---------------------------------------------------------------------------------------
if (runs("matching")) results.matching = await benchMatching({ seconds: SECONDS });

// ---- f2) job alerts --------------------------------------------------------------------------------------
if (runs("alerts")) results.alerts = await benchAlerts();

// ---- g) applicants -------------------------------------------------------------------------------------
if (runs("applicants")) results.applicants = await benchApplicants({ seconds: SECONDS });
if (runs("conversations")) results.conversations = await benchConversations({ seconds: SECONDS });

// ---- h) placement rounds ---------------------------------------------------------------------------------
if (runs("rounds")) {
  const script = path.join(repoRoot, "packages/matching/scripts/bench-rounds.ts");
  results.rounds = await inProcessBench(script, { args: ["--json"] });
  const r = results.rounds;
  const cells = r && [
    ["students", r.students],
    ["jobs", r.jobs],
    ["choices", r.choices],
    ["places", r.places],
    ["placed", r.assigned],
    ["first ms", r.firstMs],
    ["median ms", r.medianMs],
    ["min ms", r.minMs],
    ["max ms", r.maxMs],
    ["under 1,000 ms", r.underTarget ? "yes" : "NO"],
  ];
  if (cells)
    table(
      "Placement round in process (packages/matching/scripts/bench-rounds.ts: deferred acceptance with " +
        `explanations, a first run, then ${r.runs} runs)`,
      cells.map(([header]) => header),
      [cells.map(([, value]) => value)],
    );
}

// ---- i) web first load -----------------------------------------------------------------------------------
if (runs("live")) results.live = await benchLive();

if (runs("web")) results.web = await benchWeb();

// ---- k) tracing's cost (scripts/bench-traces.mjs) ---------------------------------------------------------
if (runs("traces")) results.traces = await benchTraces();

// ---- l) scale on PostgreSQL (scripts/bench-scale.mjs): opt-in, it seeds millions of rows the first time ----
if (ONLY === "scale" || (!ONLY && process.env.BENCH_SCALE === "1")) results.scale = await benchScale();
else if (!ONLY)
  console.log(
    "\n[scale] skipped: opt-in (BENCH_SCALE=1 or BENCH_ONLY=scale); it seeds up to a million jobs and students " +
      "into the kept cluster of scripts/bench-cluster.sh the first time",
  );

if (process.env.BENCH_JSON) {
  writeFileSync(process.env.BENCH_JSON, `${JSON.stringify(results, null, 2)}\n`);
  console.log(`Results saved to ${process.env.BENCH_JSON}`);
}
