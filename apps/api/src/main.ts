import path from "node:path";
import { openDatabase, type Database } from "./db/client.ts";
import { openEmbeddedDatabase } from "./db/open-embedded-database.ts";
import { canUseDemoSnapshot, copyDemoSnapshot, dateDemoSnapshot, demoSnapshot } from "./demo-snapshot.ts";
import { type Env, EnvError, readEnv } from "./env.ts";
import { stopGracefully } from "./lib/http/graceful-stop.ts";
import { startServer } from "./lib/http/node-server.ts";
import { trackInFlight } from "./lib/http/in-flight.ts";
import { isWorkerProcess, superviseWorkers } from "./lib/http/workers.ts";
import { createLogger, type Logger } from "./lib/logger.ts";
import { startTracing } from "./lib/telemetry/otlp-tracing.ts";
import { startClusterMetrics, startMetrics } from "./lib/metrics/start-metrics.ts";
import { runOperatorCommand } from "./modules/operators/operator-command.ts";
import { startControlServer } from "./ops/control/control-server.ts";
import { controlSocketPath } from "./ops/control/control-socket-path.ts";

/** How long a stop waits for requests in flight before it closes the database under them. */
const DRAIN_TIMEOUT_MS = 10_000;

async function main() {
  const env = readEnv();
  const logger = createLogger({
    level: env.logLevel,
    pretty: env.nodeEnv === "development" || Boolean(process.stdout.isTTY),
  });
  // An empty data folder with demo data starts as a copy of the demo snapshot, made first if need be.
  const now = new Date();
  const snapshot =
    !isWorkerProcess() && (await canUseDemoSnapshot(env)) ? await demoSnapshot({ env, logger, now }) : null;
  if (snapshot) copyDemoSnapshot(snapshot, env.dataDir);
  // Opening the database (PGlite compiles its WebAssembly, or a pool connects) overlaps with loading the
  // application's modules: the two are the bulk of the start-up time.
  const opening = openAndMigrate(env, path.join(env.dataDir, "db"), logger);
  const [{ createApp }, { createDeps, closeDeps }, { loadDemoData }] = await Promise.all([
    import("./app.ts"),
    import("./create-deps.ts"),
    import("./demo/load-demo-data.ts"),
  ]);
  const deps = await createDeps({ env, logger, database: await opening });
  logger.info({ database: deps.database.kind, dataDir: env.dataDir }, "database ready");
  // With several processes, the primary has migrated and loaded the demo data before it forked the workers.
  if (snapshot) await dateDemoSnapshot({ database: deps.database, snapshot, now, logger });
  else if (env.demoData && !isWorkerProcess()) await loadDemoData({ deps });
  if (env.apiProcesses > 1 && !isWorkerProcess()) {
    await closeDeps(deps);
    await startClusterMetrics({ env, logger });
    superviseWorkers({ count: env.apiProcesses, logger });
    return;
  }

  // Each process its own (with API_PROCESSES > 1, each worker exports its own spans); null unless configured.
  const tracing = await startTracing(env);
  const indexes = { search: deps.jobReads.searchIndex, matching: deps.matchingIndex };
  const metrics = await startMetrics({
    env,
    logger,
    parts: { database: deps.database, indexes, indexMode: deps.jobReads.searchIndex.mode },
  });
  const app = createApp(deps, { tracing, metrics });
  await deps.outbox.start();
  deps.matchingIndex.start();
  deps.jobReads.searchIndex.start();
  deps.timeSweep.start();
  // What a crash mid-upload left behind, now and periodically, in the background: serving does not wait for a
  // bucket's listing.
  deps.uploadDebrisSweep.start();
  // The embedded database is this process's alone: `npm run operator` asks it here (PostgreSQL it reaches itself).
  const db = deps.database.db;
  const control = env.databaseUrl
    ? null
    : await startControlServer({
        socketPath: controlSocketPath(env.dataDir),
        handle: (request) => runOperatorCommand({ db, mailer: deps.mailer, baseUrl: env.baseUrl }, request),
        logger,
      });
  const requests = trackInFlight(app.fetch);
  const server = startServer({
    fetch: requests.fetch,
    port: env.port,
    hostname: env.host,
    onListening: (info) => {
      logger.info(`Stint is running at ${env.baseUrl} (listening on ${info.address}:${info.port})`);
    },
  });

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    // Readiness answers 503 from now on, before the drain: load balancers send no more.
    deps.serving.draining = true;
    logger.info({ signal }, "shutting down");
    const force = setTimeout(() => process.exit(1), DRAIN_TIMEOUT_MS + 5_000);
    force.unref();
    // Live streams never finish on their own: ended first, so that the drain below waits for real requests only.
    await deps.live.stop();
    // A command in flight finishes (its change and audit line commit together) before the database closes.
    await control?.close();
    await stopGracefully({ server, requests, timeoutMs: DRAIN_TIMEOUT_MS, logger });
    // Last, the database (inside closeDeps): PGlite must be closed or its files may need recovery on the next start.
    await closeDeps(deps);
    // After the database, which must close: the last spans' export is what a stop may cut short.
    await tracing?.shutdown();
    logger.info("stopped");
    process.exit(0);
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
}

/** PostgreSQL is migrated in createDeps; the embedded database comes migrated (from its template when new). */
async function openAndMigrate(
  env: Pick<Env, "databaseUrl" | "databaseReplicaUrl">,
  pgliteDir: string,
  logger: Logger,
): Promise<Database> {
  const { databaseUrl } = env;
  if (databaseUrl) return openDatabase({ databaseUrl, replicaUrl: env.databaseReplicaUrl, logger });
  const { database, start } = await openEmbeddedDatabase({
    dir: pgliteDir,
    log: { info: (message) => logger.info(message), warn: (message) => logger.warn(message) },
  });
  logger.debug({ start }, "embedded database opened");
  return database;
}

main().catch((error: unknown) => {
  if (error instanceof EnvError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
