import type { Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { Step } from "./layer.ts";

/** The largest JSON body the API reads (uploads have their own limits). */
export const JSON_BODY_LIMIT = 256 * 1024;

const nothing = () => Promise.resolve();

/**
 * Bodies past `maxSize` are refused (413) before a route reads them, except those `exempt` reads itself.
 * Uploads stream and count their own bytes against each purpose's limit (modules/files). Reads have no body
 * a route would read, and wrapping theirs cost most of the framework's time per request (issue 13).
 */
export function jsonBodyLimit(options: { maxSize: number; exempt: (c: Context) => boolean }): Step {
  const limit = bodyLimit({ maxSize: options.maxSize });
  return {
    before(c) {
      const method = c.req.method;
      if (method === "GET" || method === "HEAD" || options.exempt(c)) return;
      // Hono's limit reads or counts the body, then hands on; an oversized one throws its 413.
      return limit(c, nothing).then(() => undefined);
    },
  };
}
