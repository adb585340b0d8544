// The applicants section of `npm run bench` (or on its own: `node scripts/bench-applicants.mjs`): the time to
// list a company's 1,000 applicants for one job, filtered and ranked, over HTTP against the real server, on
// a data set made by apps/api/scripts/seed-bench-applicants.ts (BENCH_APPLICANTS_JOBS companies, 5 by default,
// each with one job of BENCH_APPLICANTS applications, 1,000 by default: distinct students with their CVs, over
// every status, among 3,000 students), on embedded PGlite and, when the PostgreSQL server binaries are
// installed, on a throwaway PostgreSQL cluster (scripts/with-postgres.sh).
//
// Per database: seed a fresh database, start `node apps/api/src/main.ts` on it (DEMO_DATA=false,
// RATE_LIMIT=false; on PostgreSQL API_PROCESSES = the machine's cores, or BENCH_API_PROCESSES, as deployed),
// sign the companies in, then per case a 2 s warm-up and BENCH_APPLICANTS_RUNS runs (3 by default) of
// BENCH_SECONDS each with 10 concurrent keep-alive connections (each sending its next request when its last
// is answered), every request another one:
//   (a) ranked applicants: GET /api/matching/candidates?jobId=…&scope=applicants&limit=50 with filters: status
//       subsets, minScore, required skills, q and pages (cursor), the product of them for each job, shuffled
//   (l) the applications list: GET /api/applications?jobId=…, with status subsets, overdue or not, limits 20
//       10 to 50 and every page of each (the cursor of each page computed from the seeded rows, as the server
//       makes it: the id of the last row of the page before)
// The requests are taken in turn from one list per case, so no request repeats until all have been sent;
// the table says how many distinct ones were asked. Percentiles come from every 200 response's own time
// (request start to the end of the body), per run; the table shows each run and their median. Target: p95 <
// 300 ms on both databases.
//
// Options (environment): BENCH_SECONDS (default 10), BENCH_APPLICANTS_RUNS (default 3), BENCH_APPLICANTS_JOBS
// (default 5), BENCH_APPLICANTS (default 1000), BENCH_APPLICANTS_DATABASES (default "pglite,postgres"),
// BENCH_API_PROCESSES, PG_BIN (see with-postgres.sh).
import { writeFileSync } from "node:fs";
import { availableParallelism, loadavg } from "node:os";
import path from "node:path";
import { benchInPostgres, isMainScript, runSeed, withBenchServer, withScratch } from "./lib/bench-database.mjs";
import {
  call,
  closedLoop,
  fmt,
  loadText,
  median,
  percentile,
  postgresAvailable,
  residentMb,
  seededRandom,
  signInEach,
  table,
} from "./lib/bench-kit.mjs";

const CONNECTIONS = 10;
const WARMUP_SECONDS = 2;
const SEED_TIMEOUT_MS = 20 * 60_000;
const P95_TARGET_MS = 300;
const OVERDUE_MS = 21 * 86_400_000;
const OPEN = new Set(["applied", "reviewed", "shortlisted", "interview", "offer"]);

const STATUS_SETS = [
  null,
  ["applied"],
  ["applied", "reviewed"],
  ["shortlisted", "interview", "offer"],
  ["rejected", "withdrawn"],
  ["offer", "hired"],
  ["reviewed", "shortlisted"],
];
const MIN_SCORES = [null, 20, 40, 60];
const QUERIES = [null, "an", "er", "mar"];
const OFFSETS = [0, 50, 100];

/** The server's opaque cursors, made the way it makes them (lib/http/cursor.ts). */
const offsetCursor = (offset) => Buffer.from(JSON.stringify({ o: offset })).toString("base64url");
const idCursor = (id) => Buffer.from(JSON.stringify({ i: id })).toString("base64url");

/** A seeded shuffle (mulberry32), so every run asks the same requests in the same order. */
function shuffled(items, seed) {
  const next = seededRandom(seed);
  const list = [...items];
  for (let i = list.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [list[i], list[j]] = [list[j], list[i]];
  }
  return list;
}

/** One list of requests from each company's, interleaved, so consecutive requests ask for different jobs. */
function interleave(lists) {
  const out = [];
  for (let i = 0; i < Math.max(...lists.map((list) => list.length)); i++) {
    for (const list of lists) if (list[i]) out.push(list[i]);
  }
  return out;
}

function candidateRequests(company) {
  const skillSets = [
    null,
    company.requiredSkillIds.slice(0, 1),
    [...company.requiredSkillIds.slice(0, 1), ...company.niceSkillIds.slice(0, 1)],
  ];
  const list = [];
  for (const status of STATUS_SETS)
    for (const minScore of MIN_SCORES)
      for (const skills of skillSets)
        for (const q of QUERIES)
          for (const offset of OFFSETS) {
            const params = new URLSearchParams({ jobId: company.jobId, scope: "applicants", limit: "50" });
            if (status) params.set("status", status.join(","));
            if (minScore !== null) params.set("minScore", String(minScore));
            if (skills?.length) params.set("skills", skills.join(","));
            if (q) params.set("q", q);
            if (offset) params.set("cursor", offsetCursor(offset));
            const route = `/api/matching/candidates?${params}`;
            list.push({ id: route, path: route, cookie: company.cookie });
          }
  return shuffled([...new Map(list.map((item) => [item.id, item])).values()], 1);
}

function applicationRequests(company, rows, now) {
  const list = [];
  for (const status of [...STATUS_SETS, ["hired"]])
    for (const overdue of [null, true, false])
      for (const limit of [10, 20, 30, 50]) {
        const listed = rows.filter((row) => {
          if (status && !status.includes(row.status)) return false;
          if (overdue === null) return true;
          const late = OPEN.has(row.status) && now - (row.companyActedAt ?? row.createdAt) > OVERDUE_MS;
          return late === overdue;
        });
        for (let page = 0; page === 0 || page * limit < listed.length; page++) {
          const params = new URLSearchParams({ jobId: company.jobId, limit: String(limit) });
          if (status) params.set("status", status.join(","));
          if (overdue !== null) params.set("overdue", String(overdue));
          if (page > 0) params.set("cursor", idCursor(listed[page * limit - 1].id));
          const route = `/api/applications?${params}`;
          list.push({ id: route, path: route, cookie: company.cookie });
        }
      }
  return shuffled(list, 2);
}

/** A warm-up, then `runs` measured runs over `requests` taken in turn; percentiles of each run. */
async function measure({ baseUrl, requests, seconds, runs, cpu }) {
  let next = 0;
  const take = () => requests[next++ % requests.length];
  await closedLoop({ baseUrl, next: take, connections: CONNECTIONS, durationMs: WARMUP_SECONDS * 1000 });
  const measured = [];
  const asked = new Set();
  for (let index = 0; index < runs; index++) {
    const before = cpu();
    const { results, elapsedMs } = await closedLoop({
      baseUrl,
      next: take,
      connections: CONNECTIONS,
      durationMs: seconds * 1000,
    });
    const after = cpu();
    for (const result of results) asked.add(result.id);
    const ok = results.filter((r) => r.status === 200);
    const times = ok.map((r) => r.ms).sort((a, b) => a - b);
    const failed = results.find((r) => r.status !== 200);
    const items = ok.map((r) => JSON.parse(r.body.toString("utf8")).items.length);
    measured.push({
      requests: results.length,
      rps: (1000 * ok.length) / elapsedMs,
      p50Ms: percentile(times, 0.5),
      p95Ms: percentile(times, 0.95),
      p99Ms: percentile(times, 0.99),
      maxMs: times.at(-1),
      errors: results.length - ok.length,
      firstError: failed
        ? (failed.error?.message ?? `${failed.status} ${failed.body?.toString("utf8").slice(0, 200)}`)
        : undefined,
      meanItems: items.reduce((sum, n) => sum + n, 0) / Math.max(1, items.length),
      load1m: loadavg()[0],
      cpuMsPerRequest:
        before && after
          ? (after.serverMs - before.serverMs + after.postgresMs - before.postgresMs) / Math.max(1, results.length)
          : undefined,
    });
    process.stdout.write(` run ${index + 1}: p95 ${fmt(measured.at(-1).p95Ms)} ms;`);
  }
  const med = (key) => median(measured.map((m) => m[key]));
  return {
    runs: measured,
    distinct: asked.size,
    sent: measured.reduce((sum, m) => sum + m.requests, 0),
    p50Ms: med("p50Ms"),
    p95Ms: med("p95Ms"),
    p99Ms: med("p99Ms"),
    rps: med("rps"),
    errors: measured.reduce((sum, m) => sum + m.errors, 0),
    firstError: measured.find((m) => m.firstError)?.firstError,
    cpuMsPerRequest: measured.every((m) => m.cpuMsPerRequest !== undefined) ? med("cpuMsPerRequest") : undefined,
  };
}

/** Seeds `database` ("pglite" or "postgres" at `databaseUrl`), starts the server on it and runs the cases. */
async function benchDatabase({ database, databaseUrl, seconds, runs, jobs, applicants }) {
  const loadBefore = loadText();
  return withScratch("applicants", { database, databaseUrl }, async ({ scratch, dataDir, env }) => {
    console.log(
      `\n[applicants] ${database}: seeding ${jobs} jobs of ${applicants} applicants (load average ${loadBefore})`,
    );
    const args = [
      "--jobs",
      String(jobs),
      "--applicants",
      String(applicants),
      "--students",
      String(Math.max(3000, applicants)),
    ];
    const seeded = await runSeed("seed-bench-applicants", args, {
      env,
      outFile: path.join(scratch, "seed.json"),
      timeoutMs: SEED_TIMEOUT_MS,
    });
    return withBenchServer({ database, databaseUrl, dataDir }, async ({ server, processes, cpu }) => {
      const companies = await signInEach(server.baseUrl, seeded.companies);
      const now = Date.now();
      const plan = [
        {
          id: "a",
          name: "ranked applicants of a job, filtered",
          route: "/api/matching/candidates?jobId=…&scope=applicants&limit=50&…",
          requests: interleave(companies.map(candidateRequests)),
        },
        {
          id: "l",
          name: "applications of a job, filtered",
          route: "/api/applications?jobId=…&…",
          requests: interleave(companies.map((c) => applicationRequests(c, seeded.applicationsByJob[c.jobId], now))),
        },
      ];
      const cases = [];
      for (const item of plan) {
        // One request first, to fail early and loudly on a wrong cookie or a broken route.
        const check = await call(server.baseUrl, item.requests[0].cookie, "GET", item.requests[0].path);
        if (!Array.isArray(check.items)) throw new Error(`${item.route} answered no items`);
        process.stdout.write(`[applicants] ${database} (${item.id}) ${item.name}, ${item.requests.length} requests …`);
        const result = await measure({ baseUrl: server.baseUrl, requests: item.requests, seconds, runs, cpu });
        console.log(` median p95 ${fmt(result.p95Ms)} ms`);
        cases.push({ ...item, requests: item.requests.length, ...result, met: result.p95Ms < P95_TARGET_MS });
      }
      return {
        database,
        processes,
        cores: availableParallelism(),
        seeded: { ...seeded, applicationsByJob: undefined, companies: undefined },
        rssMb: residentMb(server.child.pid),
        loadBefore,
        loadAfter: loadText(),
        cases,
      };
    });
  });
}

/** Runs benchDatabase for PostgreSQL inside with-postgres.sh (a child of this script, see the end of it). */
function benchPostgres(options) {
  return benchInPostgres({
    scriptUrl: import.meta.url,
    env: { BENCH_APPLICANTS_INNER: JSON.stringify(options) },
    resultVar: "BENCH_APPLICANTS_RESULT",
    timeoutMs: SEED_TIMEOUT_MS + 15 * 60_000,
    label: "the PostgreSQL applicants benchmark",
  });
}

function report(result, seconds) {
  const name = result.database === "pglite" ? "PGlite" : "PostgreSQL";
  const s = result.seeded;
  table(
    `Applicants on ${name}: ${s.applications.toLocaleString("en")} applications ` +
      `(${s.applicantsPerJob.toLocaleString("en")} for each of ${s.applications / s.applicantsPerJob} jobs, ` +
      `${JSON.stringify(s.byStatus)}), ${s.students.toLocaleString("en")} students, ${s.jobs} published jobs; seeded in ` +
      `${fmt(s.timings.totalMs / 1000)} s. API processes: ${result.processes} (${result.cores} cores); RSS after ` +
      `${fmt(result.rssMb, 0)} MB.\n${CONNECTIONS} connections, ${WARMUP_SECONDS} s warm-up, then ${result.cases[0]?.runs.length} ` +
      `runs of ${seconds} s; every request another one until all were sent; percentiles of every 200 response, per ` +
      `run (p95 of each run in brackets) and the median of the runs. "CPU ms/req": the API's and PostgreSQL's CPU ` +
      `time per request (the machine is shared). Load average before: ${result.loadBefore}; after: ${result.loadAfter}.`,
    [
      "case",
      "request",
      "distinct of sent (list)",
      "req/s",
      "p50 ms",
      "p95 ms (runs)",
      "p99 ms",
      "errors",
      "items/page",
      "CPU ms/req",
      "load 1m",
      "target",
      "met",
    ],
    result.cases.map((c) => [
      `(${c.id}) ${c.name}`,
      c.route,
      `${c.distinct} of ${c.sent} (${c.requests})`,
      fmt(c.rps, 0),
      fmt(c.p50Ms),
      `${fmt(c.p95Ms)} (${c.runs.map((r) => fmt(r.p95Ms, 0)).join(", ")})`,
      fmt(c.p99Ms),
      c.errors ? `${c.errors} (${c.firstError})` : 0,
      fmt(median(c.runs.map((r) => r.meanItems)), 0),
      fmt(c.cpuMsPerRequest),
      fmt(median(c.runs.map((r) => r.load1m)), 2),
      `p95 < ${P95_TARGET_MS} ms`,
      c.met ? "yes" : "NO",
    ]),
  );
}

/** The applicants section: every database in BENCH_APPLICANTS_DATABASES (PostgreSQL only when installed). */
export async function benchApplicants({ seconds = Number(process.env.BENCH_SECONDS ?? 10) } = {}) {
  const options = {
    seconds: Math.max(1, Math.min(60, seconds)),
    runs: Math.max(1, Math.min(9, Number(process.env.BENCH_APPLICANTS_RUNS ?? 3))),
    jobs: Math.max(1, Math.min(50, Number(process.env.BENCH_APPLICANTS_JOBS ?? 5))),
    applicants: Math.max(10, Math.min(20_000, Number(process.env.BENCH_APPLICANTS ?? 1000))),
  };
  const wanted = (process.env.BENCH_APPLICANTS_DATABASES ?? "pglite,postgres").split(",").map((d) => d.trim());
  const results = [];
  if (wanted.includes("pglite")) results.push(await benchDatabase({ database: "pglite", ...options }));
  if (wanted.includes("postgres")) {
    if (postgresAvailable()) results.push(await benchPostgres(options));
    else console.log("\n[applicants] PostgreSQL: skipped (no initdb; install the postgresql package or set PG_BIN)");
  }
  for (const result of results) report(result, options.seconds);
  return results;
}

const isMain = isMainScript(import.meta.url);
if (isMain && process.env.BENCH_APPLICANTS_INNER) {
  // Inside with-postgres.sh: TEST_DATABASE_URL names its empty database.
  const options = JSON.parse(process.env.BENCH_APPLICANTS_INNER);
  const result = await benchDatabase({ database: "postgres", databaseUrl: process.env.TEST_DATABASE_URL, ...options });
  writeFileSync(process.env.BENCH_APPLICANTS_RESULT, `${JSON.stringify(result)}\n`);
} else if (isMain) {
  await benchApplicants();
}
