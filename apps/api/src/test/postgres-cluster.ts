import { execFile } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { chown, mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir, userInfo } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";

const run = promisify(execFile);

/**
 * A PostgreSQL cluster of a test's own, for tests that stop and start the server under a running app (the
 * outage test): in a temporary folder, on a free loopback port, trust authentication, durability off. Like
 * scripts/with-postgres.sh, it uses PG_BIN or the newest /usr/lib/postgresql/<n>/bin (or initdb on PATH), and
 * as root runs the server as the `postgres` user (PostgreSQL refuses root).
 */
export type PostgresCluster = {
  /** A connection URL for the cluster's database `stint`. */
  url: string;
  /** Stops the server (`fast`: ends every session at once, as a restart or failover does). */
  stop: (mode?: "fast" | "immediate") => Promise<void>;
  /** Starts it again on the same port and data. */
  start: () => Promise<void>;
  /** Stops it if running and deletes its folder. */
  destroy: () => Promise<void>;
};

/** Whether this machine has the PostgreSQL server binaries. */
export function postgresBinaries(): string | null {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((name) => /^\d+/.test(name) && existsSync(path.join(root, name, "bin", "pg_ctl")))
        .sort((a, b) => Number.parseFloat(b) - Number.parseFloat(a))
    : [];
  return versions[0] ? path.join(root, versions[0], "bin") : null;
}

export async function startPostgresCluster(): Promise<PostgresCluster> {
  const bin = postgresBinaries();
  if (!bin) throw new Error("no PostgreSQL server binaries (set PG_BIN or install postgresql)");
  const dir = await mkdtemp(path.join(tmpdir(), "stint-pg-outage-"));
  const data = path.join(dir, "data");
  const asRoot = userInfo().uid === 0;
  if (asRoot) {
    const { stdout } = await run("id", ["-u", "postgres"]);
    const uid = Number(stdout.trim());
    const { stdout: gid } = await run("id", ["-g", "postgres"]);
    await chown(dir, uid, Number(gid.trim()));
  }
  const tool = (name: string, args: string[]) =>
    asRoot
      ? run("runuser", ["-u", "postgres", "--", path.join(bin, name), ...args], { cwd: dir })
      : run(path.join(bin, name), args, { cwd: dir });

  await tool("initdb", ["-D", data, "-U", "stint", "--auth=trust", "--encoding=UTF8", "--locale=C", "--no-sync"]);
  const port = await freePort();
  const options = `-k ${dir} -p ${port} -h 127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  let running = false;
  const start = async () => {
    await tool("pg_ctl", ["-D", data, "-l", path.join(dir, "postgres.log"), "-w", "-t", "60", "-o", options, "start"]);
    running = true;
  };
  const stop = async (mode: "fast" | "immediate" = "fast") => {
    await tool("pg_ctl", ["-D", data, "-m", mode, "-w", "-t", "60", "stop"]);
    running = false;
  };
  const destroy = async () => {
    if (running) await stop("immediate").catch(() => undefined);
    await rm(dir, { recursive: true, force: true });
  };
  try {
    await start();
    const admin = new pg.Client({ connectionString: `postgres://stint@127.0.0.1:${port}/postgres` });
    await admin.connect();
    await admin.query("CREATE DATABASE stint").finally(() => admin.end());
  } catch (error) {
    await destroy();
    throw error;
  }
  return { url: `postgres://stint@127.0.0.1:${port}/stint`, stop, start, destroy };
}

/** A loopback port nothing listens on right now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}
