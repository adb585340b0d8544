import type { IncomingMessage, ServerResponse } from "node:http";
import type { Context, MiddlewareHandler } from "hono";
import { matchedRoutes } from "hono/route";
import type { AppEnv } from "./app-env.ts";
import type { Logger } from "../logger.ts";

/**
 * One answered request, as the access log and the metrics see it. Nothing in it comes from what the client
 * sent but the method: no path (ids, a token in a link), no query, no header, no body.
 */
export type AnsweredRequest = {
  method: string;
  /** The matched route's pattern (`/api/jobs/:id`); null when no route matched (a 404). */
  route: string | null;
  status: number;
  ms: number;
  /**
   * The answer's body as sent (compressed when it was; a stream's whole length; chunk framing included): what
   * the socket sent for it less the header block. Null without a socket (tests' `app.request`).
   */
  bytes: number | null;
  requestId: string;
  /** The signed-in user, when the request resolved its viewer (never resolved for the log's sake). */
  userId: string | undefined;
};

/** `_header`: the header block Node wrote, undocumented but long stable (on-headers and compression read it). */
type NodeBindings = { incoming?: IncomingMessage; outgoing?: ServerResponse & { _header?: unknown } };

/**
 * The access log: one `info` line per request once its answer has gone out (decision 030), and the same entry
 * to `onAnswered` (the HTTP metrics). Served by Node, the line is written when the response closes, so that a
 * stream (GET /api/live, a file) counts its whole length and time; the bytes are what the socket sent for the
 * answer less its headers, so a compressed answer counts compressed. `accessLog: false` leaves the line out (the bench's
 * comparison of its cost; a proxy in front that logs already).
 */
export function requestLog(
  logger: Logger,
  options: { accessLog?: boolean; onAnswered?: ((answered: AnsweredRequest) => void) | null } = {},
): MiddlewareHandler<AppEnv> {
  const accessLog = options.accessLog ?? true;
  const onAnswered = options.onAnswered ?? null;
  return async (c, next) => {
    const log = accessLog && logger.isLevelEnabled("info");
    if (!log && !onAnswered) return next();
    const start = performance.now();
    const outgoing = (c.env as NodeBindings | undefined)?.outgoing;
    // The socket is detached from the response when it finishes: kept here for the count at the end.
    const socket = outgoing?.socket;
    const sentBefore = socket?.bytesWritten ?? 0;
    await next();
    const route = routePattern(c);
    const done = () => {
      const answered: AnsweredRequest = {
        method: c.req.method,
        route,
        status: c.res.status,
        ms: Math.round((performance.now() - start) * 10) / 10,
        bytes: socket ? bodyBytes(socket.bytesWritten - sentBefore, outgoing?._header) : null,
        requestId: c.get("requestId"),
        userId: c.get("userId"),
      };
      onAnswered?.(answered);
      if (log) logger.info(answered, "request");
    };
    if (outgoing && socket && !outgoing.closed) outgoing.once("close", done);
    else done();
  };
}

/** The header block is ASCII (Node refuses other characters in headers): its length is its size. */
const bodyBytes = (sent: number, header: unknown) =>
  Math.max(0, sent - (typeof header === "string" ? header.length : 0));

/**
 * The pattern of the route that answered, or that would have had a middleware not answered first (a 401, a
 * 413); null when no route matched. Middleware (`use`) is registered for every method: a route names one.
 */
function routePattern(c: Context): string | null {
  const routes = matchedRoutes(c);
  const answering = routes[c.req.routeIndex];
  if (answering && answering.method !== "ALL") return answering.path;
  for (const route of routes) if (route.method !== "ALL") return route.path;
  return null;
}
