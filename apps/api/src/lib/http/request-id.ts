import { randomUUID } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./app-env.ts";
import { nodeResponse, requestHeader } from "./node-bindings.ts";

/** What an id sent by the client (a proxy's) may be, as Hono's requestId middleware allows. */
const CLIENT_ID = /^[\w\-=]{1,255}$/;

/**
 * One id per request: the client's `X-Request-Id` when it is a plain token, else a new UUID; on the context
 * as `requestId` and sent back in `X-Request-Id`, on every response. Served by Node the header is a preset of
 * Node's response (preset-headers.ts), not set through the response's web Headers.
 */
export function requestId(): MiddlewareHandler<AppEnv> {
  // Not async, as defaultHeaders (default-headers.ts).
  return (c, next) => {
    const sent = requestHeader(c, "x-request-id");
    const id = sent && CLIENT_ID.test(sent) ? sent : randomUUID();
    c.set("requestId", id);
    const outgoing = nodeResponse(c);
    if (outgoing) {
      outgoing.preset({ "x-request-id": id });
      return next();
    }
    return next().then(() => c.res.headers.set("x-request-id", id));
  };
}
