import type { MiddlewareHandler } from "hono";
import { nodeResponse } from "./node-bindings.ts";

/**
 * Sets each of `entries` on every response that does not set its own. Served by Node, they go on Node's
 * response before the handler runs: Node merges such headers under the response's own when it writes the
 * head, so the response's own win. That skips the web `Headers` of the response, whose every set is
 * validated and which the adapter sorts and copies again: for the twelve security headers a fifth of a small
 * read's time (issue 13). Elsewhere (`app.request` in tests) it is set on the response once it is made.
 */
export function defaultHeaders(entries: ReadonlyArray<readonly [string, string]>): MiddlewareHandler {
  const headers = entries.map(([name, value]) => [name.toLowerCase(), value] as const);
  return async (c, next) => {
    const outgoing = nodeResponse(c);
    if (outgoing) {
      for (const [name, value] of headers) outgoing.setHeader(name, value);
      return next();
    }
    await next();
    const own = c.res.headers;
    for (const [name, value] of headers) if (!own.has(name)) own.set(name, value);
  };
}
