// The conversations section of `npm run bench` (or on its own: `node scripts/bench-conversations.mjs`): reading
// a long conversation and a big inbox over HTTP against the real server, with the read cache off, on a data set
// made by apps/api/scripts/seed-bench-conversations.ts (BENCH_CONVERSATIONS_COMPANIES companies, 3 by default,
// each with an inbox of 5,000 conversations and 3 conversations of 2,000 messages), on embedded PGlite and,
// when the PostgreSQL server binaries are installed, on a throwaway PostgreSQL cluster (with-postgres.sh).
//
// Cases, each a 2 s warm-up and BENCH_CONVERSATIONS_RUNS runs (3 by default) of BENCH_SECONDS with
// BENCH_CONVERSATIONS_CONNECTIONS keep-alive connections (2 by default), every request another one until all
// were sent (each company's long conversations and inbox pages, interleaved):
//   (f) the first page of a 2,000-message conversation: GET /api/conversations/{id}/messages?limit=20…50
//   (b) the page before it (and every earlier one): …/messages?limit=50&before={message id}
//   (u) the unread count, one small statement: the floor of a signed-in request on this machine, for reading the
//       others against (the machine may be shared)
//   (i) the inbox of a company with 5,000 conversations, every page: GET /api/conversations?limit=20&cursor=…
// Targets: p95 < 30 ms for (f) and (b), p95 < 50 ms for (i), on both databases.
//
// Options (environment): BENCH_SECONDS (default 10), BENCH_CONVERSATIONS_RUNS (default 3),
// BENCH_CONVERSATIONS_COMPANIES (default 3), BENCH_CONVERSATIONS (default 5000), BENCH_CONVERSATION_MESSAGES
// (default 2000), BENCH_CONVERSATIONS_CONNECTIONS (default 2), BENCH_CONVERSATIONS_DATABASES (default
// "pglite,postgres"), BENCH_API_PROCESSES, PG_BIN (see with-postgres.sh).
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
  signInEach,
  table,
} from "./lib/bench-kit.mjs";

const CONNECTIONS = Math.max(1, Math.min(50, Number(process.env.BENCH_CONVERSATIONS_CONNECTIONS ?? 2)));
const WARMUP_SECONDS = 2;
const SEED_TIMEOUT_MS = 20 * 60_000;

/** One list of requests from each company's, interleaved, so consecutive requests ask for different ones. */
function interleave(lists) {
  const out = [];
  for (let i = 0; i < Math.max(...lists.map((list) => list.length)); i++) {
    for (const list of lists) if (list[i]) out.push(list[i]);
  }
  return out;
}

const request = (company, route) => ({ id: route, path: route, cookie: company.cookie });

const firstPages = (company) =>
  company.long.flatMap((conversation) =>
    [20, 30, 40, 50].map((limit) => request(company, `/api/conversations/${conversation.id}/messages?limit=${limit}`)),
  );
const earlierPages = (company) =>
  interleave(
    company.long.map((conversation) =>
      [...conversation.before]
        .reverse()
        .map((id) => request(company, `/api/conversations/${conversation.id}/messages?limit=50&before=${id}`)),
    ),
  );
const inboxPages = (company) => [
  request(company, "/api/conversations?limit=20"),
  ...company.inboxCursors.map((cursor) => request(company, `/api/conversations?limit=20&cursor=${cursor}`)),
];

async function measure({ baseUrl, requests, seconds, runs }) {
  let next = 0;
  const take = () => requests[next++ % requests.length];
  await closedLoop({ baseUrl, next: take, connections: CONNECTIONS, durationMs: WARMUP_SECONDS * 1000 });
  const measured = [];
  const asked = new Set();
  for (let index = 0; index < runs; index++) {
    const { results, elapsedMs } = await closedLoop({
      baseUrl,
      next: take,
      connections: CONNECTIONS,
      durationMs: seconds * 1000,
    });
    for (const result of results) asked.add(result.id);
    const ok = results.filter((r) => r.status === 200);
    const times = ok.map((r) => r.ms).sort((a, b) => a - b);
    const failed = results.find((r) => r.status !== 200);
    measured.push({
      requests: results.length,
      rps: (1000 * ok.length) / elapsedMs,
      p50Ms: percentile(times, 0.5),
      p95Ms: percentile(times, 0.95),
      p99Ms: percentile(times, 0.99),
      errors: results.length - ok.length,
      firstError: failed
        ? (failed.error?.message ?? `${failed.status} ${failed.body?.toString("utf8").slice(0, 200)}`)
        : undefined,
      load1m: loadavg()[0],
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
  };
}

async function benchDatabase({ database, databaseUrl, seconds, runs, companies, conversations, messages }) {
  const loadBefore = loadText();
  return withScratch("conversations", { database, databaseUrl }, async ({ scratch, dataDir, env }) => {
    console.log(
      `\n[conversations] ${database}: seeding ${companies} companies × ${conversations} conversations ` +
        `(load average ${loadBefore})`,
    );
    const args = ["--companies", String(companies), "--conversations", String(conversations)];
    args.push("--messages", String(messages));
    const seeded = await runSeed("seed-bench-conversations", args, {
      env,
      outFile: path.join(scratch, "seed.json"),
      timeoutMs: SEED_TIMEOUT_MS,
    });
    const serverEnv = { READ_CACHE: "false" };
    return withBenchServer({ database, databaseUrl, dataDir, env: serverEnv }, async ({ server, processes }) => {
      const signedIn = await signInEach(server.baseUrl, seeded.perCompany);
      const plan = [
        {
          id: "f",
          name: `first page of a ${messages.toLocaleString("en")}-message conversation`,
          route: "/api/conversations/{id}/messages?limit=20…50",
          requests: interleave(signedIn.map(firstPages)),
          targetMs: 30,
        },
        {
          id: "b",
          name: "the page before it, and every earlier one",
          route: "/api/conversations/{id}/messages?limit=50&before=…",
          requests: interleave(signedIn.map(earlierPages)),
          targetMs: 30,
        },
        {
          // The floor: one small statement behind the same session check, to read the others against.
          id: "u",
          name: "unread count (the floor: one small statement)",
          route: "/api/conversations/unread-count",
          requests: signedIn.map((company) => request(company, "/api/conversations/unread-count")),
          targetMs: 50,
        },
        {
          id: "i",
          name: `inbox of ${conversations.toLocaleString("en")} conversations, every page`,
          route: "/api/conversations?limit=20&cursor=…",
          requests: interleave(signedIn.map(inboxPages)),
          targetMs: 50,
        },
      ];
      const cases = [];
      for (const item of plan) {
        const check = await call(server.baseUrl, item.requests[0].cookie, "GET", item.requests[0].path);
        if (item.id !== "u" && !check.items?.length) throw new Error(`${item.route} answered no items`);
        process.stdout.write(
          `[conversations] ${database} (${item.id}) ${item.name}, ${item.requests.length} requests …`,
        );
        const result = await measure({ baseUrl: server.baseUrl, requests: item.requests, seconds, runs });
        console.log(` median p95 ${fmt(result.p95Ms)} ms`);
        cases.push({ ...item, requests: item.requests.length, ...result, met: result.p95Ms < item.targetMs });
      }
      return {
        database,
        processes,
        cores: availableParallelism(),
        seeded: { ...seeded, perCompany: undefined },
        rssMb: residentMb(server.child.pid),
        loadBefore,
        loadAfter: loadText(),
        cases,
      };
    });
  });
}

function benchPostgres(options) {
  return benchInPostgres({
    scriptUrl: import.meta.url,
    env: { BENCH_CONVERSATIONS_INNER: JSON.stringify(options) },
    resultVar: "BENCH_CONVERSATIONS_RESULT",
    timeoutMs: SEED_TIMEOUT_MS + 15 * 60_000,
    label: "the PostgreSQL conversations benchmark",
  });
}

function report(result, seconds) {
  const name = result.database === "pglite" ? "PGlite" : "PostgreSQL";
  const s = result.seeded;
  table(
    `Conversations on ${name}: ${s.companies} companies × ${s.conversationsPerCompany.toLocaleString("en")} ` +
      `conversations, ${s.longPerCompany} of ${s.messagesPerLong.toLocaleString("en")} messages each per company, ` +
      `${s.messages.toLocaleString("en")} messages; seeded in ${fmt(s.timings.totalMs / 1000)} s. API processes: ` +
      `${result.processes} (${result.cores} cores), read cache off; RSS after ${fmt(result.rssMb, 0)} MB.\n` +
      `${CONNECTIONS} connections, ${WARMUP_SECONDS} s warm-up, then ${result.cases[0]?.runs.length} runs of ${seconds} s; ` +
      `every request another one until all were sent; p95 of each run in brackets and the median of the runs. ` +
      `Load average before: ${result.loadBefore}; after: ${result.loadAfter}.`,
    [
      "case",
      "request",
      "distinct of sent (list)",
      "req/s",
      "p50 ms",
      "p95 ms (runs)",
      "p99 ms",
      "errors",
      "target",
      "met",
    ],
    result.cases.map((c) => [
      `(${c.id}) ${c.name}`,
      c.route,
      `${c.distinct} of ${c.sent} (${c.requests})`,
      fmt(c.rps, 0),
      fmt(c.p50Ms),
      `${fmt(c.p95Ms)} (${c.runs.map((r) => fmt(r.p95Ms, 1)).join(", ")})`,
      fmt(c.p99Ms),
      c.errors ? `${c.errors} (${c.firstError})` : 0,
      `p95 < ${c.targetMs} ms`,
      c.met ? "yes" : "NO",
    ]),
  );
}

/** The conversations section: every database in BENCH_CONVERSATIONS_DATABASES (PostgreSQL only when installed). */
export async function benchConversations({ seconds = Number(process.env.BENCH_SECONDS ?? 10) } = {}) {
  const options = {
    seconds: Math.max(1, Math.min(60, seconds)),
    runs: Math.max(1, Math.min(9, Number(process.env.BENCH_CONVERSATIONS_RUNS ?? 3))),
    companies: Math.max(1, Math.min(20, Number(process.env.BENCH_CONVERSATIONS_COMPANIES ?? 3))),
    conversations: Math.max(10, Math.min(50_000, Number(process.env.BENCH_CONVERSATIONS ?? 5000))),
    messages: Math.max(100, Math.min(50_000, Number(process.env.BENCH_CONVERSATION_MESSAGES ?? 2000))),
  };
  const wanted = (process.env.BENCH_CONVERSATIONS_DATABASES ?? "pglite,postgres").split(",").map((d) => d.trim());
  const results = [];
  if (wanted.includes("pglite")) results.push(await benchDatabase({ database: "pglite", ...options }));
  if (wanted.includes("postgres")) {
    if (postgresAvailable()) results.push(await benchPostgres(options));
    else console.log("\n[conversations] PostgreSQL: skipped (no initdb; install the postgresql package or set PG_BIN)");
  }
  for (const result of results) report(result, options.seconds);
  return results;
}

const isMain = isMainScript(import.meta.url);
if (isMain && process.env.BENCH_CONVERSATIONS_INNER) {
  const options = JSON.parse(process.env.BENCH_CONVERSATIONS_INNER);
  const result = await benchDatabase({ database: "postgres", databaseUrl: process.env.TEST_DATABASE_URL, ...options });
  writeFileSync(process.env.BENCH_CONVERSATIONS_RESULT, `${JSON.stringify(result)}\n`);
} else if (isMain) {
  await benchConversations();
}
