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

const NO_STORE = Object.freeze({ "cache-control": "no-store" });
const RETRY_LATER = Object.freeze({ "retry-after": String(RETRY_AFTER_SECONDS) });

/** `databaseFull`: whether writes recently failed for a full disk (lib/http/database-full-watch.ts). */
export function healthRoutes(deps: Pick<AppDeps, "database">, options: { databaseFull?: () => boolean } = {}) {
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
  return router;
}
