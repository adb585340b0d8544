// What the HTTP benchmarks of `npm run bench` share (scripts/bench-*.mjs): numbers and tables, children run to
// their end, PostgreSQL's presence, signing in, timed keep-alive GETs driven by a closed loop of connections,
// and the server's CPU time and memory read from /proc.
import { spawn, spawnSync } from "node:child_process";
import http from "node:http";
import { existsSync, readdirSync, readFileSync, readlinkSync } from "node:fs";
import { loadavg } from "node:os";
import path from "node:path";
import { repoRoot } from "./build-web.mjs";

export const fmt = (value, digits = 1) => (value === undefined || Number.isNaN(value) ? "-" : value.toFixed(digits));
export const loadText = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(", ");
export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/** mulberry32: a small seeded generator, so that a bench asks the same requests on every run. */
export function seededRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
/** Nearest-rank percentile of sorted values. */
export const percentile = (sorted, fraction) => sorted[Math.max(0, Math.ceil(fraction * sorted.length) - 1)];

export function table(title, headers, rows) {
  const widths = headers.map((header, i) => Math.max(header.length, ...rows.map((row) => String(row[i]).length)));
  const line = (cells) => cells.map((cell, i) => String(cell).padEnd(widths[i])).join("  ");
  console.log(`\n${title}\n${line(headers)}\n${widths.map((w) => "-".repeat(w)).join("  ")}`);
  for (const row of rows) console.log(line(row));
}

/** True when with-postgres.sh would find the PostgreSQL server binaries (same search order). */
export function postgresAvailable() {
  if (process.env.PG_BIN) return existsSync(path.join(process.env.PG_BIN, "initdb"));
  const root = "/usr/lib/postgresql";
  if (existsSync(root) && readdirSync(root).some((v) => existsSync(path.join(root, v, "bin/initdb")))) return true;
  return spawnSync("sh", ["-c", "command -v initdb"], { stdio: "ignore" }).status === 0;
}

/** Runs a child to its end (killed after `timeoutMs`); rejects unless it exits 0. */
export function run(command, args, { env = {}, timeoutMs, label }) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: repoRoot, stdio: "inherit", env: { ...process.env, ...env } });
    const timer = setTimeout(() => child.kill("SIGTERM"), timeoutMs);
    child.on("error", reject);
    child.on("exit", (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else reject(new Error(`${label} failed (${signal ?? `exit code ${code}`})`));
    });
  });
}

/** Signs an account in through the API and returns its cookies (session token and cache) for request headers. */
export async function signIn(baseUrl, { email, password }) {
  const response = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseUrl },
    body: JSON.stringify({ email, password }),
  });
  if (response.status !== 200)
    throw new Error(`sign-in of ${email} answered ${response.status}: ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

/** Signs each account in, one after the other: the accounts with their cookies. */
export async function signInEach(baseUrl, accounts) {
  const signedIn = [];
  for (const account of accounts) signedIn.push({ ...account, cookie: await signIn(baseUrl, account) });
  return signedIn;
}

/** A JSON request with the cookie; throws unless it answers `expect`. */
export async function call(baseUrl, cookie, method, route, { body, expect = 200 } = {}) {
  const response = await fetch(`${baseUrl}${route}`, {
    method,
    headers: { cookie, origin: baseUrl, ...(body ? { "content-type": "application/json" } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const text = await response.text();
  if (response.status !== expect)
    throw new Error(`${method} ${route} answered ${response.status}: ${text.slice(0, 500)}`);
  return JSON.parse(text);
}

/** One keep-alive GET with a cookie: resolves with its status, headers, body and time (ms, until the body's end). */
export function timedGet(agent, baseUrl, { path: route, cookie }, timeoutMs = 60_000) {
  return new Promise((resolve) => {
    const started = performance.now();
    const request = http.get(`${baseUrl}${route}`, { agent, headers: { cookie } }, (response) => {
      const chunks = [];
      response.on("data", (chunk) => chunks.push(chunk));
      response.on("end", () =>
        resolve({
          status: response.statusCode,
          headers: response.headers,
          body: Buffer.concat(chunks),
          ms: performance.now() - started,
        }),
      );
      response.on("error", (error) => resolve({ status: 0, error, ms: performance.now() - started }));
    });
    request.on("error", (error) => resolve({ status: 0, error, ms: performance.now() - started }));
    request.setTimeout(timeoutMs, () => request.destroy(new Error("timeout")));
  });
}

/**
 * A closed loop: `connections` workers, each on its own keep-alive connection sending its next request when
 * its last one is answered, over `next()` (which hands out { id, path, cookie }). A worker starts no request
 * after `durationMs`, and the run waits for the ones under way (so a slow server shows as slow rather than
 * as requests dropped at the end). Returns every response with its time, and the elapsed time.
 */
export async function closedLoop({ baseUrl, next, connections, durationMs }) {
  // Connections of their own: an earlier run's may have sat idle past the server's keep-alive timeout, and a
  // request sent on one the server is closing fails.
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const deadline = performance.now() + durationMs;
  const results = [];
  const worker = async () => {
    while (performance.now() < deadline) {
      const item = next();
      results.push({ id: item.id, ...(await timedGet(agent, baseUrl, item)) });
    }
  };
  const started = performance.now();
  try {
    await Promise.all(Array.from({ length: connections }, worker));
  } finally {
    agent.destroy();
  }
  return { results, elapsedMs: performance.now() - started };
}

/** Clock ticks a second, the unit of CPU times in /proc (100 on Linux unless configured otherwise). */
const CLOCK_TICKS = Number(spawnSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).stdout?.trim()) || 100;

/** /proc/<pid>/stat as fields (the command, which may hold spaces, cut off), or null. */
export function procStat(pid) {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, "utf8");
    return text.slice(text.lastIndexOf(")") + 2).split(" ");
  } catch {
    return null;
  }
}

/**
 * The CPU time (ms) the server has used so far: the API process and its children (API_PROCESSES workers),
 * and on PostgreSQL the cluster listening on `postgresPort` (the postmaster, its live children, and the
 * children that have ended). Null where /proc cannot tell (not Linux). The machine is often shared, so a
 * request's wall time says as much about the others' load as about the server; CPU per request says what a
 * request costs. With `ownConnectionsOnly`, client backends other than the server's own connections (another
 * bench or a seed using the same kept cluster) are left out; their pids are in `otherBackends`, so that a caller
 * can tell when one ended between two readings (its whole CPU then lands in the postmaster's ended children).
 */
export function serverCpuMs({ serverPid, postgresPort, ownConnectionsOnly = false }) {
  // After the command: state, ppid, … utime (12th), stime, cutime, cstime.
  const own = (fields) => Number(fields[11]) + Number(fields[12]);
  const ended = (fields) => Number(fields[13]) + Number(fields[14]);
  const server = procStat(serverPid);
  if (!server) return null;
  const pids = readdirSync("/proc").filter((name) => /^\d+$/.test(name));
  const serverPids = [String(serverPid)];
  let serverTicks = own(server) + ended(server);
  for (const pid of pids) {
    const fields = procStat(pid);
    if (fields && fields[1] === String(serverPid)) {
      serverTicks += own(fields);
      serverPids.push(pid);
    }
  }
  let postgresTicks = 0;
  const otherBackends = [];
  if (postgresPort) {
    const postmaster = pids.find((pid) => {
      try {
        const argv = readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0");
        return path.basename(argv[0]) === "postgres" && argv.includes(String(postgresPort));
      } catch {
        return false;
      }
    });
    const main = postmaster && procStat(postmaster);
    if (!main) return null;
    const serverPorts = ownConnectionsOnly ? clientPorts(serverPids, postgresPort) : null;
    postgresTicks = own(main) + ended(main);
    for (const pid of pids) {
      const fields = procStat(pid);
      if (!fields || fields[1] !== postmaster) continue;
      const clientPort = serverPorts && backendClientPort(pid);
      if (clientPort && !serverPorts.has(clientPort)) otherBackends.push(pid);
      else postgresTicks += own(fields);
    }
  }
  const toMs = (ticks) => (1000 * ticks) / CLOCK_TICKS;
  return { serverMs: toMs(serverTicks), postgresMs: toMs(postgresTicks), otherBackends };
}

/** The client port of a PostgreSQL client backend, from its title ("postgres: user db 127.0.0.1(48796) …"), or null. */
function backendClientPort(pid) {
  const title = orElse(() => readFileSync(`/proc/${pid}/cmdline`, "utf8"), "");
  return /^postgres: \S+ \S+ [\d.:a-f]+\((\d+)\)/.exec(title)?.[1] ?? null;
}

/** `read()`, or `fallback` when it throws (a process or file of /proc gone meanwhile). */
function orElse(read, fallback) {
  try {
    return read();
  } catch {
    return fallback;
  }
}

/** The local ports of the TCP connections `pids` hold to `remotePort` (their sockets, matched in /proc/net/tcp*). */
function clientPorts(pids, remotePort) {
  const inodes = new Set();
  for (const pid of pids) {
    for (const fd of orElse(() => readdirSync(`/proc/${pid}/fd`), [])) {
      const link = orElse(() => readlinkSync(`/proc/${pid}/fd/${fd}`), "");
      const socket = /^socket:\[(\d+)\]$/.exec(link);
      if (socket) inodes.add(socket[1]);
    }
  }
  const ports = new Set();
  for (const table of ["/proc/net/tcp", "/proc/net/tcp6"]) {
    for (const line of orElse(() => readFileSync(table, "utf8"), "").split("\n").slice(1)) {
      const [, local, remote, , , , , , , inode] = line.trim().split(/\s+/);
      if (!inode || !inodes.has(inode)) continue;
      if (Number.parseInt(remote.split(":")[1], 16) !== remotePort) continue;
      ports.add(String(Number.parseInt(local.split(":")[1], 16)));
    }
  }
  return ports;
}

/** The resident memory of one process in MB, from /proc (undefined where there is none). */
export function ownResidentMb(pid) {
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
    return kb === undefined ? undefined : Number(kb) / 1024;
  } catch {
    return undefined;
  }
}

/** The resident memory of a process and its children in MB, from /proc (undefined where there is none). */
export function residentMb(pid) {
  const own = ownResidentMb(pid);
  if (own === undefined) return undefined;
  const children = readdirSync("/proc").filter((name) => /^\d+$/.test(name) && procStat(name)?.[1] === String(pid));
  return children.reduce((total, child) => total + (ownResidentMb(child) ?? 0), own);
}

/** The largest resident memory in MB of one process of process group `pgid` (npm start: the API, not npm). */
export function largestInGroupMb(pgid) {
  const members = readdirSync("/proc").filter((name) => /^\d+$/.test(name) && procStat(name)?.[2] === String(pgid));
  return Math.max(0, ...members.map((pid) => ownResidentMb(pid) ?? 0));
}
