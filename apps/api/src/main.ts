import path from "node:path";
import { serve } from "@hono/node-server";
import { openDatabase } from "./db/client.ts";
import { EnvError, readEnv } from "./env.ts";
import { createLogger } from "./lib/logger.ts";

async function main() {
  const env = readEnv();
  const logger = createLogger({ level: env.logLevel, pretty: env.nodeEnv === "development" || Boolean(process.stdout.isTTY) });
  // Opening the database (PGlite compiles its WebAssembly, or a pool connects) overlaps with loading the
  // application's modules: the two are the bulk of the start-up time.
  const opening = openDatabase({ databaseUrl: env.databaseUrl, pgliteDir: path.join(env.dataDir, "db") });
  const [{ createApp }, { createDeps }, { loadDemoData }] = await Promise.all([
    import("./app.ts"),
    import("./create-deps.ts"),
    import("./modules/demo/load-demo-data.ts"),
  ]);
  const deps = await createDeps({ env, logger, database: await opening });
  logger.info({ database: deps.database.kind, dataDir: env.dataDir }, "database ready");
  if (env.demoData) await loadDemoData({ deps });

  const app = createApp(deps);
  const server = serve({ fetch: app.fetch, port: env.port, hostname: env.host }, (info) => {
    logger.info(`Stint is running at ${env.baseUrl} (listening on ${info.address}:${info.port})`);
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down");
    // Stop accepting connections, let requests in flight finish, then close the database cleanly
    // (PGlite must be closed or its files may need recovery on the next start).
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    server.close(async () => {
      await deps.mailer.close().catch(() => undefined);
      await deps.database.close();
      logger.info("stopped");
      process.exit(0);
    });
    if ("closeIdleConnections" in server) server.closeIdleConnections();
  };
  process.on("SIGINT", () => shutdown("SIGINT"));
  process.on("SIGTERM", () => shutdown("SIGTERM"));
}

main().catch((error: unknown) => {
  if (error instanceof EnvError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
