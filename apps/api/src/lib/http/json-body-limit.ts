import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";

/** The largest JSON body the API reads (uploads have their own limits). */
export const JSON_BODY_LIMIT = 256 * 1024;

/**
 * Bodies past `maxSize` are refused (413) before a route reads them, except those `exempt` reads itself.
 * Uploads stream and count their own bytes against each purpose's limit (modules/files). Reads have no body
 * a route would read, and wrapping theirs cost most of the framework's time per request (issue 13).
 */
export function jsonBodyLimit(options: { maxSize: number; exempt: (c: Context) => boolean }): MiddlewareHandler {
  const limit = bodyLimit({ maxSize: options.maxSize });
  return (c, next) => {
    const method = c.req.method;
    if (method === "GET" || method === "HEAD" || options.exempt(c)) return next();
    // Hono's limit reads or counts the body, then hands on; an oversized one throws its 413.
    return limit(c, next);
  };
}
