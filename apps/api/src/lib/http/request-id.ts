import { randomUUID } from "node:crypto";
import type { AppEnv } from "./app-env.ts";
import type { Step } from "./layer.ts";
import { nodeResponse, requestHeader } from "./node-bindings.ts";

/** What an id sent by the client (a proxy's) may be, as Hono's requestId middleware allows. */
const CLIENT_ID = /^[\w\-=]{1,255}$/;

/**
 * One id per request: the client's `X-Request-Id` when it is a plain token, else a new UUID; on the context
 * as `requestId` and sent back in `X-Request-Id`, on every response. Served by Node the header is a preset of
 * Node's response (preset-headers.ts), not set through the response's web Headers.
 */
export function requestId(): Step<AppEnv> {
  return {
    before(c) {
      const sent = requestHeader(c, "x-request-id");
      const id = sent && CLIENT_ID.test(sent) ? sent : randomUUID();
      c.set("requestId", id);
      nodeResponse(c)?.preset({ "x-request-id": id });
    },
    after(c) {
      if (!nodeResponse(c)) c.res.headers.set("x-request-id", c.get("requestId"));
    },
  };
}
