// The live section of `npm run bench` (or on its own: `node scripts/bench-live.mjs`): one API process holding
// BENCH_LIVE_CONNECTIONS (1,000) open live streams (GET /api/live, Server-Sent Events), on embedded PGlite and,
// when the PostgreSQL server binaries are installed, on a throwaway PostgreSQL cluster (scripts/with-postgres.sh).
//
// Per database and run (BENCH_LIVE_RUNS, 3): seed BENCH_LIVE_ACCOUNTS students (100) with one notification each
// (apps/api/scripts/seed-bench-live.ts), start `node apps/api/src/main.ts` as one process (API_PROCESSES=1),
// sign the students in, read the server's resident memory, open the streams (spread over the accounts: at most
// 10 per account, the server's limit), read it again; then BENCH_LIVE_EVENTS (200) events one at a time, each
// to the next account in turn (distinct recipients): POST /api/notifications/{id}/read by the account publishes
// `notifications-read` to it, and the time is from the request's start to the event's arrival on each of that
// account's streams. Targets: resident memory growth < 100 MB, delivery p95 < 500 ms. The table shows each
// run and the median of the runs.
import http from "node:http";
import { writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import path from "node:path";
import { benchInPostgres, isMainScript, runSeed, withScratch } from "./lib/bench-database.mjs";
import {
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
import { startServer } from "./lib/server.mjs";

const MEMORY_TARGET_MB = 100;
const P95_TARGET_MS = 500;
const MAX_PER_ACCOUNT = 10;

/** Opens one stream; `onEvent(id)` for each event (an `id:` line), resolves once its headers came. */
function openStream(baseUrl, cookie, onEvent) {
  return new Promise((resolve, reject) => {
    const request = http.get(
      `${baseUrl}/api/live`,
      { agent: false, headers: { cookie, origin: baseUrl } },
      (response) => {
        if (response.statusCode !== 200) {
          reject(new Error(`GET /api/live answered ${response.statusCode}`));
          response.resume();
          return;
        }
        response.setEncoding("utf8");
        let buffer = "";
        response.on("data", (text) => {
          buffer += text;
          let end;
          while ((end = buffer.indexOf("\n\n")) >= 0) {
            const frame = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const id = /^id: (\d+)$/m.exec(frame)?.[1];
            if (id) onEvent(id);
          }
        });
        response.on("error", () => undefined);
        resolve({ close: () => request.destroy() });
      },
    );
    request.on("error", reject);
  });
}

async function post(baseUrl, cookie, route) {
  const response = await fetch(`${baseUrl}${route}`, { method: "POST", headers: { cookie, origin: baseUrl } });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`POST ${route} answered ${response.status}`);
}

async function oneRun({ database, databaseUrl, connections, accounts, events }) {
  return withScratch("live", { database, databaseUrl }, async ({ scratch, dataDir, env }) => {
    if (databaseUrl) {
      // A fresh database per run on the one cluster.
      const pg = (await import("pg")).default;
      const admin = new pg.Client({ connectionString: databaseUrl });
      await admin.connect();
      await admin.query(
        "drop schema if exists public cascade; drop schema if exists drizzle cascade; create schema public",
      );
      await admin.end();
    }
    const seeded = await runSeed("seed-bench-live", ["--accounts", String(accounts)], {
      env,
      outFile: path.join(scratch, "seed.json"),
      timeoutMs: 10 * 60_000,
    });
    const server = await startServer({
      env: { API_PROCESSES: "1", ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
      ...(database === "pglite" ? { dataDir } : {}),
      timeoutMs: 300_000,
    });
    const streams = [];
    try {
      const signedIn = await signInEach(server.baseUrl, seeded.accounts);
      // Warm: each route once, so that memory before is the running server's, not its first requests'.
      const warm = await openStream(server.baseUrl, signedIn[0].cookie, () => undefined);
      await post(server.baseUrl, signedIn[0].cookie, `/api/notifications/${signedIn[0].notificationId}/read`);
      await sleep(500);
      warm.close();
      await sleep(1_000);
      const rssBefore = residentMb(server.child.pid);
      const waiting = new Map(); // account index → { sent, arrived: number[], resolve }
      for (let n = 0; n < connections; n += 1) {
        const index = n % signedIn.length;
        streams.push(
          await openStream(server.baseUrl, signedIn[index].cookie, () => {
            const wait = waiting.get(index);
            if (!wait) return;
            wait.arrived.push(performance.now() - wait.sent);
            if (wait.arrived.length === wait.expected) wait.resolve();
          }),
        );
      }
      await sleep(2_000);
      const rssOpen = residentMb(server.child.pid);
      const times = [];
      let lost = 0;
      for (let n = 0; n < events; n += 1) {
        const index = n % signedIn.length;
        const expected = Math.floor(connections / signedIn.length) + (index < connections % signedIn.length ? 1 : 0);
        const arrived = [];
        const done = new Promise((resolve) =>
          waiting.set(index, { sent: performance.now(), arrived, expected, resolve }),
        );
        waiting.get(index).sent = performance.now();
        await post(server.baseUrl, signedIn[index].cookie, `/api/notifications/${signedIn[index].notificationId}/read`);
        await Promise.race([done, sleep(5_000)]);
        waiting.delete(index);
        times.push(...arrived);
        lost += expected - arrived.length;
      }
      const rssAfter = residentMb(server.child.pid);
      times.sort((a, b) => a - b);
      return {
        rssBeforeMb: rssBefore,
        rssOpenMb: rssOpen,
        rssAfterMb: rssAfter,
        growthMb: Math.max(rssOpen, rssAfter) - rssBefore,
        deliveries: times.length,
        lost,
        p50Ms: percentile(times, 0.5),
        p95Ms: percentile(times, 0.95),
        maxMs: times.at(-1),
        load1m: loadavg()[0],
      };
    } finally {
      for (const stream of streams) stream.close();
      await server.stop();
    }
  });
}

async function benchDatabase({ database, databaseUrl, runs, ...options }) {
  const loadBefore = loadText();
  const measured = [];
  for (let run = 0; run < runs; run += 1) {
    process.stdout.write(`[live] ${database} run ${run + 1}: `);
    const result = await oneRun({ database, databaseUrl, ...options });
    console.log(`growth ${fmt(result.growthMb, 0)} MB, p95 ${fmt(result.p95Ms)} ms, lost ${result.lost}`);
    measured.push(result);
  }
  const med = (key) => median(measured.map((m) => m[key]));
  return {
    database,
    ...options,
    runs: measured,
    growthMb: med("growthMb"),
    p50Ms: med("p50Ms"),
    p95Ms: med("p95Ms"),
    lost: measured.reduce((sum, m) => sum + m.lost, 0),
    loadBefore,
    loadAfter: loadText(),
  };
}

function report(result) {
  const name = result.database === "pglite" ? "PGlite" : "PostgreSQL";
  table(
    `Live streams on ${name}: one API process, ${result.connections} open streams over ${result.accounts} accounts, ` +
      `${result.events} events one at a time to the next account (each to all its streams). Growth: resident ` +
      `memory with the streams open (and after the events) less before. Delivery: from the POST that publishes ` +
      `to the event on each stream. Load average before: ${result.loadBefore}; after: ${result.loadAfter}.`,
    [
      "run",
      "RSS before MB",
      "RSS open MB",
      "RSS after MB",
      "growth MB",
      "deliveries",
      "lost",
      "p50 ms",
      "p95 ms",
      "max ms",
      "load 1m",
    ],
    [
      ...result.runs.map((r, i) => [
        i + 1,
        fmt(r.rssBeforeMb, 0),
        fmt(r.rssOpenMb, 0),
        fmt(r.rssAfterMb, 0),
        fmt(r.growthMb, 0),
        r.deliveries,
        r.lost,
        fmt(r.p50Ms),
        fmt(r.p95Ms),
        fmt(r.maxMs),
        fmt(r.load1m, 2),
      ]),
      ["median", "", "", "", fmt(result.growthMb, 0), "", result.lost, fmt(result.p50Ms), fmt(result.p95Ms), "", ""],
    ],
  );
  console.log(
    `targets: growth < ${MEMORY_TARGET_MB} MB ${result.growthMb < MEMORY_TARGET_MB ? "met" : "NOT met"}; ` +
      `p95 < ${P95_TARGET_MS} ms ${result.p95Ms < P95_TARGET_MS ? "met" : "NOT met"}`,
  );
}

export async function benchLive() {
  const connections = Math.max(1, Math.min(10_000, Number(process.env.BENCH_LIVE_CONNECTIONS ?? 1000)));
  const options = {
    runs: Math.max(1, Math.min(9, Number(process.env.BENCH_LIVE_RUNS ?? 3))),
    connections,
    accounts: Math.max(Math.ceil(connections / MAX_PER_ACCOUNT), Number(process.env.BENCH_LIVE_ACCOUNTS ?? 100)),
    events: Math.max(10, Math.min(10_000, Number(process.env.BENCH_LIVE_EVENTS ?? 200))),
  };
  const wanted = (process.env.BENCH_LIVE_DATABASES ?? "pglite,postgres").split(",").map((d) => d.trim());
  const results = [];
  if (wanted.includes("pglite")) results.push(await benchDatabase({ database: "pglite", ...options }));
  if (wanted.includes("postgres")) {
    if (postgresAvailable())
      results.push(
        await benchInPostgres({
          scriptUrl: import.meta.url,
          env: { BENCH_LIVE_INNER: JSON.stringify(options) },
          resultVar: "BENCH_LIVE_RESULT",
          timeoutMs: 60 * 60_000,
          label: "the PostgreSQL live benchmark",
        }),
      );
    else console.log("\n[live] PostgreSQL: skipped (no initdb; install the postgresql package or set PG_BIN)");
  }
  for (const result of results) report(result);
  return results;
}

const isMain = isMainScript(import.meta.url);
if (isMain && process.env.BENCH_LIVE_INNER) {
  const options = JSON.parse(process.env.BENCH_LIVE_INNER);
  const result = await benchDatabase({ database: "postgres", databaseUrl: process.env.TEST_DATABASE_URL, ...options });
  writeFileSync(process.env.BENCH_LIVE_RESULT, `${JSON.stringify(result)}\n`);
} else if (isMain) {
  await benchLive();
}
