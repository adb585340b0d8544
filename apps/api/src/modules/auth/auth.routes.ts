import type { Context } from "hono";
import type { AppDeps } from "../../app-deps.ts";
import { CLIENT_IP_HEADER } from "../../lib/auth.ts";
import { AppError } from "../../lib/errors.ts";
import type { AppEnv } from "../../lib/http/app-env.ts";
import { headersForAuth } from "../../lib/http/client-ip.ts";
import { takingAtLeast } from "../../lib/http/steady-timing.ts";
import { createRouter, fieldErrors } from "../../lib/http/router.ts";
import { authDocumentation, resetPasswordBody, universitySignInBody } from "./auth-openapi.ts";
import { normaliseAuthError } from "./normalise-auth-error.ts";
import { reserveSignIn, settleSignIn } from "./sign-in-throttle.ts";

const RESET_FLOOR_MS = 600;

/**
 * better-auth's endpoints the app uses, and only those: the ones auth-openapi.ts documents, with our client
 * address and our error body. Every other endpoint better-auth has answers 404, as if it did not exist. Some
 * would change an account behind our own rules: the name lives in the account row too (PATCH /api/me/account
 * keeps both), the email changes only through a link mailed to the new address (POST /api/me/email-change),
 * deleting goes through DELETE /api/me, which removes the files, and the password and sessions through
 * /api/me/password and /api/me/sessions (password-and-sessions.routes.ts says why). The rest serve what the app
 * does not have (email verification, linking and unlinking accounts, provider tokens) and would only widen
 * what an attacker can reach. Listing the open ones keeps an endpoint a better-auth upgrade adds closed too.
 * Sign-in failures are counted per account and per address (sign-in-throttle.ts) when rate limits are on. University
 * sign-in (issue 37) opens the redirect flow only: POST /sign-in/social without better-auth's ID-token shortcut, and
 * the GET callback.
 */
export function authRoutes(deps: Pick<AppDeps, "auth" | "env" | "database">) {
  const router = createRouter();
  const db = deps.database.db;
  const handler = async (c: Context<AppEnv>) => {
    const headers = headersForAuth(c, deps.env.clientIpHeader);
    const address = headers.get(CLIENT_IP_HEADER)!;
    const request = new Request(c.req.raw, { headers });
    const signIn = deps.env.rateLimit && c.req.method === "POST" && c.req.path.endsWith("/sign-in/email");
    const email = signIn ? await emailOf(request) : null;
    if (email !== null) {
      const lockout = await reserveSignIn(db, { email, address, now: Date.now() });
      if (lockout) {
        throw new AppError("rate-limited", 429, lockout.message, undefined, {
          retryAfterSeconds: lockout.retryAfterSeconds,
        });
      }
    }
    if (c.req.method === "POST" && c.req.path.endsWith("/auth/reset-password"))
      await checkBody(request, resetPasswordBody);
    if (c.req.method === "POST" && c.req.path.endsWith("/auth/sign-in/social")) {
      await checkBody(request, universitySignInBody);
    }
    const reset = c.req.method === "POST" && c.req.path.endsWith("/request-password-reset");
    const handle = () => deps.auth.handler(request);
    // A registered address gets a token and a mail, an unknown one nothing: the time must not tell.
    let status = 500;
    try {
      const response =
        reset && deps.env.steadyAuthTiming ? await takingAtLeast(RESET_FLOOR_MS, handle) : await handle();
      status = response.status;
      return status >= 400 ? normaliseAuthError(response, c.req.path) : response;
    } finally {
      if (email !== null) await settleSignIn(db, { email, address }, status);
    }
  };
  for (const route of authDocumentation) {
    router.openAPIRegistry.registerPath(route);
    router.on(route.method.toUpperCase(), route.path.replaceAll(/\{(\w+)\}/g, ":$1"), handler);
  }
  return router;
}

/** A body as documented, or a 400 naming its fields; a body that is not JSON is better-auth's to refuse. */
async function checkBody(request: Request, schema: typeof resetPasswordBody | typeof universitySignInBody) {
  const body: unknown = await request
    .clone()
    .json()
    .catch(() => undefined);
  if (body === undefined) return;
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    throw new AppError("invalid-input", 400, "Some fields need your attention.", fieldErrors(parsed.error));
  }
}

/** The email a sign-in names, or null when the body has none (better-auth then answers 400). */
async function emailOf(request: Request): Promise<string | null> {
  const body: unknown = await request
    .clone()
    .json()
    .catch(() => null);
  const email = (body as { email?: unknown } | null)?.email;
  return typeof email === "string" && email.length <= 320 ? email : null;
}
