// The jobs section of `npm run bench` (or on its own: `node scripts/bench-jobs.mjs`): job search and job
// detail over HTTP against the real server, on a data set made by apps/api/scripts/seed-bench-jobs.ts
// (BENCH_JOBS jobs, default 100,000, of 200 companies), on embedded PGlite and, when the PostgreSQL server
// binaries are installed, on a throwaway PostgreSQL cluster (scripts/with-postgres.sh).
//
// Per database: seed a fresh database, then twice, once as deployed (public job reads cached per catalogue
// generation, decision 006) and once with READ_CACHE=false (every request does its search in the database):
// start `node apps/api/src/main.ts` on it (DEMO_DATA=false, RATE_LIMIT=false), sign up a student, then for
// each case a 2 s warm-up and BENCH_SECONDS of autocannon with 10 connections, on every request the cookies
// sign-up set, as a browser sends them (the session token and better-auth's signed session cache, which stays
// valid for the whole run):
//   (a) search for a selective term (the candidate closest to 2.5 % of the jobs, within 1-5 %)
//   (b) search for a term found in most jobs
//   (m) search for a term in about a fifth of the jobs (where the planner's choice between the text index and
//       the newest-first index is closest; not a target of its own, shown for the record)
//   (c) filters only: type + workMode + near + radiusKm, no q
//   (d) job detail GET /api/jobs/{id}, cycling over 1,000 random ids
// Latency percentiles come from every response's own time (autocannon's "response" event, µs resolution),
// not from autocannon's summary (which has no p95). Targets: search p95 < 50 ms, detail p99 < 20 ms, for the
// server as deployed; the database-only rows are shown for the record (what a cache miss costs).
//
// Options (environment): BENCH_JOBS (default 100000), BENCH_SECONDS (default 10), BENCH_JOBS_DATABASES
// (default "pglite,postgres"), PG_BIN (see with-postgres.sh).
import { writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { benchInPostgres, isMainScript, runSeed, withScratch } from "./lib/bench-database.mjs";
import { fmt, loadText, percentile, postgresAvailable, table } from "./lib/bench-kit.mjs";
import { startServer } from "./lib/server.mjs";

const CONNECTIONS = 10;
const WARMUP_SECONDS = 2;
const SEED_TIMEOUT_MS = 15 * 60_000;
const SEARCH_P95_TARGET_MS = 50;
const DETAIL_P99_TARGET_MS = 20;

const SELECTIVE_TERMS = ["figma", "tableau", "salesforce", "kubernetes", "terraform", "react", "pytorch", "robotics"];
const MEDIUM_TERMS = ["python", "sql", "design", "analyst", "data", "marketing"];
const COMMON_TERMS = ["team", "experience", "work"];
// Berlin: many companies have their office there, so the circle holds a realistic crowd of jobs.
const FILTERS = "type=internship&workMode=hybrid&near=52.52,13.405&radiusKm=50";

function seed({ jobCount, env, outFile }) {
  const terms = [...SELECTIVE_TERMS, ...MEDIUM_TERMS, ...COMMON_TERMS].join(",");
  const args = ["--jobs", String(jobCount), "--count-terms", terms];
  return runSeed("seed-bench-jobs", args, { env, outFile, timeoutMs: SEED_TIMEOUT_MS });
}

/** The search terms of the cases, chosen by how many jobs each matches in this data set. */
function chooseTerms(termCounts, jobs) {
  const share = (term) => (termCounts[term] ?? 0) / Math.max(1, jobs);
  const closestTo = (terms, target) =>
    [...terms].sort((a, b) => Math.abs(Math.log(share(a) / target)) - Math.abs(Math.log(share(b) / target)))[0];
  const inBand = SELECTIVE_TERMS.filter((term) => share(term) >= 0.01 && share(term) <= 0.05);
  return {
    selective: closestTo(inBand.length > 0 ? inBand : SELECTIVE_TERMS, 0.025),
    medium: closestTo(MEDIUM_TERMS, 0.2),
    common: [...COMMON_TERMS].sort((a, b) => share(b) - share(a))[0],
    share,
  };
}

/** Signs up a student through the API and returns its cookies (session token and cache) for the request headers. */
async function signIn(baseUrl, name) {
  const response = await fetch(`${baseUrl}/api/sign-up/student`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseUrl },
    body: JSON.stringify({ email: `bench-${name}@example.com`, password: "stint-bench-password", name: "Bench" }),
  });
  if (response.status !== 201) throw new Error(`sign-up answered ${response.status}: ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

/**
 * autocannon over `paths` (cycled, one per request) with the session cookie: a warm-up, then the measured
 * run, timing every response.
 */
async function measure({ baseUrl, cookie, paths, seconds }) {
  let next = 0;
  const options = {
    url: baseUrl,
    connections: CONNECTIONS,
    timeout: 10,
    headers: { cookie },
    requests: [{ method: "GET", setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }) }],
  };
  await autocannon({ ...options, duration: WARMUP_SECONDS });
  const times = [];
  const instance = autocannon({ ...options, duration: seconds });
  instance.on("response", (_client, status, _bytes, ms) => {
    if (status === 200) times.push(ms);
  });
  const result = await instance;
  times.sort((a, b) => a - b);
  return {
    requests: result.requests.total,
    rps: result.requests.average,
    p50Ms: percentile(times, 0.5),
    p95Ms: percentile(times, 0.95),
    p99Ms: percentile(times, 0.99),
    maxMs: times.at(-1),
    autocannonP99Ms: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    load1m: loadavg()[0],
  };
}

/**
 * How the server reads (decision 006): as deployed, public search pages and job rows cached until jobs or
 * companies change, so a case that repeats one request is answered from memory after its first; and with
 * READ_CACHE=false, every request a search in the database (what a query nobody asked before costs).
 */
const READS = [
  { id: "cached", label: "cached reads", cache: true },
  { id: "database", label: "READ_CACHE=false", cache: false },
];

/** The cases, with the terms chosen for this data set. */
function plan(terms, seeded) {
  const search = (query) => `/api/jobs?${query}`;
  return [
    { id: "a", name: "search, selective term", kind: "search", path: search(`q=${terms.selective}`) },
    { id: "b", name: "search, term in most jobs", kind: "search", path: search(`q=${terms.common}`) },
    { id: "m", name: "search, term in ~1/5 of jobs", kind: "search", path: search(`q=${terms.medium}`), extra: true },
    { id: "c", name: "search, filters only", kind: "search", path: search(FILTERS) },
    { id: "d", name: "job detail, random ids", kind: "detail", paths: seeded.sampleIds.map((id) => `/api/jobs/${id}`) },
  ];
}

/** Seeds `database` ("pglite" or "postgres" at `databaseUrl`), starts the server on it and runs the cases. */
async function benchDatabase({ database, databaseUrl, jobCount, seconds }) {
  const loadBefore = loadText();
  return withScratch("jobs", { database, databaseUrl }, async ({ scratch, dataDir, env }) => {
    console.log(`\n[jobs] ${database}: seeding ${jobCount.toLocaleString("en")} jobs (load average ${loadBefore})`);
    const seeded = await seed({ jobCount, env, outFile: path.join(scratch, "seed.json") });
    const terms = chooseTerms(seeded.termCounts, seeded.jobs);
    const cases = [];
    for (const reads of READS) {
      const server = await startServer({
        env: {
          DEMO_DATA: "false",
          RATE_LIMIT: "false",
          READ_CACHE: String(reads.cache),
          ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
        },
        ...(database === "pglite" ? { dataDir } : {}),
        timeoutMs: 180_000,
      });
      try {
        console.log(
          `[jobs] ${database}, ${reads.label}: server up in ${fmt(server.startupMs / 1000)} s at ${server.baseUrl}`,
        );
        const cookie = await signIn(server.baseUrl, reads.id);
        for (const item of plan(terms, seeded)) {
          const paths = item.paths ?? [item.path];
          const check = await fetch(`${server.baseUrl}${paths[0]}`, { headers: { cookie } });
          const body = await check.json();
          if (check.status !== 200) throw new Error(`${paths[0]} answered ${check.status}: ${JSON.stringify(body)}`);
          const term = new URLSearchParams(paths[0].split("?")[1] ?? "").get("q");
          const matches =
            item.kind === "detail"
              ? `${paths.length} ids`
              : term
                ? `${(seeded.termCounts[term] ?? 0).toLocaleString("en")} (${fmt(100 * terms.share(term))} %)`
                : `${body.totalCapped ? `${body.total}+` : body.total}`;
          process.stdout.write(`[jobs] ${database}, ${reads.label} (${item.id}) ${item.name}: ${paths[0]} … `);
          const result = await measure({ baseUrl: server.baseUrl, cookie, paths, seconds });
          const target =
            item.kind === "detail"
              ? { label: `p99 < ${DETAIL_P99_TARGET_MS} ms`, met: result.p99Ms < DETAIL_P99_TARGET_MS }
              : { label: `p95 < ${SEARCH_P95_TARGET_MS} ms`, met: result.p95Ms < SEARCH_P95_TARGET_MS };
          console.log(`${fmt(result.rps, 0)} req/s, p95 ${fmt(result.p95Ms)} ms, p99 ${fmt(result.p99Ms)} ms`);
          cases.push({ ...item, paths: undefined, path: paths[0], reads: reads.id, matches, ...result, target });
        }
      } finally {
        await server.stop();
      }
    }
    return {
      database,
      jobs: seeded.jobs,
      companies: seeded.companies,
      seed: seeded.timings,
      loadBefore,
      loadAfter: loadText(),
      cases,
    };
  });
}

/** Runs benchDatabase for PostgreSQL inside with-postgres.sh (a child of this script, see the end of it). */
function benchPostgres({ jobCount, seconds }) {
  return benchInPostgres({
    scriptUrl: import.meta.url,
    env: { BENCH_JOBS_INNER: "postgres", BENCH_JOBS: String(jobCount), BENCH_SECONDS: String(seconds) },
    resultVar: "BENCH_JOBS_RESULT",
    timeoutMs: SEED_TIMEOUT_MS + 10 * 60_000,
    label: "the PostgreSQL jobs benchmark",
  });
}

function report(result, seconds) {
  const s = result.seed;
  const secondsOf = (ms) => (ms === undefined ? "-" : `${fmt(ms / 1000)} s`);
  table(
    `Jobs on ${result.database === "pglite" ? "PGlite" : "PostgreSQL"}: ${result.jobs.toLocaleString("en")} published jobs of ` +
      `${result.companies} companies; seeded in ${secondsOf(s.totalMs)} (open ${secondsOf(s.openMs)}, companies ` +
      `${secondsOf(s.companiesMs)}, generate ${secondsOf(s.generateMs)}, insert + vacuum analyze ${secondsOf(s.insertMs)}).\n` +
      `autocannon, ${CONNECTIONS} connections, ${seconds} s per case after a ${WARMUP_SECONDS} s warm-up; percentiles of ` +
      `every 200 response's time. Load average (1, 5, 15 min) before: ${result.loadBefore}; after: ${result.loadAfter}.`,
    [
      "case",
      "reads",
      "request",
      "matches",
      "req/s",
      "p50 ms",
      "p95 ms",
      "p99 ms",
      "max ms",
      "errors",
      "load 1m",
      "target",
      "met",
    ],
    result.cases.map((c) => [
      `(${c.id}) ${c.name}`,
      c.reads === "database" ? "database only" : "cached",
      c.kind === "detail" ? "/api/jobs/{id}" : c.path.replace("/api/jobs", ""),
      c.matches,
      fmt(c.rps, 0),
      fmt(c.p50Ms),
      fmt(c.p95Ms),
      fmt(c.p99Ms),
      fmt(c.maxMs, 0),
      c.errors,
      fmt(c.load1m, 2),
      c.extra || c.reads === "database" ? `(${c.target.label})` : c.target.label,
      c.target.met ? "yes" : "NO",
    ]),
  );
}

/**
 * The jobs section: every database asked for in BENCH_JOBS_DATABASES (PostgreSQL only when installed).
 * Returns the results (for BENCH_JSON) after printing a table per database.
 */
export async function benchJobs({
  seconds = Number(process.env.BENCH_SECONDS ?? 10),
  jobCount = Number(process.env.BENCH_JOBS ?? 100_000),
} = {}) {
  seconds = Math.max(1, Math.min(60, seconds));
  jobCount = Math.max(100, Math.min(2_000_000, Math.round(jobCount)));
  const wanted = (process.env.BENCH_JOBS_DATABASES ?? "pglite,postgres").split(",").map((d) => d.trim());
  const results = [];
  if (wanted.includes("pglite")) results.push(await benchDatabase({ database: "pglite", jobCount, seconds }));
  if (wanted.includes("postgres")) {
    if (postgresAvailable()) results.push(await benchPostgres({ jobCount, seconds }));
    else console.log("\n[jobs] PostgreSQL: skipped (no initdb; install the postgresql package or set PG_BIN)");
  }
  for (const result of results) report(result, seconds);
  return results;
}

const isMain = isMainScript(import.meta.url);
if (isMain && process.env.BENCH_JOBS_INNER === "postgres") {
  // Inside with-postgres.sh: TEST_DATABASE_URL names its empty database.
  const result = await benchDatabase({
    database: "postgres",
    databaseUrl: process.env.TEST_DATABASE_URL,
    jobCount: Number(process.env.BENCH_JOBS),
    seconds: Number(process.env.BENCH_SECONDS),
  });
  writeFileSync(process.env.BENCH_JOBS_RESULT, `${JSON.stringify(result)}\n`);
} else if (isMain) {
  await benchJobs();
}
