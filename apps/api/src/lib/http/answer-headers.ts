import type { Context } from "hono";

/** Headers a route gives its answer besides its body's (a Cache-Control, a Retry-After), names lower case. */
export function answerHeaders(c: Context, headers: Readonly<Record<string, string>>) {
  for (const name in headers) c.header(name, headers[name]);
}
