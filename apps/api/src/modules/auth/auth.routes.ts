import { Hono } from "hono";
import type { AppDeps } from "../../app-deps.ts";
import { CLIENT_IP_HEADER } from "../../lib/auth.ts";
import type { AppEnv } from "../../lib/http/app-env.ts";
import { clientIp } from "../../lib/http/client-ip.ts";
import { normaliseAuthError } from "./normalise-auth-error.ts";

/** better-auth's own endpoints under /api/auth, with our client address and our error body. */
export function authRoutes(deps: Pick<AppDeps, "auth" | "env">) {
  const router = new Hono<AppEnv>();
  router.on(["GET", "POST"], "/*", async (c) => {
    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_IP_HEADER, clientIp(c, deps.env.clientIpHeader));
    const request = new Request(c.req.raw, { headers });
    const response = await deps.auth.handler(request);
    return response.status >= 400 ? normaliseAuthError(response, c.req.path) : response;
  });
  return router;
}
