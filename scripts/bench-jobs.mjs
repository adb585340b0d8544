// The jobs section of `npm run bench` (or on its own: `node scripts/bench-jobs.mjs`): job search and job
// detail over HTTP against the real server, on a data set made by apps/api/scripts/seed-bench-jobs.ts
// (BENCH_JOBS jobs, default 100,000, of 200 companies), on embedded PGlite and, when the PostgreSQL server
// binaries are installed, on a throwaway PostgreSQL cluster (scripts/with-postgres.sh).
//
// Per database: seed a database, start `node apps/api/src/main.ts` on it as deployed (public job reads cached
// per catalogue generation, decision 006; DEMO_DATA=false, RATE_LIMIT=false), sign up a student, and send every
// request with the cookies sign-up set, as a browser sends them, over 10 autocannon connections.
//
// The targets (issue 13) are judged on cold requests, in BENCH_JOBS_ROUNDS rounds (default 3) reported as the
// median with the range, once the server is idle (it builds its job search and matching indexes after start):
//   (s) BENCH_JOBS_QUERIES (default 600) distinct searches per round, after 60 distinct warm-up searches: a
//       skill of the vocabulary, a word or two of a job title, or none, with type, work mode, a place and radius,
//       a sort and page 2 or 3 in the mixes of scripts/lib/bench-job-queries.mjs. No search is asked twice in a
//       run (not across rounds either), so every one is a miss of the read cache: the figures are what a search
//       nobody asked before in this catalogue generation costs. Target p95 < 50 ms on PostgreSQL, < 100 ms on
//       PGlite.
//   (t) job detail GET /api/jobs/{id}, 1,000 ids per round after 200 warm-up ids, none requested before in the
//       run (so never from the cache). Target p99 < 20 ms.
// Then, for the record, the repeated requests the read cache answers (BENCH_SECONDS each after a 2 s warm-up):
//   (a) a selective term (the candidate closest to 2.5 % of the jobs), (b) a term found in most jobs, (m) a term
//   in about a fifth of the jobs, (c) filters only (type + workMode + near + radiusKm), (d) job detail cycling
//   over 1,000 ids.
// Latency percentiles come from every response's own time (autocannon's "response" event, µs resolution),
// not from autocannon's summary (which has no p95). Beside the cold figures, the server's CPU time per request
// (the API process, and the PostgreSQL cluster), which the machine's other load does not inflate.
//
// Options (environment): BENCH_JOBS (default 100000), BENCH_SECONDS (default 10), BENCH_JOBS_DATABASES
// (default "pglite,postgres"), BENCH_JOBS_ROUNDS (default 3), BENCH_JOBS_QUERIES (default 600),
// BENCH_JOBS_PGLITE_KEEP=<folder> to seed PGlite once and start later runs from a copy (see seedPglite),
// BENCH_JOBS_POSTGRES_KEEP=<cluster folder> to run PostgreSQL on the kept cluster of scripts/bench-cluster.sh
// (database bench_jobs_<BENCH_JOBS>, seeded once and reused while its size matches; see
// scripts/lib/bench-postgres-keep.mjs) instead of a throwaway one, PG_BIN (see with-postgres.sh).
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { benchInPostgres, isMainScript, runSeed, withScratch } from "./lib/bench-database.mjs";
import { keptDatabase } from "./lib/bench-postgres-keep.mjs";
import { distinctSearches } from "./lib/bench-job-queries.mjs";
import {
  fmt,
  loadText,
  median,
  ownResidentMb,
  percentile,
  postgresAvailable,
  serverCpuMs,
  sleep,
  table,
} from "./lib/bench-kit.mjs";
import { startServer } from "./lib/server.mjs";

const CONNECTIONS = 10;
const WARMUP_SECONDS = 2;
const SEED_TIMEOUT_MS = 15 * 60_000;
const SEARCH_P95_TARGET_MS = { postgres: 50, pglite: 100 };
const DETAIL_P99_TARGET_MS = 20;
const WARMUP_SEARCHES = 60;
const DETAILS_PER_ROUND = 1_000;
const WARMUP_DETAILS = 200;
const KEEP_DAYS = 7;
const IDLE_WAIT_MS = 180_000;

const SELECTIVE_TERMS = ["figma", "tableau", "salesforce", "kubernetes", "terraform", "react", "pytorch", "robotics"];
const MEDIUM_TERMS = ["python", "sql", "design", "analyst", "data", "marketing"];
const COMMON_TERMS = ["team", "experience", "work"];
// Berlin: many companies have their office there, so the circle holds a realistic crowd of jobs.
const FILTERS = "type=internship&workMode=hybrid&near=52.52,13.405&radiusKm=50";

function seed({ jobCount, sampleIds, env, outFile }) {
  const terms = [...SELECTIVE_TERMS, ...MEDIUM_TERMS, ...COMMON_TERMS].join(",");
  const args = ["--jobs", String(jobCount), "--sample-ids", String(sampleIds), "--count-terms", terms];
  return runSeed("seed-bench-jobs", args, { env, outFile, timeoutMs: SEED_TIMEOUT_MS });
}

/**
 * PGlite takes minutes to fill with 100,000 jobs: with BENCH_JOBS_PGLITE_KEEP=<folder>, the first run keeps a
 * copy of the seeded database there and later runs (same size and enough sample ids, within KEEP_DAYS: the
 * data's dates are relative to the day it was made) start from a copy of it instead.
 */
async function seedPglite({ jobCount, sampleIds, env, scratch, dataDir }) {
  const keep = process.env.BENCH_JOBS_PGLITE_KEEP?.trim();
  const kept = keep && path.join(keep, "seed.json");
  if (kept && existsSync(kept)) {
    const seeded = JSON.parse(readFileSync(kept, "utf8"));
    const ageDays = (Date.now() - Date.parse(seeded.madeAt)) / 86_400_000;
    if (seeded.jobs === jobCount && seeded.sampleIds.length >= sampleIds && ageDays < KEEP_DAYS) {
      const started = performance.now();
      cpSync(path.join(keep, "data"), dataDir, { recursive: true });
      const copyMs = performance.now() - started;
      console.log(`[jobs] pglite: copied the database seeded ${fmt(ageDays * 24)} h ago (${fmt(copyMs / 1000)} s)`);
      return seeded;
    }
    console.log(`[jobs] pglite: the kept database in ${keep} is of another size or too old; seeding anew`);
  }
  const seeded = await seed({ jobCount, sampleIds, env, outFile: path.join(scratch, "seed.json") });
  seeded.madeAt = new Date().toISOString();
  if (keep) {
    rmSync(path.join(keep, "data"), { recursive: true, force: true });
    cpSync(dataDir, path.join(keep, "data"), { recursive: true });
    writeFileSync(kept, `${JSON.stringify(seeded)}\n`);
    console.log(`[jobs] pglite: kept a copy of the seeded database in ${keep}`);
  }
  return seeded;
}

/** The search terms of the cached cases, chosen by how many jobs each matches in this data set. */
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

/** Percentiles of the times of every 200 response, and what else autocannon saw. */
function summarise(result, times) {
  times.sort((a, b) => a - b);
  return {
    requests: result.requests.total,
    rps: result.requests.average,
    p50Ms: percentile(times, 0.5),
    p95Ms: percentile(times, 0.95),
    p99Ms: percentile(times, 0.99),
    maxMs: times.at(-1),
    errors: result.errors + result.timeouts + result.non2xx,
    load1m: loadavg()[0],
  };
}

/** autocannon running `options`, timing each 200 response. */
async function timed(options) {
  const times = [];
  const instance = autocannon(options);
  instance.on("response", (_client, status, _bytes, ms) => {
    if (status === 200) times.push(ms);
  });
  return summarise(await instance, times);
}

const cannon = (baseUrl, cookie, nextPath) => ({
  url: baseUrl,
  connections: CONNECTIONS,
  timeout: 10,
  headers: { cookie },
  requests: [{ method: "GET", setupRequest: (request) => ({ ...request, path: nextPath() }) }],
});

/**
 * Each of `paths` sent exactly once (autocannon's `amount`), over the connections: a request never asked
 * before in the run is a miss of every read cache.
 */
async function measureOnce({ baseUrl, cookie, paths }) {
  let next = 0;
  const nextPath = () => {
    if (next >= paths.length) throw new Error("autocannon asked for more requests than were planned");
    return paths[next++];
  };
  const result = await timed({ ...cannon(baseUrl, cookie, nextPath), amount: paths.length });
  if (next !== paths.length) throw new Error(`${next} of ${paths.length} planned requests were sent`);
  return result;
}

/** autocannon over `paths` (cycled, one per request): a warm-up, then the measured run. */
async function measureRepeated({ baseUrl, cookie, paths, seconds }) {
  let next = 0;
  const options = cannon(baseUrl, cookie, () => paths[next++ % paths.length]);
  await autocannon({ ...options, duration: WARMUP_SECONDS });
  return timed({ ...options, duration: seconds });
}

/** The cached cases, with the terms chosen for this data set. */
function cachedCases(terms, ids) {
  const search = (query) => `/api/jobs?${query}`;
  return [
    { id: "a", name: "search, selective term", kind: "search", path: search(`q=${terms.selective}`) },
    { id: "b", name: "search, term in most jobs", kind: "search", path: search(`q=${terms.common}`) },
    { id: "m", name: "search, term in ~1/5 of jobs", kind: "search", path: search(`q=${terms.medium}`) },
    { id: "c", name: "search, filters only", kind: "search", path: search(FILTERS) },
    { id: "d", name: "job detail, 1,000 ids cycled", kind: "detail", paths: ids.map((id) => `/api/jobs/${id}`) },
  ];
}

/**
 * measureOnce with the server's CPU time per request beside it: the API process (on PGlite, the database too)
 * and the PostgreSQL cluster. On a shared machine the wall times carry the others' load; CPU does not.
 */
async function measureOnceWithCpu({ cpu, ...options }) {
  const before = cpu();
  const result = await measureOnce(options);
  const after = cpu();
  const perRequest = (key) => (before && after ? (after[key] - before[key]) / options.paths.length : undefined);
  return { ...result, apiCpuMs: perRequest("serverMs"), postgresCpuMs: perRequest("postgresMs") };
}

/**
 * Waits (up to IDLE_WAIT_MS) until the server uses less than a tenth of a core: after its start the API builds
 * its job search and matching indexes of every published job in the background, which would otherwise land in
 * the first round.
 */
async function untilIdle(cpu) {
  const deadline = Date.now() + IDLE_WAIT_MS;
  let last = cpu();
  while (last && Date.now() < deadline) {
    await sleep(1_000);
    const now = cpu();
    if (!now || now.serverMs + now.postgresMs - last.serverMs - last.postgresMs < 100) return;
    last = now;
  }
}

/** The cold rounds: each its own warm-up and measured slice of distinct searches and of ids. */
async function coldRounds({ database, baseUrl, cookie, cpu, rounds, queries, ids }) {
  const searches = distinctSearches(rounds * (WARMUP_SEARCHES + queries));
  const slice = (list, size, round) => list.slice(round * size, (round + 1) * size);
  const results = [];
  await untilIdle(cpu);
  for (let round = 0; round < rounds; round++) {
    const roundSearches = slice(searches, WARMUP_SEARCHES + queries, round);
    const roundIds = slice(ids, WARMUP_DETAILS + DETAILS_PER_ROUND, round).map((id) => `/api/jobs/${id}`);
    await measureOnce({ baseUrl, cookie, paths: roundSearches.slice(0, WARMUP_SEARCHES) });
    const search = await measureOnceWithCpu({ cpu, baseUrl, cookie, paths: roundSearches.slice(WARMUP_SEARCHES) });
    await measureOnce({ baseUrl, cookie, paths: roundIds.slice(0, WARMUP_DETAILS) });
    const detail = await measureOnceWithCpu({ cpu, baseUrl, cookie, paths: roundIds.slice(WARMUP_DETAILS) });
    console.log(
      `[jobs] ${database}, cold round ${round + 1}/${rounds}: ${queries} distinct searches ${fmt(search.rps, 0)} req/s, ` +
        `p50 ${fmt(search.p50Ms)} p95 ${fmt(search.p95Ms)} p99 ${fmt(search.p99Ms)} ms, CPU/request API ` +
        `${fmt(search.apiCpuMs)} PostgreSQL ${fmt(search.postgresCpuMs)} ms; ${DETAILS_PER_ROUND} new ids ` +
        `p50 ${fmt(detail.p50Ms)} p95 ${fmt(detail.p95Ms)} p99 ${fmt(detail.p99Ms)} ms`,
    );
    results.push({ search, detail });
  }
  return results;
}

/**
 * Seeds `database` ("pglite" or "postgres" at `databaseUrl`; not when `kept` already holds its seed's output),
 * starts the server on it and runs the cases.
 */
async function benchDatabase({ database, databaseUrl, kept, jobCount, seconds, rounds, queries }) {
  const loadBefore = loadText();
  const sampleIds = rounds * (WARMUP_DETAILS + DETAILS_PER_ROUND);
  return withScratch("jobs", { database, databaseUrl }, async ({ scratch, dataDir, env }) => {
    console.log(`\n[jobs] ${database}: seeding ${jobCount.toLocaleString("en")} jobs (load average ${loadBefore})`);
    const seeded =
      kept ??
      (database === "pglite"
        ? await seedPglite({ jobCount, sampleIds, env, scratch, dataDir })
        : await seed({ jobCount, sampleIds, env, outFile: path.join(scratch, "seed.json") }));
    const terms = chooseTerms(seeded.termCounts, seeded.jobs);
    const server = await startServer({
      env: { DEMO_DATA: "false", RATE_LIMIT: "false", ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
      ...(database === "pglite" ? { dataDir } : {}),
      timeoutMs: 180_000,
    });
    try {
      console.log(`[jobs] ${database}: server up in ${fmt(server.startupMs / 1000)} s at ${server.baseUrl}`);
      // A name of its own per run: a kept database still holds the accounts of earlier runs.
      const cookie = await signIn(server.baseUrl, `cold-${Date.now()}`);
      const postgresPort = databaseUrl ? Number(new URL(databaseUrl).port || 5432) : undefined;
      const cold = await coldRounds({
        database,
        baseUrl: server.baseUrl,
        cookie,
        cpu: () => serverCpuMs({ serverPid: server.child.pid, postgresPort }),
        rounds,
        queries,
        ids: seeded.sampleIds.slice(0, sampleIds),
      });
      // With its in-memory indexes loaded (the job search index, decision 018; the matching index, 009).
      const residentAfterColdMb = ownResidentMb(server.child.pid);
      const cases = [];
      for (const item of cachedCases(terms, seeded.sampleIds.slice(0, 1_000))) {
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
        process.stdout.write(`[jobs] ${database}, cached (${item.id}) ${item.name}: ${paths[0]} … `);
        const result = await measureRepeated({ baseUrl: server.baseUrl, cookie, paths, seconds });
        console.log(`${fmt(result.rps, 0)} req/s, p95 ${fmt(result.p95Ms)} ms, p99 ${fmt(result.p99Ms)} ms`);
        cases.push({ ...item, paths: undefined, path: paths[0], matches, ...result });
      }
      return {
        database,
        jobs: seeded.jobs,
        companies: seeded.companies,
        seed: seeded.timings,
        loadBefore,
        loadAfter: loadText(),
        queries,
        cold,
        cases,
        residentAfterColdMb,
      };
    } finally {
      await server.stop();
    }
  });
}

/** Runs benchDatabase for PostgreSQL inside with-postgres.sh (a child of this script, see the end of it). */
function benchPostgres({ jobCount, seconds, rounds, queries }) {
  return benchInPostgres({
    scriptUrl: import.meta.url,
    env: {
      BENCH_JOBS_INNER: "postgres",
      BENCH_JOBS: String(jobCount),
      BENCH_SECONDS: String(seconds),
      BENCH_JOBS_ROUNDS: String(rounds),
      BENCH_JOBS_QUERIES: String(queries),
    },
    resultVar: "BENCH_JOBS_RESULT",
    timeoutMs: SEED_TIMEOUT_MS + 20 * 60_000,
    label: "the PostgreSQL jobs benchmark",
  });
}

/**
 * benchDatabase on the kept cluster in `keep` (BENCH_JOBS_POSTGRES_KEEP): its database of this size, seeded on the
 * first run only.
 */
async function benchKeptPostgres({ keep, jobCount, rounds, ...settings }) {
  const sampleIds = rounds * (WARMUP_DETAILS + DETAILS_PER_ROUND);
  const { databaseUrl, seeded } = await keptDatabase({
    dir: keep,
    db: `bench_jobs_${jobCount}`,
    matches: (kept) => kept.jobs === jobCount && kept.sampleIds?.length >= sampleIds,
    seed: (url) =>
      withScratch("jobs", { database: "postgres", databaseUrl: url }, ({ scratch, env }) =>
        seed({ jobCount, sampleIds, env, outFile: path.join(scratch, "seed.json") }),
      ),
    log: (line) => console.log(`[jobs] postgres: ${line}`),
  });
  return benchDatabase({ database: "postgres", databaseUrl, kept: seeded, jobCount, rounds, ...settings });
}

/** "12.3 (11.0–14.2)": the median of the rounds and their range. */
function medianRange(values) {
  const finite = values.filter((v) => v !== undefined);
  if (finite.length === 0) return "-";
  return `${fmt(median(finite))} (${fmt(Math.min(...finite))}–${fmt(Math.max(...finite))})`;
}

function report(result, seconds) {
  const s = result.seed;
  const name = result.database === "pglite" ? "PGlite" : "PostgreSQL";
  const secondsOf = (ms) => (ms === undefined ? "-" : `${fmt(ms / 1000)} s`);
  const of = (kind, key) => result.cold.map((round) => round[kind][key]);
  const searchTarget = SEARCH_P95_TARGET_MS[result.database];
  const searchP95 = median(of("search", "p95Ms"));
  const detailP99 = median(of("detail", "p99Ms"));
  table(
    `Jobs on ${name}, cold: ${result.jobs.toLocaleString("en")} published jobs of ${result.companies} companies` +
      (s ? `; seeded in ${secondsOf(s.totalMs)}` : "") +
      `.\n${result.cold.length} rounds, each ${result.queries} distinct searches and ${DETAILS_PER_ROUND} job ids ` +
      `after its own warm-up (${WARMUP_SEARCHES} searches, ${WARMUP_DETAILS} ids); no request repeated in the run, ` +
      `so every one missed the read cache.\nautocannon, ${CONNECTIONS} connections; percentiles of every 200 ` +
      `response's time, and the server's CPU time per request (/proc), median of the rounds (range).\n` +
      `Load average (1, 5, 15 min) before: ${result.loadBefore}; after: ${result.loadAfter}.` +
      (result.residentAfterColdMb
        ? `\nAPI process resident after the cold rounds: ${fmt(result.residentAfterColdMb, 0)} MB.`
        : ""),
    [
      "case",
      "req/s",
      "p50 ms",
      "p95 ms",
      "p99 ms",
      "API CPU ms/req",
      "PostgreSQL CPU ms/req",
      "errors",
      "target",
      "met",
    ],
    [
      [
        `(s) ${result.queries} distinct searches`,
        medianRange(of("search", "rps")),
        medianRange(of("search", "p50Ms")),
        medianRange(of("search", "p95Ms")),
        medianRange(of("search", "p99Ms")),
        medianRange(of("search", "apiCpuMs")),
        result.database === "postgres" ? medianRange(of("search", "postgresCpuMs")) : "(in the API)",
        of("search", "errors").reduce((a, b) => a + b, 0),
        `p95 < ${searchTarget} ms`,
        searchP95 < searchTarget ? "yes" : "NO",
      ],
      [
        `(t) job detail, ${DETAILS_PER_ROUND} new ids`,
        medianRange(of("detail", "rps")),
        medianRange(of("detail", "p50Ms")),
        medianRange(of("detail", "p95Ms")),
        medianRange(of("detail", "p99Ms")),
        medianRange(of("detail", "apiCpuMs")),
        result.database === "postgres" ? medianRange(of("detail", "postgresCpuMs")) : "(in the API)",
        of("detail", "errors").reduce((a, b) => a + b, 0),
        `p99 < ${DETAIL_P99_TARGET_MS} ms`,
        detailP99 < DETAIL_P99_TARGET_MS ? "yes" : "NO",
      ],
    ],
  );
  table(
    `Jobs on ${name}, cached (the same requests repeated; for the record): autocannon, ${CONNECTIONS} connections, ` +
      `${seconds} s per case after a ${WARMUP_SECONDS} s warm-up.`,
    ["case", "request", "matches", "req/s", "p50 ms", "p95 ms", "p99 ms", "max ms", "errors", "load 1m"],
    result.cases.map((c) => [
      `(${c.id}) ${c.name}`,
      c.kind === "detail" ? "/api/jobs/{id}" : c.path.replace("/api/jobs", ""),
      c.matches,
      fmt(c.rps, 0),
      fmt(c.p50Ms),
      fmt(c.p95Ms),
      fmt(c.p99Ms),
      fmt(c.maxMs, 0),
      c.errors,
      fmt(c.load1m, 2),
    ]),
  );
}

const options = ({ seconds, jobCount, rounds, queries }) => ({
  seconds: Math.max(1, Math.min(60, seconds)),
  jobCount: Math.max(100, Math.min(2_000_000, Math.round(jobCount))),
  rounds: Math.max(1, Math.min(10, Math.round(rounds))),
  queries: Math.max(500, Math.min(5_000, Math.round(queries))),
});

/**
 * The jobs section: every database asked for in BENCH_JOBS_DATABASES (PostgreSQL only when installed).
 * Returns the results (for BENCH_JSON) after printing the tables of each database.
 */
export async function benchJobs({
  seconds = Number(process.env.BENCH_SECONDS ?? 10),
  jobCount = Number(process.env.BENCH_JOBS ?? 100_000),
  rounds = Number(process.env.BENCH_JOBS_ROUNDS ?? 3),
  queries = Number(process.env.BENCH_JOBS_QUERIES ?? 600),
} = {}) {
  const settings = options({ seconds, jobCount, rounds, queries });
  const wanted = (process.env.BENCH_JOBS_DATABASES ?? "pglite,postgres").split(",").map((d) => d.trim());
  const results = [];
  if (wanted.includes("pglite")) results.push(await benchDatabase({ database: "pglite", ...settings }));
  if (wanted.includes("postgres")) {
    const keep = process.env.BENCH_JOBS_POSTGRES_KEEP?.trim();
    if (!postgresAvailable())
      console.log("\n[jobs] PostgreSQL: skipped (no initdb; install the postgresql package or set PG_BIN)");
    else if (keep) results.push(await benchKeptPostgres({ keep, ...settings }));
    else results.push(await benchPostgres(settings));
  }
  for (const result of results) report(result, settings.seconds);
  return results;
}

const isMain = isMainScript(import.meta.url);
if (isMain && process.env.BENCH_JOBS_INNER === "postgres") {
  // Inside with-postgres.sh: TEST_DATABASE_URL names its empty database.
  const result = await benchDatabase({
    database: "postgres",
    databaseUrl: process.env.TEST_DATABASE_URL,
    ...options({
      seconds: Number(process.env.BENCH_SECONDS),
      jobCount: Number(process.env.BENCH_JOBS),
      rounds: Number(process.env.BENCH_JOBS_ROUNDS),
      queries: Number(process.env.BENCH_JOBS_QUERIES),
    }),
  });
  writeFileSync(process.env.BENCH_JOBS_RESULT, `${JSON.stringify(result)}\n`);
} else if (isMain) {
  await benchJobs();
}
