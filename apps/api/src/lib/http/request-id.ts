import type { MiddlewareHandler } from "hono";
import { requestId as honoRequestId } from "hono/request-id";
import type { AppEnv } from "./app-env.ts";

/**
 * Hono's requestId (the client's `X-Request-Id` when it is a plain token, else a new UUID, on the context as
 * `requestId`), with the header set again on the answer as it leaves: Hono's goes on the context's headers,
 * which a response the route builds itself (a static file, better-auth's answers) does not take.
 */
export function requestId(): MiddlewareHandler<AppEnv> {
  const hono = honoRequestId();
  return (c, next) =>
    hono(c, async () => {
      await next();
      c.res.headers.set("x-request-id", c.get("requestId"));
    });
}
