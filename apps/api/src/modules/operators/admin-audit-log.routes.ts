import { auditLogPageSchema, auditLogQuerySchema } from "@stint/shared/admin-operators";
import type { AppDeps } from "../../app-deps.ts";
import { errorContent, jsonContent } from "../../lib/http/openapi.ts";
import { createRouter } from "../../lib/http/router.ts";
import { listAuditLog } from "./list-audit-log.ts";
import { operatorRoute } from "./operator-route.ts";

/**
 * `GET /api/admin/audit-log`: what operators did, for every operator. Read only: no route writes to the log but
 * the actions themselves, and the database refuses changes to a line (migration 0032).
 */
export function adminAuditLogRoutes(deps: Pick<AppDeps, "database">) {
  const db = deps.database.db;
  const router = createRouter();
  const listRoute = operatorRoute(db, "any", {
    method: "get",
    path: "/admin/audit-log",
    tags: ["Admin"],
    summary: "The audit log, newest first, in pages; narrowed by an action prefix and a subject",
    request: { query: auditLogQuerySchema },
    responses: {
      200: jsonContent(auditLogPageSchema, "One page of lines and the next page's cursor"),
      400: errorContent("Invalid parameters, with a message per field"),
    },
  });
  router.openapi(listRoute, async (c) => c.json(await listAuditLog(db, c.req.valid("query")), 200));
  return router;
}
