// Starts the real server (node apps/api/src/main.ts) on a free loopback port for e2e tests and benchmarks.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { npmCommand, repoRoot } from "./build-web.mjs";
import { API_NODE_OPTIONS, apiEnvironment, nodeBinary } from "./node-bin.mjs";

/** A port nothing listens on right now (the OS picks it). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function groupAlive(pgid) {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Polls `url` until it answers 200; rejects if `child` exits first or `timeoutMs` passes. */
export async function waitForHealthy(url, { child, timeoutMs = 60_000, intervalMs = 25 } = {}) {
  const deadline = Date.now() + timeoutMs;
  let exited = null;
  child?.once("exit", (code, signal) => (exited = signal ?? `exit code ${code}`));
  while (Date.now() < deadline) {
    if (exited) throw new Error(`the server stopped before it was healthy (${exited})`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      await response.arrayBuffer();
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await sleep(intervalMs);
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs} ms`);
}

/**
 * Starts the API + SPA server with a fresh temporary DATA_DIR (embedded PGlite) on a free loopback port.
 * `stdio`: "inherit" shows its log, "pipe" keeps it in `output()` (shown when something fails), "ignore".
 * `via: "npm-start"` starts it the way a person does (`npm start`, in its own process group) instead of
 * `node apps/api/src/main.ts`; `entry` runs another file with node (the bundled API). `dataDir` reuses a folder
 * (a warm start) instead of a fresh one.
 */
export async function startServer({
  env = {},
  stdio = "pipe",
  timeoutMs = 60_000,
  via = "node",
  entry = "apps/api/src/main.ts",
  dataDir,
} = {}) {
  const port = await freePort();
  const ownDataDir = !dataDir;
  dataDir ??= mkdtempSync(path.join(tmpdir(), "stint-data-"));
  const baseUrl = `http://127.0.0.1:${port}`;
  const [command, args] = via === "npm-start" ? npmCommand(["start"]) : [nodeBinary(), [...API_NODE_OPTIONS, entry]];
  const detached = via === "npm-start";
  const started = performance.now();
  const child = spawn(command, args, {
    cwd: repoRoot,
    detached,
    stdio: ["ignore", stdio, stdio],
    // The environment npm start gives the API, so that tests and benchmarks run the server as people do.
    env: apiEnvironment({
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      BASE_URL: baseUrl,
      DATA_DIR: dataDir,
      DEMO_DATA: "false",
      RATE_LIMIT: "false",
      STEADY_AUTH_TIMING: "false",
      LOG_LEVEL: "warn",
      DATABASE_URL: "",
      ...env,
    }),
  });
  const chunks = [];
  if (stdio === "pipe") {
    const keep = (chunk) => {
      chunks.push(chunk);
      if (chunks.length > 2000) chunks.shift();
    };
    child.stdout.on("data", keep);
    child.stderr.on("data", keep);
  }
  const exitPromise = new Promise((resolve) => child.once("exit", (code, signal) => resolve({ code, signal })));

  const server = {
    port,
    baseUrl,
    dataDir,
    child,
    output: () => Buffer.concat(chunks).toString("utf8"),
    startupMs: 0,
    /** SIGTERM (graceful: closes the database), SIGKILL after `graceMs`; deletes DATA_DIR unless `keepData`. */
    async stop({ graceMs = 15_000, keepData = false } = {}) {
      // npm start runs in its own process group: signal the whole group (npm, start.mjs, the server).
      const kill = (signal) => {
        try {
          if (detached) process.kill(-child.pid, signal);
          else child.kill(signal);
        } catch {
          // already gone
        }
      };
      if (child.exitCode === null && child.signalCode === null) {
        kill("SIGTERM");
        const timer = setTimeout(() => kill("SIGKILL"), graceMs);
        await exitPromise;
        clearTimeout(timer);
      }
      // npm may exit on the signal before the server has closed its database: wait for the whole group.
      if (detached) {
        const deadline = Date.now() + graceMs;
        while (groupAlive(child.pid) && Date.now() < deadline) await sleep(50);
        if (groupAlive(child.pid)) kill("SIGKILL");
      }
      if (!keepData && ownDataDir) rmSync(dataDir, { recursive: true, force: true });
      return exitPromise;
    },
  };
  try {
    await waitForHealthy(`${baseUrl}/api/health`, { child, timeoutMs });
  } catch (error) {
    await server.stop();
    const output = server.output();
    throw new Error(`${error.message}${output ? `\n--- server output ---\n${output}` : ""}`, { cause: error });
  }
  server.startupMs = performance.now() - started;
  return server;
}
