import { createRoute, type RouteConfig } from "@hono/zod-openapi";
import type { OperatorPermission } from "@stint/shared/operators";
import type { Context, MiddlewareHandler } from "hono";
import type { Db } from "../../db/client.ts";
import type { AppEnv } from "../../lib/http/app-env.ts";
import { errorContent } from "../../lib/http/openapi.ts";
import { type OperatorViewer, requireOperator } from "./operator-access.ts";

/** What an admin operation needs: one permission, or `any` operator (the audit log). */
export type RoutePermission = OperatorPermission | "any";

/**
 * The OpenAPI extension naming an admin operation's permission. The permission matrix test
 * (admin-permissions.test.ts) reads it from the document, so every `/api/admin` route must declare it.
 */
export const PERMISSION_EXTENSION = "x-operator-permission";

const operatorOf = new WeakMap<Request, OperatorViewer>();

/**
 * An admin route (`/api/admin/...`): documented with the permission it needs, and guarded before its input is
 * validated, so that whoever may not use it learns only that (401 signed out, 403 otherwise), never what its body
 * should look like. The handler reads the operator with `currentOperator(c)`.
 */
export function operatorRoute<P extends string, R extends Omit<RouteConfig, "path" | "middleware"> & { path: P }>(
  db: Db,
  permission: RoutePermission,
  route: R,
) {
  const gate: MiddlewareHandler<AppEnv> = async (c, next) => {
    const operator = await requireOperator(c, db, permission === "any" ? undefined : permission);
    operatorOf.set(c.req.raw, operator);
    await next();
  };
  return createRoute({
    ...route,
    [PERMISSION_EXTENSION]: permission,
    middleware: [gate] as const,
    responses: {
      ...route.responses,
      401: errorContent("Not signed in"),
      403: errorContent(
        permission === "any" ? "Not an operator" : `Not an operator, or one without the ${permission} permission`,
      ),
    },
  });
}

/** The operator the route's guard let in. */
export function currentOperator(c: Context<AppEnv>): OperatorViewer {
  const operator = operatorOf.get(c.req.raw);
  if (!operator) throw new Error("currentOperator outside an operatorRoute");
  return operator;
}
