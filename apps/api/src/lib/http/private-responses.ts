import type { MiddlewareHandler } from "hono";

export const PRIVATE_NO_STORE = "private, no-store";

/**
 * An answer to a caller with credentials (a session cookie or a bearer token), or one that sets a cookie, may
 * hold their data (account, CVs, files, applications, sessions): no shared cache may keep it and the browser
 * does not store it either. Routes that chose a Cache-Control of their own (public catalogues, file content
 * behind a signed link) keep theirs.
 */
export function privateResponses(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.res.headers.has("cache-control")) return;
    const credentials = c.req.header("cookie") || c.req.header("authorization");
    if (!credentials && !c.res.headers.has("set-cookie")) return;
    try {
      c.res.headers.set("cache-control", PRIVATE_NO_STORE);
    } catch {
      // Headers of a response made elsewhere may be immutable: copy it.
      c.res = new Response(c.res.body, c.res);
      c.res.headers.set("cache-control", PRIVATE_NO_STORE);
    }
  };
}
