import { createRoute, z } from "@hono/zod-openapi";
import type { AppDeps } from "../../app-deps.ts";
import { RETRY_AFTER_SECONDS } from "../../lib/http/error-handler.ts";
import { answerHeaders } from "../../lib/http/answer-headers.ts";
import { createRouter } from "../../lib/http/router.ts";
import { createDatabaseProbe } from "./database-probe.ts";

const healthSchema = z
  .object({
    status: z.enum(["ok", "unavailable"]),
    db: z.enum(["ok", "down", "full"]).openapi({
      description: "`down`: the database does not answer; `full`: its disk is full, writes fail (reads still work)",
    }),
  })
  .openapi("Health");

const healthRoute = createRoute({
  method: "get",
  path: "/health",
  tags: ["System"],
  summary: "Liveness, database reachability and room to write",
  responses: {
    200: { content: { "application/json": { schema: healthSchema } }, description: "Healthy" },
    503: {
      content: { "application/json": { schema: healthSchema } },
      description: "The database is unreachable, or its disk is full and writes fail (with Retry-After)",
    },
  },
});

const liveSchema = z.object({ status: z.literal("ok") }).openapi("Liveness");

const liveRoute = createRoute({
  method: "get",
  path: "/health/live",
  tags: ["System"],
  summary: "Liveness: the process answers (no database call)",
  responses: {
    200: { content: { "application/json": { schema: liveSchema } }, description: "The process answers" },
  },
});

const readinessSchema = z
  .object({
    status: z.enum(["ready", "not-ready"]),
    checks: z.object({
      migrations: z.enum(["done", "pending"]),
      database: z.enum(["ok", "down"]).openapi({ description: "`down`: the database does not answer" }),
      searchIndex: z.enum(["loaded", "loading", "database"]).openapi({
        description:
          "The job search index (decision 018); `database`: this process keeps none, searches read the database (decision 034)",
      }),
      matchingIndex: z.enum(["loaded", "loading", "database"]).openapi({
        description:
          "The matching index (decision 009); `database`: this process keeps none, rankings read the database (decision 034)",
      }),
      draining: z
        .boolean()
        .openapi({ description: "The process is stopping: it finishes its requests, takes no more" }),
    }),
  })
  .openapi("Readiness");

const readyRoute = createRoute({
  method: "get",
  path: "/health/ready",
  tags: ["System"],
  summary: "Readiness: migrated, the database answers, the in-memory indexes are loaded (or not kept), not stopping",
  responses: {
    200: { content: { "application/json": { schema: readinessSchema } }, description: "Ready for traffic" },
    503: {
      content: { "application/json": { schema: readinessSchema } },
      description: "Not ready (with Retry-After): starting, stopping, or the database does not answer",
    },
  },
});

/** An index is ready once loaded, or when the process keeps none and answers from the database (decision 034). */
const indexCheck = (index: { inMemory: boolean; loaded: boolean }) =>
  !index.inMemory ? ("database" as const) : index.loaded ? ("loaded" as const) : ("loading" as const);

const NO_STORE = Object.freeze({ "cache-control": "no-store" });
const RETRY_LATER = Object.freeze({ "retry-after": String(RETRY_AFTER_SECONDS) });

/**
 * `/health` as before; `/health/live` for a liveness probe (a restart helps only when the process no longer
 * answers); `/health/ready` for a readiness probe (decision 030). `databaseFull`: whether writes recently
 * failed for a full disk (lib/http/database-full-watch.ts).
 */
export function healthRoutes(
  deps: Pick<AppDeps, "database" | "serving" | "matchingIndex" | "jobReads">,
  options: { databaseFull?: () => boolean } = {},
) {
  const router = createRouter();
  const databaseReachable = createDatabaseProbe(deps.database.ping);
  const databaseFull = options.databaseFull ?? (() => false);
  router.openapi(healthRoute, async (c) => {
    answerHeaders(c, NO_STORE);
    const reachable = await databaseReachable();
    if (reachable && !databaseFull()) return c.json({ status: "ok" as const, db: "ok" as const }, 200);
    answerHeaders(c, RETRY_LATER);
    return c.json({ status: "unavailable" as const, db: reachable ? ("full" as const) : ("down" as const) }, 503);
  });
  router.openapi(liveRoute, (c) => {
    answerHeaders(c, NO_STORE);
    return c.json({ status: "ok" as const }, 200);
  });
  router.openapi(readyRoute, async (c) => {
    answerHeaders(c, NO_STORE);
    const { migrated, draining } = deps.serving;
    const checks = {
      migrations: migrated ? ("done" as const) : ("pending" as const),
      database: (await databaseReachable()) ? ("ok" as const) : ("down" as const),
      searchIndex: indexCheck(deps.jobReads.searchIndex),
      matchingIndex: indexCheck(deps.matchingIndex),
      draining,
    };
    const ready =
      !draining &&
      checks.migrations === "done" &&
      checks.database === "ok" &&
      checks.searchIndex !== "loading" &&
      checks.matchingIndex !== "loading";
    if (ready) return c.json({ status: "ready" as const, checks }, 200);
    answerHeaders(c, RETRY_LATER);
    return c.json({ status: "not-ready" as const, checks }, 503);
  });
  return router;
}
