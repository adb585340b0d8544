import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./app-env.ts";
import type { Logger } from "../logger.ts";

/** One debug line per request, with how long it took, while the logger's level is debug. */
export function requestLog(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!logger.isLevelEnabled("debug")) return next();
    const start = performance.now();
    await next();
    const ms = Math.round(performance.now() - start);
    const requestId = c.get("requestId");
    logger.debug({ requestId, method: c.req.method, path: c.req.path, status: c.res.status, ms }, "request");
  };
}
