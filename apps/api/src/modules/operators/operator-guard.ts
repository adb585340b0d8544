import type { OperatorPermission } from "@stint/shared/operators";
import type { MiddlewareHandler } from "hono";
import type { Db } from "../../db/client.ts";
import type { AppEnv } from "../../lib/http/app-env.ts";
import { requireOperator } from "./operator-access.ts";

/**
 * Middleware for a group of `/api/admin` routes: the operator permission is checked before the route validates
 * its parameters and body, so whoever lacks it gets 401 or 403 whatever they send, and learns nothing of the
 * route's input. The handlers call requireOperator again for the operator themselves.
 */
export function operatorGuard(db: Db, permission: OperatorPermission): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await requireOperator(c, db, permission);
    await next();
  };
}
