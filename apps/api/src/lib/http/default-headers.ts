import type { Step } from "./layer.ts";
import { nodeResponse } from "./node-bindings.ts";
import type { HeaderPreset } from "./preset-headers.ts";

/**
 * Sets each of `entries` on every response that does not set its own. Served by Node, they are a preset of
 * Node's response (preset-headers.ts), written under the response's own with its head. That skips the web
 * `Headers` of the response, whose every set is validated and which the adapter sorts and copies again: for
 * the twelve security headers a fifth of a small read's time (issue 13). Elsewhere (`app.request` in tests)
 * they are set on the response once it is made.
 */
export function defaultHeaders(entries: ReadonlyArray<readonly [string, string]>): Step {
  const preset: HeaderPreset = Object.freeze(
    Object.fromEntries(entries.map(([name, value]) => [name.toLowerCase(), value])),
  );
  return {
    before(c) {
      nodeResponse(c)?.preset(preset);
    },
    after(c) {
      if (nodeResponse(c)) return;
      const own = c.res.headers;
      for (const name in preset) if (!own.has(name)) own.set(name, preset[name]!);
    },
  };
}
