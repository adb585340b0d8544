import { SpanKind, SpanStatusCode, trace, type Context, type Tracer } from "@opentelemetry/api";
import {
  ATTR_ERROR_TYPE,
  ATTR_HTTP_REQUEST_METHOD,
  ATTR_HTTP_RESPONSE_STATUS_CODE,
  ATTR_HTTP_ROUTE,
} from "@opentelemetry/semantic-conventions";
import type { Context as HonoContext, MiddlewareHandler } from "hono";
import { matchedRoutes } from "hono/route";
import type { AppEnv } from "../http/app-env.ts";

/** The request id on a span (there is no semantic convention for it): what the access log and errors name. */
export const ATTR_REQUEST_ID = "stint.request_id";

/**
 * One server span per request, named `METHOD /route/{pattern}`, the parent of every database statement the
 * request runs (query-spans.ts finds it through `within`'s context). A request with a W3C `traceparent`
 * continues that trace. The span holds the method, the matched route pattern, the status and the request id,
 * and nothing else of the request: never its path (ids and link tokens are in paths), query string, headers,
 * cookies or body.
 */
export function requestSpans(options: {
  tracer: Tracer;
  within: <T>(context: Context, run: () => Promise<T>) => Promise<T>;
  incoming: (headers: Headers) => Context;
}): MiddlewareHandler<AppEnv> {
  const { tracer, within, incoming } = options;
  // Named, so that a test can tell it is installed (or, with tracing off, that it is not).
  return async function traceRequest(c, next) {
    const method = c.req.method;
    const parent = incoming(c.req.raw.headers);
    const span = tracer.startSpan(
      method,
      { kind: SpanKind.SERVER, attributes: { [ATTR_HTTP_REQUEST_METHOD]: method } },
      parent,
    );
    try {
      await within(trace.setSpan(parent, span), next);
    } finally {
      const route = answeringRoute(c);
      const status = c.res.status;
      if (route) {
        span.updateName(`${method} ${route}`);
        span.setAttribute(ATTR_HTTP_ROUTE, route);
      }
      span.setAttribute(ATTR_HTTP_RESPONSE_STATUS_CODE, status);
      const requestId = c.get("requestId");
      if (requestId) span.setAttribute(ATTR_REQUEST_ID, requestId);
      // As the HTTP conventions say for a server: only a 5xx is the server's error; a 4xx is the client's.
      if (status >= 500) {
        span.setAttribute(ATTR_ERROR_TYPE, String(status));
        span.setStatus({ code: SpanStatusCode.ERROR });
      }
      span.end();
    }
  };
}

/**
 * The pattern of the route that answered (`/api/jobs/:id`), or null when none did: a middleware answered (a
 * static file, a 404 of the catch-all). Hono leaves `routeIndex` at the deepest handler the request reached.
 */
function answeringRoute(c: HonoContext<AppEnv>): string | null {
  const route = matchedRoutes(c)[c.req.routeIndex];
  if (!route || route.method === "ALL") return null;
  return route.path;
}
