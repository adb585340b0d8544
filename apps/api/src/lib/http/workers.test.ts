import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it, onTestFailed } from "vitest";
import pg from "pg";

/**
 * The real server with API_PROCESSES=2 (PostgreSQL only, so this runs in the PostgreSQL pass): the workers
 * share the port, a worker that dies is replaced while the other answers, and SIGTERM stops them all.
 */
const mainFile = fileURLToPath(new URL("../../main.ts", import.meta.url));
const serverUrl = process.env.TEST_DATABASE_URL;

async function adminQuery(sql: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(sql).finally(() => client.end());
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/** The processes the primary forked (ps exits 1 when there are none). */
function childrenOf(pid: number): number[] {
  try {
    return execFileSync("ps", ["-o", "pid=", "--ppid", String(pid)], { encoding: "utf8" })
      .split("\n")
      .map((line) => Number(line.trim()))
      .filter((child) => child > 0);
  } catch {
    return [];
  }
}

async function until<T>(what: string, check: () => Promise<T | undefined> | T | undefined, ms = 120_000) {
  const end = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe.runIf(Boolean(serverUrl))("API_PROCESSES=2", () => {
  let primary: ChildProcess | undefined;
  const dataDir = mkdtempSync(path.join(tmpdir(), "stint-workers-"));
  const name = `stint_workers_${process.pid}`;
  afterAll(async () => {
    primary?.kill("SIGKILL");
    rmSync(dataDir, { recursive: true, force: true });
    await adminQuery(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  });

  it("serves from two workers, replaces one that dies, and stops them all on SIGTERM", async () => {
    await adminQuery(`CREATE DATABASE "${name}"`);
    const databaseUrl = new URL(serverUrl!);
    databaseUrl.pathname = `/${name}`;
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    primary = spawn(process.execPath, [mainFile], {
      // What the processes say of trouble is kept, and shown if the test fails.
      stdio: ["ignore", "ignore", "pipe"],
      env: {
        ...process.env,
        NODE_ENV: "production",
        PORT: String(port),
        HOST: "127.0.0.1",
        BASE_URL: baseUrl,
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl.toString(),
        DEMO_DATA: "false",
        LOG_LEVEL: "warn",
        API_PROCESSES: "2",
      },
    });
    const pid = primary.pid!;
    let said = "";
    primary.stderr!.on("data", (chunk: Buffer) => (said += chunk.toString()));
    onTestFailed(() => console.error(`The server's processes said:\n${said || "(nothing)"}`));
    // Given up after a few seconds: a request a dying worker took must not hang the test.
    const healthy = async () => {
      const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(5_000) }).catch(() => null);
      return response?.status === 200 ? true : undefined;
    };
    const workers = await until("two workers", () => (childrenOf(pid).length === 2 ? childrenOf(pid) : undefined));
    await until("the port to answer", healthy);

    process.kill(workers[0]!, "SIGKILL");
    await until("the other worker to answer", healthy);
    const replaced = await until("a new worker", () => {
      const now = childrenOf(pid);
      return now.length === 2 && !now.includes(workers[0]!) ? now : undefined;
    });
    expect(replaced).toContain(workers[1]);

    let exitCode: number | null | undefined;
    primary.once("exit", (code) => (exitCode = code));
    primary.kill("SIGTERM");
    expect(await until("the primary to exit", () => exitCode, 60_000)).toBe(0);
    expect(childrenOf(pid)).toEqual([]);
  }, 300_000);
});
