import type { Step } from "./layer.ts";
import { nodeResponse, requestHeader } from "./node-bindings.ts";
import type { HeadRule } from "./preset-headers.ts";

export const PRIVATE_NO_STORE = "private, no-store";

/** The private Cache-Control of a response written by Node, from its head (preset-headers.ts). */
const privateHead: HeadRule = (head, response) => {
  if (head["cache-control"] !== undefined) return;
  const request = response.req.headers;
  if (request.cookie || request.authorization || head["set-cookie"] !== undefined) {
    head["cache-control"] = PRIVATE_NO_STORE;
  }
};

/**
 * An answer to a caller with credentials (a session cookie or a bearer token), or one that sets a cookie, may
 * hold their data (account, CVs, files, applications, sessions): no shared cache may keep it and the browser
 * does not store it either. Routes that chose a Cache-Control of their own (public catalogues, file content
 * behind a signed link) keep theirs. Served by Node, this is decided as Node writes the head, without reading
 * the response's web Headers.
 */
export function privateResponses(): Step {
  return {
    before(c) {
      nodeResponse(c)?.finishHead(privateHead);
    },
    after(c) {
      if (nodeResponse(c) || c.res.headers.has("cache-control")) return;
      const credentials = requestHeader(c, "cookie") || requestHeader(c, "authorization");
      if (!credentials && !c.res.headers.has("set-cookie")) return;
      try {
        c.res.headers.set("cache-control", PRIVATE_NO_STORE);
      } catch {
        // Headers of a response made elsewhere may be immutable: copy it.
        c.res = new Response(c.res.body, c.res);
        c.res.headers.set("cache-control", PRIVATE_NO_STORE);
      }
    },
  };
}
