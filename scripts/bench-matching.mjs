// The matching section of `npm run bench` (or on its own: `node scripts/bench-matching.mjs`): ranked jobs for
// a CV and ranked candidates for a job, over HTTP against the real server, on a data set made by
// apps/api/scripts/seed-bench-matching.ts (BENCH_MATCHING_JOBS published jobs of 200 companies and
// BENCH_MATCHING_STUDENTS students open to offers, 100,000 each by default), on embedded PGlite and, when the
// PostgreSQL server binaries are installed, on a throwaway PostgreSQL cluster (scripts/with-postgres.sh).
//
// Per database: seed a fresh database, start `node apps/api/src/main.ts` on it (DEMO_DATA=false,
// RATE_LIMIT=false; on PostgreSQL API_PROCESSES = the machine's cores, or BENCH_API_PROCESSES), sign in the
// seed's 20 students and 20 companies (POST /api/auth/sign-in/email, keeping the cookies it sets), then for
// each case a 2 s warm-up and BENCH_SECONDS of 10 concurrent keep-alive connections (10 workers, each sending
// its next request when the last is answered), where every request
// names another CV or job, with the cookie of its owner:
//   (r) recommended jobs: GET /api/matching/jobs?cvId=…&limit=50, over the 1,000 CVs of the 20 students
//   (c) candidates: GET /api/matching/candidates?jobId=…&limit=50, over 1,000 jobs of the 20 companies
// The ids are taken in turn (the warm-up's first, the measured run's next), so a run repeats one only once it
// has used all of them; the table says how many distinct ids each run asked for. Nothing caches rankings:
// scores are computed on request over each process's matching index (decisions 008, 009). Not autocannon:
// it cannot give each request its own cookie and read its body, and it drops the requests still under way
// when its time is up, which on a server slower than the run is all of them; here the run waits for them. Latency percentiles come from every
// response's own time (request start to the end of the body). Targets: p95 < 100 ms on PostgreSQL, < 300 ms
// on PGlite.
//
// The pool: the server scores at most 400 jobs or students its matching index walks to (decision 009) and
// does not say how many there were; the table shows what the responses do say: `total`, the matches kept
// after scoring (at most 200), and how often there were more than that (`totalCapped`).
//
// The machine running this is often shared, so besides latencies the table shows the CPU time the server
// spent per request (the API process, and the PostgreSQL cluster's processes; read from /proc) and what that
// means for 10 connections on this machine with nobody else on it: each request waits for the others' work.
//
// Seeding takes minutes: on a busy 2-core machine about 4-7 on PostgreSQL and 5-13 on PGlite, most of it the
// 100,000 job inserts (BENCH_MATCHING_PGLITE_KEEP below saves that on later runs).
//
// Then, on the idle server, how soon a change shows: PATCH /api/cvs/{id} with another CV's skills, and
// GET /api/matching/jobs for that CV until its ranking differs from before; then the old skills back, until
// the ranking is the first one again. The same for a job's skills (PATCH /api/jobs/{id}) and its candidates.
// Target: within 5 s.
//
// Options (environment): BENCH_MATCHING_JOBS, BENCH_MATCHING_STUDENTS (default 100000 each), BENCH_SECONDS
// (default 10), BENCH_MATCHING_DATABASES (default "pglite,postgres"), PG_BIN (see with-postgres.sh),
// BENCH_MATCHING_PGLITE_KEEP=<folder> to seed PGlite once and start later runs from a copy (see seedPglite).
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
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
  signInEach,
  sleep,
  table,
} from "./lib/bench-kit.mjs";

const CONNECTIONS = 10;
const WARMUP_SECONDS = 2;
const LIMIT = 50;
const SEED_TIMEOUT_MS = 45 * 60_000;
const P95_TARGET_MS = { postgres: 100, pglite: 300 };
const CHANGE_TARGET_MS = 5_000;
const CHANGE_RUNS = 3;
const CHANGE_POLL_MS = 100;
const KEEP_DAYS = 7;

function seed({ jobCount, studentCount, env, outFile }) {
  const args = ["--jobs", String(jobCount), "--students", String(studentCount)];
  return runSeed("seed-bench-matching", args, { env, outFile, timeoutMs: SEED_TIMEOUT_MS });
}

/**
 * PGlite is slow to fill (100,000 jobs and CVs take over ten minutes): with BENCH_MATCHING_PGLITE_KEEP=<folder>,
 * the first run keeps a copy of the seeded database there and later runs (same sizes, within
 * KEEP_DAYS: the data's dates are relative to the day it was made) start from a copy of it instead.
 */
async function seedPglite({ jobCount, studentCount, env, scratch, dataDir }) {
  const keep = process.env.BENCH_MATCHING_PGLITE_KEEP?.trim();
  const kept = keep && path.join(keep, "seed.json");
  if (kept && existsSync(kept)) {
    const seeded = JSON.parse(readFileSync(kept, "utf8"));
    const ageDays = (Date.now() - Date.parse(seeded.madeAt)) / 86_400_000;
    if (seeded.jobs === jobCount && seeded.studentsOpenToOffers === studentCount && ageDays < KEEP_DAYS) {
      const started = performance.now();
      cpSync(path.join(keep, "data"), dataDir, { recursive: true });
      const copyMs = performance.now() - started;
      console.log(`[matching] pglite: copied the database seeded ${fmt(ageDays * 24)} h ago (${fmt(copyMs / 1000)} s)`);
      return { ...seeded, reused: { copyMs, ageDays } };
    }
    console.log(`[matching] pglite: the kept database in ${keep} is of other sizes or too old; seeding anew`);
  }
  const seeded = await seed({ jobCount, studentCount, env, outFile: path.join(scratch, "seed.json") });
  seeded.madeAt = new Date().toISOString();
  if (keep) {
    rmSync(path.join(keep, "data"), { recursive: true, force: true });
    cpSync(dataDir, path.join(keep, "data"), { recursive: true });
    writeFileSync(kept, `${JSON.stringify(seeded)}\n`);
    console.log(`[matching] pglite: kept a copy of the seeded database in ${keep}`);
  }
  return seeded;
}

/**
 * The requests of a case, one per CV or job, each with its owner's cookie: the owners' lists interleaved
 * (one of each owner in turn), so that consecutive requests come from different accounts.
 */
export function requestsOf(owners, idsOf, pathOf) {
  const list = [];
  const longest = Math.max(...owners.map((owner) => idsOf(owner).length));
  for (let i = 0; i < longest; i++) {
    for (const owner of owners) {
      const id = idsOf(owner)[i];
      if (id) list.push({ id, path: pathOf(id), cookie: owner.cookie });
    }
  }
  return list;
}

/**
 * CONNECTIONS workers over `requests` (each a path and its owner's cookie, taken in turn, one per request),
 * each sending its next request when its last one is answered, on its own keep-alive connection: a warm-up,
 * then the measured run. A worker starts no request after `seconds`, and the run waits for the ones under way
 * (so a slow server shows as slow rather than as requests autocannon would drop at the end). Times every
 * response, and reads `total` and `totalCapped` from every 200 body.
 */
async function measure({ baseUrl, requests, seconds, cpu }) {
  let next = 0;
  const drive = (durationMs) =>
    closedLoop({ baseUrl, next: () => requests[next++ % requests.length], connections: CONNECTIONS, durationMs });
  const warmUp = await drive(WARMUP_SECONDS * 1000);
  const warmedUp = new Set(warmUp.results.map((r) => r.id));
  const cpuBefore = cpu();
  const { results, elapsedMs } = await drive(seconds * 1000);
  const cpuAfter = cpu();
  const ok = results.filter((r) => r.status === 200);
  const times = ok.map((r) => r.ms).sort((a, b) => a - b);
  const pages = ok.map((r) => {
    const { total, totalCapped, items } = JSON.parse(r.body.toString("utf8"));
    return { total, totalCapped, items: items.length };
  });
  const distinct = new Set(results.map((r) => r.id));
  const share = (test) => pages.filter(test).length / Math.max(1, pages.length);
  return {
    requests: results.length,
    rps: (1000 * ok.length) / elapsedMs,
    elapsedMs,
    p50Ms: percentile(times, 0.5),
    p95Ms: percentile(times, 0.95),
    p99Ms: percentile(times, 0.99),
    maxMs: times.at(-1),
    errors: results.length - ok.length,
    firstError: results.find((r) => r.status !== 200)?.error?.message ?? results.find((r) => r.status !== 200)?.status,
    distinctIds: distinct.size,
    idsSeenInWarmUp: [...distinct].filter((id) => warmedUp.has(id)).length,
    meanTotal: pages.reduce((sum, page) => sum + page.total, 0) / Math.max(1, pages.length),
    cappedShare: share((page) => page.totalCapped),
    shortPageShare: share((page) => page.items < LIMIT),
    load1m: loadavg()[0],
    // CPU time of the server (and the PostgreSQL cluster) per answered request, during the measured run.
    cpuMsPerRequest:
      cpuBefore && cpuAfter
        ? {
            server: (cpuAfter.serverMs - cpuBefore.serverMs) / Math.max(1, results.length),
            postgres: (cpuAfter.postgresMs - cpuBefore.postgresMs) / Math.max(1, results.length),
          }
        : undefined,
  };
}

/** What identifies a ranking: the ids, scores and count, in order. */
const rankingOf = (page, idOf) =>
  JSON.stringify([page.total, page.items.map((item) => [idOf(item), item.match.score])]);

/**
 * How soon a change shows: `change()` (a PATCH), then `rank()` until `shows(ranking)`, polling every
 * CHANGE_POLL_MS for at most twice the target. Times from the start of the PATCH to the answer that shows it.
 */
async function timeUntilShown(change, rank, shows) {
  const started = performance.now();
  await change();
  const patchMs = performance.now() - started;
  for (let polls = 1; performance.now() - started < 2 * CHANGE_TARGET_MS; polls++) {
    if (shows(await rank())) return { patchMs, shownMs: performance.now() - started, polls };
    await sleep(CHANGE_POLL_MS);
  }
  return { patchMs, shownMs: undefined, polls: undefined };
}

const skillIdsOf = (refs) => new Set(refs.map((ref) => ref.skillId));
const overlap = (a, b) => [...a].filter((id) => b.has(id)).length;

/**
 * CHANGE_RUNS times: a CV of one student gets the skills of a CV of another (the one sharing fewest skills
 * with it), then its own back; a job of one company the skills of a job of another, then its own back.
 */
async function measureChanges({ baseUrl, students, companies }) {
  const rows = [];
  for (let runIndex = 0; runIndex < CHANGE_RUNS; runIndex++) {
    // ---- a CV and its recommended jobs
    const owner = students[(2 * runIndex) % students.length];
    const cvId = owner.cvIds[runIndex + 1];
    const cv = await call(baseUrl, owner.cookie, "GET", `/api/cvs/${cvId}`);
    const donors = [];
    for (const other of students.filter((s) => s !== owner).slice(0, 5)) {
      const donor = await call(baseUrl, other.cookie, "GET", `/api/cvs/${other.cvIds[runIndex + 1]}`);
      donors.push(donor);
    }
    const own = skillIdsOf(cv.skills);
    const donor = donors.sort((a, b) => overlap(own, skillIdsOf(a.skills)) - overlap(own, skillIdsOf(b.skills)))[0];
    const rankJobs = async () =>
      rankingOf(
        await call(baseUrl, owner.cookie, "GET", `/api/matching/jobs?cvId=${cvId}&limit=${LIMIT}`),
        (item) => item.job.id,
      );
    const before = await rankJobs();
    const stable = (await rankJobs()) === before;
    const patchCv = (skills) => () => call(baseUrl, owner.cookie, "PATCH", `/api/cvs/${cvId}`, { body: { skills } });
    const changed = await timeUntilShown(patchCv(donor.skills), rankJobs, (ranking) => ranking !== before);
    const restored = await timeUntilShown(patchCv(cv.skills), rankJobs, (ranking) => ranking === before);
    rows.push({
      kind: "cv",
      id: cvId,
      stable,
      sharedSkills: overlap(own, skillIdsOf(donor.skills)),
      changed,
      restored,
    });

    // ---- a job and its candidates
    const company = companies[(2 * runIndex) % companies.length];
    const jobId = company.jobIds[runIndex + 1];
    const job = await call(baseUrl, company.cookie, "GET", `/api/jobs/${jobId}`);
    const jobDonors = [];
    for (const other of companies.filter((c) => c !== company).slice(0, 5)) {
      jobDonors.push(await call(baseUrl, other.cookie, "GET", `/api/jobs/${other.jobIds[runIndex + 1]}`));
    }
    const ownJob = skillIdsOf([...job.requiredSkills, ...job.niceToHaveSkills]);
    const skillsOfJob = (j) => skillIdsOf([...j.requiredSkills, ...j.niceToHaveSkills]);
    const jobDonor = jobDonors.sort((a, b) => overlap(ownJob, skillsOfJob(a)) - overlap(ownJob, skillsOfJob(b)))[0];
    const rankCandidates = async () =>
      rankingOf(
        await call(baseUrl, company.cookie, "GET", `/api/matching/candidates?jobId=${jobId}&limit=${LIMIT}`),
        (item) => item.cvId,
      );
    const jobBefore = await rankCandidates();
    const jobStable = (await rankCandidates()) === jobBefore;
    const patchJob = (from) => () =>
      call(baseUrl, company.cookie, "PATCH", `/api/jobs/${jobId}`, {
        body: { requiredSkills: from.requiredSkills, niceToHaveSkills: from.niceToHaveSkills },
      });
    const jobChanged = await timeUntilShown(patchJob(jobDonor), rankCandidates, (ranking) => ranking !== jobBefore);
    const jobRestored = await timeUntilShown(patchJob(job), rankCandidates, (ranking) => ranking === jobBefore);
    rows.push({
      kind: "job",
      id: jobId,
      stable: jobStable,
      sharedSkills: overlap(ownJob, skillsOfJob(jobDonor)),
      changed: jobChanged,
      restored: jobRestored,
    });
  }
  return rows;
}

/** Seeds `database` ("pglite" or "postgres" at `databaseUrl`), starts the server on it and runs the cases. */
async function benchDatabase({ database, databaseUrl, jobCount, studentCount, seconds }) {
  const loadBefore = loadText();
  return withScratch("matching", { database, databaseUrl }, async ({ scratch, dataDir, env }) => {
    console.log(
      `\n[matching] ${database}: seeding ${jobCount.toLocaleString("en")} jobs and ${studentCount.toLocaleString("en")} ` +
        `students (load average ${loadBefore})`,
    );
    const seeded =
      database === "pglite"
        ? await seedPglite({ jobCount, studentCount, env, scratch, dataDir })
        : await seed({ jobCount, studentCount, env, outFile: path.join(scratch, "seed.json") });
    return withBenchServer({ database, databaseUrl, dataDir }, async ({ server, processes, cpu }) => {
      console.log(`[matching] ${database}: server up in ${fmt(server.startupMs / 1000)} s at ${server.baseUrl}`);
      const signInStarted = performance.now();
      const students = await signInEach(server.baseUrl, seeded.signedInStudents);
      const companies = await signInEach(server.baseUrl, seeded.signedInCompanies);
      const signInMs = performance.now() - signInStarted;
      console.log(`[matching] ${database}: ${students.length + companies.length} accounts signed in`);

      const plan = [
        {
          id: "r",
          name: "recommended jobs for a CV",
          route: `/api/matching/jobs?cvId={id}&limit=${LIMIT}`,
          requests: requestsOf(
            students,
            (s) => s.cvIds,
            (id) => `/api/matching/jobs?cvId=${id}&limit=${LIMIT}`,
          ),
        },
        {
          id: "c",
          name: "candidates for a job",
          route: `/api/matching/candidates?jobId={id}&limit=${LIMIT}`,
          requests: requestsOf(
            companies,
            (c) => c.jobIds,
            (id) => `/api/matching/candidates?jobId=${id}&limit=${LIMIT}`,
          ),
        },
      ];
      const target = P95_TARGET_MS[database];
      // The first ranking after the start waits for the server's matching index to load (decision 009).
      const indexStarted = performance.now();
      await call(server.baseUrl, plan[0].requests[0].cookie, "GET", plan[0].requests[0].path);
      // Each process loads its own index: ask until `processes` answers in a row came quickly.
      for (let quick = 1; quick < processes;) {
        const started = performance.now();
        await call(server.baseUrl, plan[0].requests[0].cookie, "GET", plan[0].requests[0].path);
        quick = performance.now() - started < 1_000 ? quick + 1 : 0;
      }
      const indexReadyMs = performance.now() - indexStarted;
      const rssMb = residentMb(server.child.pid);
      console.log(
        `[matching] ${database}: first ranking after ${fmt(indexReadyMs / 1000)} s, server RSS ${fmt(rssMb, 0)} MB`,
      );
      const cases = [];
      for (const item of plan) {
        // One request first, to fail early and loudly on a wrong cookie or a broken route.
        const [first] = item.requests;
        await call(server.baseUrl, first.cookie, "GET", first.path);
        process.stdout.write(`[matching] ${database} (${item.id}) ${item.name}, ${item.requests.length} ids … `);
        const result = await measure({ baseUrl: server.baseUrl, requests: item.requests, seconds, cpu });
        console.log(`${fmt(result.rps, 0)} req/s, p95 ${fmt(result.p95Ms)} ms, p99 ${fmt(result.p99Ms)} ms`);
        cases.push({
          id: item.id,
          name: item.name,
          route: item.route,
          ids: item.requests.length,
          ...result,
          target: { label: `p95 < ${target} ms`, met: result.p95Ms < target },
        });
      }

      process.stdout.write(`[matching] ${database}: how soon a changed CV or job shows … `);
      const changes = await measureChanges({ baseUrl: server.baseUrl, students, companies });
      console.log("done");
      return {
        database,
        jobs: seeded.jobs,
        companies: seeded.companyCount,
        students: seeded.studentsOpenToOffers,
        cvs: seeded.cvs,
        variety: seeded.variety,
        seed: seeded.timings,
        reused: seeded.reused,
        startupMs: server.startupMs,
        signInMs,
        indexReadyMs,
        rssMb,
        loadBefore,
        loadAfter: loadText(),
        cores: availableParallelism(),
        processes,
        cases,
        changes,
      };
    });
  });
}

/** Runs benchDatabase for PostgreSQL inside with-postgres.sh (a child of this script, see the end of it). */
function benchPostgres({ jobCount, studentCount, seconds }) {
  return benchInPostgres({
    scriptUrl: import.meta.url,
    env: {
      BENCH_MATCHING_INNER: "postgres",
      BENCH_MATCHING_JOBS: String(jobCount),
      BENCH_MATCHING_STUDENTS: String(studentCount),
      BENCH_SECONDS: String(seconds),
    },
    resultVar: "BENCH_MATCHING_RESULT",
    timeoutMs: SEED_TIMEOUT_MS + 15 * 60_000,
    label: "the PostgreSQL matching benchmark",
  });
}

const cpuText = (cpu) =>
  cpu === undefined
    ? "-"
    : cpu.postgres > 0
      ? `${fmt(cpu.server + cpu.postgres, 0)} (API ${fmt(cpu.server, 0)} + PostgreSQL ${fmt(cpu.postgres, 0)})`
      : fmt(cpu.server, 0);

/** Closed loop of CONNECTIONS clients on an otherwise idle machine: each waits for the work of all. */
const idleBoundMs = (cpu, cores, processes) =>
  cpu === undefined
    ? undefined
    : Math.max(
        (CONNECTIONS * cpu.server) / Math.min(processes, cores),
        (CONNECTIONS * (cpu.server + cpu.postgres)) / Math.max(1, cores),
      );

function report(result, seconds) {
  const s = result.seed;
  const secondsOf = (ms) => (ms === undefined ? "-" : `${fmt(ms / 1000)} s`);
  const name = result.database === "pglite" ? "PGlite" : "PostgreSQL";
  table(
    `Matching on ${name}: ${result.jobs.toLocaleString("en")} published jobs of ${result.companies} companies, ` +
      `${result.students.toLocaleString("en")} students open to offers (${result.cvs.toLocaleString("en")} CVs); ` +
      (result.reused
        ? `copied in ${secondsOf(result.reused.copyMs)} from a database kept ${fmt(result.reused.ageDays * 24)} h ago, which was seeded in `
        : "seeded in ") +
      `${secondsOf(s.totalMs)} (open ${secondsOf(s.openMs)}, companies ${secondsOf(s.companiesMs)}, jobs ` +
      `${secondsOf(s.jobsMs)}, students ${secondsOf(s.studentsMs)}, CVs ${secondsOf(s.cvsMs)}, vacuum analyze ` +
      `${secondsOf(s.analyzeMs)}); server up in ${secondsOf(result.startupMs)}, 40 sign-ins in ${secondsOf(result.signInMs)}, ` +
      `first ranking (the matching index loaded) ${secondsOf(result.indexReadyMs)} after sign-in, server RSS then ` +
      `${fmt(result.rssMb, 0)} MB.\n` +
      `${CONNECTIONS} connections, ${seconds} s per case after a ${WARMUP_SECONDS} s warm-up, every request ` +
      `another CV or job with its owner's cookie, requests under way at the end waited for; percentiles of every 200 ` +
      `response's time. "total": matches kept after ` +
      `scoring, as the response says (at most 200; "capped": more than 200 of the pool of at most 400 were kept). ` +
      `Load average (1, 5, 15 min) before: ${result.loadBefore}; after: ${result.loadAfter}. "CPU ms/req": CPU time ` +
      `the API (${result.processes} process${result.processes > 1 ? "es" : ""}, API_PROCESSES) and the PostgreSQL cluster spent per request; "idle bound": the mean latency ${CONNECTIONS} ` +
      `connections would still see on this machine (${result.cores} cores) with nobody else on it, ${CONNECTIONS} × ` +
      `that CPU time over the cores it can use (one per API process; PGlite runs in the API's thread).`,
    [
      "case",
      "request",
      "ids asked",
      "req/s",
      "p50 ms",
      "p95 ms",
      "p99 ms",
      "max ms",
      "errors",
      "mean total",
      "capped",
      "< 50 items",
      "load 1m",
      "CPU ms/req",
      "idle bound ms",
      "target",
      "met",
    ],
    result.cases.map((c) => [
      `(${c.id}) ${c.name}`,
      c.route,
      `${c.distinctIds} of ${c.ids}${c.idsSeenInWarmUp ? ` (${c.idsSeenInWarmUp} also in warm-up)` : ""}`,
      fmt(c.rps, 0),
      fmt(c.p50Ms),
      fmt(c.p95Ms),
      fmt(c.p99Ms),
      fmt(c.maxMs, 0),
      c.errors ? `${c.errors} (${c.firstError})` : 0,
      fmt(c.meanTotal, 0),
      `${fmt(100 * c.cappedShare, 0)} %`,
      `${fmt(100 * c.shortPageShare, 0)} %`,
      fmt(c.load1m, 2),
      cpuText(c.cpuMsPerRequest),
      fmt(idleBoundMs(c.cpuMsPerRequest, result.cores, result.processes), 0),
      c.target.label,
      c.target.met ? "yes" : "NO",
    ]),
  );
  const summary = (kind, phase) => {
    const list = result.changes.filter((c) => c.kind === kind).map((c) => c[phase]);
    const shown = list.map((r) => r.shownMs).filter((ms) => ms !== undefined);
    return {
      patchMs: median(list.map((r) => r.patchMs)),
      medianMs: shown.length ? median(shown) : undefined,
      maxMs: shown.length === list.length ? Math.max(...shown) : undefined,
      polls: Math.max(...list.map((r) => r.polls ?? Infinity)),
      runs: list.length,
    };
  };
  const rows = [];
  for (const [kind, what, list] of [
    ["cv", "CV skills → GET /api/matching/jobs", "ranking"],
    ["job", "job skills → GET /api/matching/candidates", "ranking"],
  ]) {
    for (const [phase, label] of [
      ["changed", `another's skills: ${list} differs`],
      ["restored", `own skills back: first ${list} again`],
    ]) {
      const r = summary(kind, phase);
      rows.push([
        what,
        label,
        r.runs,
        fmt(r.patchMs, 0),
        fmt(r.medianMs, 0),
        fmt(r.maxMs, 0),
        Number.isFinite(r.polls) ? r.polls : "never",
        `< ${CHANGE_TARGET_MS / 1000} s`,
        r.maxMs !== undefined && r.maxMs < CHANGE_TARGET_MS ? "yes" : "NO",
      ]);
    }
  }
  const unstable = result.changes.filter((c) => !c.stable).length;
  table(
    `How soon a change shows on ${name} (idle server): from the start of the PATCH to the first answer showing it, ` +
      `polling every ${CHANGE_POLL_MS} ms${unstable ? `; ${unstable} rankings differed between two reads before the change` : ""}`,
    ["change", "shown when", "runs", "PATCH ms", "median ms", "max ms", "GETs needed", "target", "met"],
    rows,
  );
}

/**
 * The matching section: every database asked for in BENCH_MATCHING_DATABASES (PostgreSQL only when
 * installed). Returns the results (for BENCH_JSON) after printing the tables of each database.
 */
export async function benchMatching({
  seconds = Number(process.env.BENCH_SECONDS ?? 10),
  jobCount = Number(process.env.BENCH_MATCHING_JOBS ?? 100_000),
  studentCount = Number(process.env.BENCH_MATCHING_STUDENTS ?? 100_000),
} = {}) {
  seconds = Math.max(1, Math.min(60, seconds));
  // At least 50 jobs of each of 200 companies, and the 20 signed-in students among the students.
  jobCount = Math.max(10_000, Math.min(2_000_000, Math.round(jobCount)));
  studentCount = Math.max(20, Math.min(2_000_000, Math.round(studentCount)));
  const wanted = (process.env.BENCH_MATCHING_DATABASES ?? "pglite,postgres").split(",").map((d) => d.trim());
  const results = [];
  if (wanted.includes("pglite")) {
    results.push(await benchDatabase({ database: "pglite", jobCount, studentCount, seconds }));
  }
  if (wanted.includes("postgres")) {
    if (postgresAvailable()) results.push(await benchPostgres({ jobCount, studentCount, seconds }));
    else console.log("\n[matching] PostgreSQL: skipped (no initdb; install the postgresql package or set PG_BIN)");
  }
  for (const result of results) report(result, seconds);
  return results;
}

const isMain = isMainScript(import.meta.url);
if (isMain && process.env.BENCH_MATCHING_INNER === "postgres") {
  // Inside with-postgres.sh: TEST_DATABASE_URL names its empty database.
  const result = await benchDatabase({
    database: "postgres",
    databaseUrl: process.env.TEST_DATABASE_URL,
    jobCount: Number(process.env.BENCH_MATCHING_JOBS),
    studentCount: Number(process.env.BENCH_MATCHING_STUDENTS),
    seconds: Number(process.env.BENCH_SECONDS),
  });
  writeFileSync(process.env.BENCH_MATCHING_RESULT, `${JSON.stringify(result)}\n`);
} else if (isMain) {
  await benchMatching();
}
