// The requests section of `npm run bench`: the server's CPU time per request for three requests users wait on,
// signed in as the demo student, as a browser sends them (the session's cookies, `Accept-Encoding: gzip,
// deflate, br`): GET /api/me, a job page (GET /job-detail/{id}, rendered on the server, and GET /api/jobs/{id})
// and searches (GET /api/jobs?q=…, each query distinct within a round). It replaced GET /api/health against raw
// node:http (issue 31): a hello-world route is not what users wait on.
//
// Sequential keep-alive requests per kind and round (BENCH_REQUESTS_COUNT, default 400, a fifth of it for the
// server-rendered page), in alternating rounds (BENCH_REQUESTS_ROUNDS, default 5); CPU from /proc (the API
// process and its workers), so a machine shared with other work blurs it less than wall time. With
// BENCH_REQUESTS_BASELINE=<folder of another checkout>[,<another>…] a server runs from each of those checkouts
// too, in the same rounds, alternating with this one, for a before/after on one machine at one time
// (decision 025). With BENCH_REQUESTS_ACCESS_LOG=compare, two servers of this checkout instead, both logging at
// info, one with the access log and one without (ACCESS_LOG=false), for the access log's cost (decision 030).
import http from "node:http";
import path from "node:path";
import { DEMO_PASSWORD, DEMO_STUDENTS } from "../apps/api/src/demo/demo-accounts.ts";
import { call, fmt, median, serverCpuMs, signIn, sleep, table } from "./lib/bench-kit.mjs";
import { startServer } from "./lib/server.mjs";

const COUNT = Math.max(50, Math.min(5000, Number(process.env.BENCH_REQUESTS_COUNT ?? 400)));
const ROUNDS = Math.max(1, Math.min(20, Number(process.env.BENCH_REQUESTS_ROUNDS ?? 5)));
const COMPARE_ACCESS_LOG = process.env.BENCH_REQUESTS_ACCESS_LOG?.startsWith("compare") ?? false;
const BROWSER = { "accept-encoding": "gzip, deflate, br" };

function get(agent, url, headers) {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent, headers }, (response) => {
      response.resume();
      response.on("end", () => resolve(response.statusCode));
    });
    request.on("error", reject);
    request.setTimeout(30_000, () => request.destroy(new Error("timeout")));
  });
}

/** The CPU (µs) the server spends per request over `paths`, sent one after the other. */
export async function cpuPerRequest(server, paths, headers) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const before = serverCpuMs({ serverPid: server.child.pid });
  for (const route of paths) {
    const status = await get(agent, `${server.baseUrl}${route}`, headers);
    if (status !== 200) throw new Error(`${route} answered ${status}`);
  }
  const after = serverCpuMs({ serverPid: server.child.pid });
  agent.destroy();
  return before && after ? (1000 * (after.serverMs - before.serverMs)) / paths.length : Number.NaN;
}

/** Until the server uses under 5 % of a core (V8 compiles PGlite's WebAssembly for a while after a start). */
export async function untilQuiet(pid) {
  const deadline = performance.now() + 60_000;
  while (performance.now() < deadline) {
    const before = serverCpuMs({ serverPid: pid });
    await sleep(1000);
    const after = serverCpuMs({ serverPid: pid });
    if (!before || !after || after.serverMs - before.serverMs < 50) return;
  }
}

/** Job ids and title words of the demo data, to ask for each page and search anew. */
export async function demoPaths(baseUrl, cookie) {
  const ids = [];
  const words = new Set();
  for (let page = 1; page <= 20; page++) {
    const { items } = await call(baseUrl, cookie, "GET", `/api/jobs?page=${page}&pageSize=50`);
    if (items.length === 0) break;
    for (const job of items) {
      ids.push(job.id);
      for (const word of job.title.toLowerCase().split(/[^a-z]+/)) if (word.length > 2) words.add(word);
    }
  }
  if (ids.length === 0) throw new Error("the demo data has no published job");
  // Distinct searches within a round: each word, then each pair of words, on the first pages.
  const list = [...words];
  const searches = [];
  for (let i = 0; searches.length < COUNT * ROUNDS && i < list.length; i++) {
    for (let j = i; searches.length < COUNT * ROUNDS && j < list.length; j++) {
      const q = i === j ? list[i] : `${list[i]} ${list[j]}`;
      searches.push(`/api/jobs?q=${encodeURIComponent(q)}&pageSize=20`);
    }
  }
  return { ids, searches };
}

/** BENCH_REQUESTS_KINDS=me,apiJob,search: some of them (the page needs the built web app). */
const ONLY_KINDS = process.env.BENCH_REQUESTS_KINDS?.split(",").map((kind) => kind.trim());
export const KINDS = [
  { key: "me", name: "GET /api/me", headers: {}, count: COUNT },
  {
    key: "jobPage",
    name: "GET /job-detail/{id} (server rendered)",
    headers: { accept: "text/html" },
    count: Math.round(COUNT / 5),
  },
  { key: "apiJob", name: "GET /api/jobs/{id}", headers: {}, count: COUNT },
  { key: "search", name: "GET /api/jobs?q=… (distinct)", headers: {}, count: COUNT },
].filter(({ key }) => !ONLY_KINDS || ONLY_KINDS.includes(key));

export function pathsOf({ key: kind, count }, round, { ids, searches }) {
  const cycle = (list, prefix) =>
    Array.from({ length: count }, (_, i) => `${prefix}${list[(round * count + i) % list.length]}`);
  if (kind === "me") return Array.from({ length: count }, () => "/api/me");
  if (kind === "jobPage") return cycle(ids, "/job-detail/");
  if (kind === "apiJob") return cycle(ids, "/api/jobs/");
  return cycle(searches, "");
}

/** A server on the demo data, signed in as the demo student; `env` adds to its environment (bench-traces.mjs). */
export async function started(label, entry, env = {}) {
  const server = await startServer({
    // Without the read cache: the demo has fewer jobs than a round asks for, so ids come round again, and a
    // repeated id would be answered from memory instead of measuring the request.
    env: { DEMO_DATA: "true", READ_CACHE: "false", ...env },
    timeoutMs: 400_000,
    ...(entry ? { entry } : {}),
  });
  const student = DEMO_STUDENTS[0];
  const cookie = await signIn(server.baseUrl, { email: student.email, password: DEMO_PASSWORD });
  const paths = await demoPaths(server.baseUrl, cookie);
  return { label, server, cookie, paths };
}

export async function benchRequests() {
  const baselines = (process.env.BENCH_REQUESTS_BASELINE ?? "").split(",").map((folder) => folder.trim());
  // Started two at a time (seeding the demo data waits on the disk as much as on a core).
  const accessLog = [
    { label: "access log on", env: { LOG_LEVEL: "info" } },
    { label: "access log off", env: { LOG_LEVEL: "info", ACCESS_LOG: "false" } },
  ];
  // `compare-off-first` starts them the other way round: a difference that follows the order is the servers'.
  const specs = COMPARE_ACCESS_LOG
    ? process.env.BENCH_REQUESTS_ACCESS_LOG === "compare-off-first"
      ? accessLog.reverse()
      : accessLog
    : [
        ...baselines
          .filter(Boolean)
          .map((folder) => ({ label: path.basename(folder), entry: path.resolve(folder, "apps/api/src/main.ts") })),
        { label: "this checkout" },
      ];
  const servers = [];
  let failure;
  try {
    // One at a time when both are this checkout: they would both make the demo snapshot, in one folder.
    const together = COMPARE_ACCESS_LOG ? 1 : 2;
    for (let index = 0; index < specs.length; index += together) {
      const pair = specs.slice(index, index + together).map(({ label, entry, env }) => started(label, entry, env));
      for (const result of await Promise.allSettled(pair)) {
        if (result.status === "fulfilled") servers.push(result.value);
        else failure ??= result.reason;
      }
    }
    if (failure) throw failure;
    await Promise.all(servers.map(({ server }) => untilQuiet(server.child.pid)));
    const runs = servers.map(() => Object.fromEntries(KINDS.map(({ key }) => [key, []])));
    // Warm-up: one short pass of every kind on every server.
    for (const { server, cookie, paths } of servers) {
      for (const kind of KINDS) {
        await cpuPerRequest(server, pathsOf(kind, 0, paths).slice(0, 20), { ...BROWSER, cookie, ...kind.headers });
      }
    }
    for (let round = 0; round < ROUNDS; round++) {
      for (const kind of KINDS) {
        // Alternating within a round, the order turned every other round.
        const order = round % 2 === 0 ? servers.map((_, i) => i) : servers.map((_, i) => servers.length - 1 - i);
        for (const index of order) {
          const { server, cookie, paths, label } = servers[index];
          const us = await cpuPerRequest(server, pathsOf(kind, round, paths), {
            ...BROWSER,
            cookie,
            ...kind.headers,
          });
          runs[index][kind.key].push(us);
          process.stdout.write(`  ${label} ${kind.name} round ${round + 1}/${ROUNDS}: ${fmt(us, 0)} µs/req\n`);
        }
      }
    }
    const results = servers.map(({ label }, index) => ({
      label,
      ...Object.fromEntries(
        KINDS.map(({ key }) => [key, { medianUs: median(runs[index][key]), rounds: runs[index][key] }]),
      ),
    }));
    table(
      `Server CPU per request (µs), signed in as the demo student, ${COUNT} sequential requests per kind and round ` +
        `(${Math.round(COUNT / 5)} pages), median of ${ROUNDS} alternating rounds (each round's figure in brackets)`,
      ["request", ...results.map((r) => r.label)],
      KINDS.map(({ key, name }) => [
        name,
        ...results.map((r) => `${fmt(r[key].medianUs, 0)} (${r[key].rounds.map((us) => fmt(us, 0)).join(" / ")})`),
      ]),
    );
    return results;
  } finally {
    for (const { server } of servers) await server.stop();
  }
}
