// Starts one checkout's API from its sources (node apps/api/src/main.ts, as the tests and benchmarks do) on a
// data folder or a PostgreSQL database, and stops it gracefully (SIGTERM: the server closes its database).
import { spawn } from "node:child_process";
import { freePort, waitForHealthy } from "../lib/server.mjs";
import { API_NODE_OPTIONS, apiEnvironment } from "../lib/node-bin.mjs";

/**
 * How long a server may take to answer: the previous release's first start in a fresh worktree builds its
 * migrated database template, and a loaded two-core machine took over 120 s for it.
 */
const START_TIMEOUT_MS = 300_000;

/**
 * @param {{ root: string, dataDir: string, databaseUrl?: string, label: string }} options
 *   root: the checkout to run; dataDir: DATA_DIR (the embedded database, stored files and mail outbox);
 *   databaseUrl: PostgreSQL instead of the embedded database.
 */
export async function startApi({ root, dataDir, databaseUrl, label }) {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [...API_NODE_OPTIONS, "apps/api/src/main.ts"], {
    cwd: root,
    stdio: ["ignore", "pipe", "pipe"],
    env: apiEnvironment({
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      BASE_URL: baseUrl,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? "",
      DEMO_DATA: "false",
      // Mail goes to DATA_DIR/mail (the outbox folder), never to a real server.
      SMTP_URL: "",
      S3_BUCKET: "",
      RATE_LIMIT: "false",
      STEADY_AUTH_TIMING: "false",
      // Its log is kept in memory and shown only when it fails to start or to answer.
      LOG_LEVEL: "info",
    }),
  });
  // A test stopped by a signal exits without stopping its servers: they must not outlive it.
  const killOnExit = () => child.kill("SIGKILL");
  process.once("exit", killOnExit);
  const chunks = [];
  const keep = (chunk) => {
    chunks.push(chunk);
    if (chunks.length > 500) chunks.shift();
  };
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  const exited = new Promise((resolve) =>
    child.once("exit", (code, signal) => {
      process.off("exit", killOnExit);
      resolve({ code, signal });
    }),
  );
  const output = () => Buffer.concat(chunks).toString("utf8");
  const started = performance.now();
  const server = {
    baseUrl,
    label,
    output,
    startupMs: 0,
    /** SIGTERM and wait (SIGKILL after `graceMs`); resolves with how it ended. */
    async stop(graceMs = 30_000) {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill("SIGTERM");
        const timer = setTimeout(() => child.kill("SIGKILL"), graceMs);
        const result = await exited;
        clearTimeout(timer);
        return result;
      }
      return exited;
    },
  };
  try {
    await waitForHealthy(`${baseUrl}/api/health`, { child, timeoutMs: START_TIMEOUT_MS, intervalMs: 100 });
    // Releases since 1.1.0 say when their indexes are loaded; an older one has no readiness endpoint (404).
    const ready = await fetch(`${baseUrl}/api/health/ready`);
    await ready.arrayBuffer();
    if (ready.status !== 404)
      await waitForHealthy(`${baseUrl}/api/health/ready`, { child, timeoutMs: START_TIMEOUT_MS, intervalMs: 100 });
  } catch (error) {
    await server.stop();
    throw new Error(`${label} did not start: ${error.message}\n--- its output ---\n${output()}`, { cause: error });
  }
  server.startupMs = Math.round(performance.now() - started);
  return server;
}
