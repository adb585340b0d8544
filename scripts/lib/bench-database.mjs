// How the benchmarks that seed a database (scripts/bench-{jobs,matching,applicants}.mjs) run on each one: a
// scratch folder and the environment naming the database, the seed script run to its end, the API started on
// what it seeded, and PostgreSQL in a throwaway cluster (with-postgres.sh) running the same benchmark as a child.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { run, serverCpuMs } from "./bench-kit.mjs";
import { repoRoot } from "./build-web.mjs";
import { nodeBinary } from "./node-bin.mjs";
import { startServer } from "./server.mjs";

const WITH_POSTGRES = path.join(repoRoot, "scripts/with-postgres.sh");

/**
 * Runs `work` with a fresh scratch folder (removed afterwards, however `work` ends), its `data` folder (PGlite's
 * DATA_DIR) and the environment that points the seed script and the server at the database: PostgreSQL at
 * `databaseUrl`, or PGlite in that folder.
 */
export async function withScratch(name, { database, databaseUrl }, work) {
  const scratch = mkdtempSync(path.join(tmpdir(), `stint-bench-${name}-`));
  const dataDir = path.join(scratch, "data");
  const env =
    database === "postgres" ? { DATABASE_URL: databaseUrl, DATA_DIR: "" } : { DATABASE_URL: "", DATA_DIR: dataDir };
  try {
    return await work({ scratch, dataDir, env });
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** Runs apps/api/scripts/`script`.ts with `args` and `--out outFile` to its end, and returns what it wrote there. */
export async function runSeed(script, args, { env, outFile, timeoutMs }) {
  const file = path.join(repoRoot, `apps/api/scripts/${script}.ts`);
  await run(nodeBinary(), [file, ...args, "--out", outFile], { env, timeoutMs, label: `${script}.ts` });
  return JSON.parse(readFileSync(outFile, "utf8"));
}

/**
 * Starts the API on the seeded database as it is deployed (no demo data, no rate limits, `env` on top; on PostgreSQL one
 * process per core, or BENCH_API_PROCESSES; PGlite has one), runs `work` with it, how many processes it has and
 * `cpu()` (the CPU time it and the PostgreSQL cluster have used so far), and stops it however `work` ends.
 */
export async function withBenchServer({ database, databaseUrl, dataDir, env = {} }, work) {
  const processes = database === "postgres" ? Number(process.env.BENCH_API_PROCESSES ?? availableParallelism()) : 1;
  const server = await startServer({
    env: {
      DEMO_DATA: "false",
      RATE_LIMIT: "false",
      API_PROCESSES: String(processes),
      ...env,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
    ...(database === "pglite" ? { dataDir } : {}),
    timeoutMs: 300_000,
  });
  const postgresPort = databaseUrl ? Number(new URL(databaseUrl).port || 5432) : undefined;
  const cpu = () => serverCpuMs({ serverPid: server.child.pid, postgresPort });
  try {
    return await work({ server, processes, cpu });
  } finally {
    await server.stop();
  }
}

/**
 * Runs the benchmark at `scriptUrl` again inside with-postgres.sh (which sets TEST_DATABASE_URL to an empty
 * database of a throwaway cluster), with `env` telling it what to run and the variable `resultVar` naming the
 * file it writes its result to; returns that result.
 */
export async function benchInPostgres({ scriptUrl, env, resultVar, timeoutMs, label }) {
  const scratch = mkdtempSync(path.join(tmpdir(), "stint-bench-pg-"));
  const resultFile = path.join(scratch, "result.json");
  try {
    await run("bash", [WITH_POSTGRES, nodeBinary(), fileURLToPath(scriptUrl)], {
      env: { ...env, [resultVar]: resultFile },
      timeoutMs,
      label,
    });
    return JSON.parse(readFileSync(resultFile, "utf8"));
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** Whether the script at `scriptUrl` was started itself (`node scripts/bench-….mjs`) rather than imported. */
export const isMainScript = (scriptUrl) =>
  Boolean(process.argv[1]) && scriptUrl === pathToFileURL(path.resolve(process.argv[1])).href;
