import { IncomingMessage } from "node:http";
import type { Context } from "hono";
import { type HeaderPreset, PresetHeadersResponse } from "./preset-headers.ts";

// What @hono/node-server hands the app beside the web Request (`c.env`), for the few things every request does.
// Reading a header from Node's parsed request instead of the web Headers saves building those Headers (each
// header validated again) on requests that need no other; headers every answer gets go on Node's response as
// presets (preset-headers.ts). Both fall back to the web objects elsewhere (`app.request` in tests).

const bindings = (c: Context) => c.env as { incoming?: unknown; outgoing?: unknown } | undefined;

/** Node's response for this request, when the app's server (node-server.ts) serves it. */
export function nodeResponse(c: Context): PresetHeadersResponse | undefined {
  const outgoing = bindings(c)?.outgoing;
  return outgoing instanceof PresetHeadersResponse ? outgoing : undefined;
}

/** A request header by its lower-case name (several of one name joined, as the web Headers do). */
export function requestHeader(c: Context, name: string): string | undefined {
  const incoming = bindings(c)?.incoming;
  if (!(incoming instanceof IncomingMessage)) return c.req.header(name);
  const value = incoming.headers[name];
  return Array.isArray(value) ? value.join(", ") : value;
}

/**
 * Headers a route gives its answer besides its body's (a Cache-Control, a Retry-After), names lower case; a
 * header the answer sets itself wins. Served by Node they are a preset of Node's response (preset-headers.ts):
 * through `c.header` a route made its answer's web Headers, each header validated, which the adapter then
 * iterated and copied into a record, where an answer with a Content-Type alone gives the adapter a plain
 * record (issue 13: about 1 µs of a small read). Elsewhere (`app.request` in tests) they go through `c.header`.
 * Middlewares that look at the answer read them from the head as Node writes it, or with `presetHeader`.
 */
export function answerHeaders(c: Context, headers: HeaderPreset) {
  const node = nodeResponse(c);
  if (node) node.preset(headers);
  else for (const name in headers) c.header(name, headers[name]);
}
