import { IncomingMessage } from "node:http";
import type { Context } from "hono";
import { PresetHeadersResponse } from "./preset-headers.ts";

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
