import { createRoute, z } from "@hono/zod-openapi";
import type { AppDeps } from "../../app-deps.ts";
import { RETRY_AFTER_SECONDS } from "../../lib/http/error-handler.ts";
import { answerHeaders } from "../../lib/http/node-bindings.ts";
import { createRouter } from "../../lib/http/router.ts";
import { createDatabaseProbe } from "./database-probe.ts";

const healthSchema = z.object({ status: z.enum(["ok", "unavailable"]), db: z.enum(["ok", "down"]) }).openapi("Health");

const healthRoute = createRoute({
  method: "get",
  path: "/health",
  tags: ["System"],
  summary: "Liveness and database reachability",
  responses: {
    200: { content: { "application/json": { schema: healthSchema } }, description: "Healthy" },
    503: {
      content: { "application/json": { schema: healthSchema } },
      description: "The database is unreachable (with Retry-After)",
    },
  },
});

const NO_STORE = Object.freeze({ "cache-control": "no-store" });
const RETRY_LATER = Object.freeze({ "retry-after": String(RETRY_AFTER_SECONDS) });

export function healthRoutes(deps: Pick<AppDeps, "database">) {
  const router = createRouter();
  const databaseReachable = createDatabaseProbe(deps.database.ping);
  router.openapi(healthRoute, async (c) => {
    answerHeaders(c, NO_STORE);
    if (await databaseReachable()) return c.json({ status: "ok" as const, db: "ok" as const }, 200);
    answerHeaders(c, RETRY_LATER);
    return c.json({ status: "unavailable" as const, db: "down" as const }, 503);
  });
  return router;
}
