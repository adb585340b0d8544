import type { Context, MiddlewareHandler } from "hono";
import { secureHeaders } from "hono/secure-headers";
import { AppError, errorBody } from "../errors.ts";
import type { AppEnv } from "./app-env.ts";

/**
 * CSP for the SPA: everything from our own origin; Mantine injects style tags, hence inline styles.
 * `imageOrigins` are the only foreign sources allowed, for images alone (a configured map tile server).
 */
const contentSecurityPolicy = (options: { imageOrigins?: string[] }) => ({
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", "data:", "blob:", ...(options.imageOrigins ?? [])],
  fontSrc: ["'self'", "data:"],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
});

/**
 * The security headers of every response: Hono's secureHeaders (helmet's set) with our CSP, X-Frame-Options
 * DENY and a referrer policy that keeps the origin. A handler that sets one of them itself keeps its own (file
 * downloads set a stricter CSP).
 */
export function securityHeaders(options: { imageOrigins?: string[] } = {}): MiddlewareHandler {
  return secureHeaders({
    contentSecurityPolicy: contentSecurityPolicy(options),
    referrerPolicy: "strict-origin-when-cross-origin",
    xFrameOptions: "DENY",
    overwrite: false,
  });
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * State-changing calls must come from one of our origins. A request without Origin is let through only when
 * it carries no cookie (a programmatic client with a bearer token cannot be a CSRF vector).
 */
export function originCheck(
  trustedOrigins: string[],
  options: { exempt?: (c: Context<AppEnv>) => boolean } = {},
): MiddlewareHandler<AppEnv> {
  const trusted = new Set(trustedOrigins);
  return async (c, next) => {
    // A call that reads no session and carries its own proof is exempt (the caller says why).
    if (!SAFE_METHODS.has(c.req.method) && !options.exempt?.(c)) {
      const origin = c.req.header("origin") ?? refererOrigin(c.req.header("referer"));
      const hasCookie = Boolean(c.req.header("cookie"));
      if ((origin && !trusted.has(origin)) || (!origin && hasCookie)) {
        const error = new AppError("forbidden-origin", 403, "This request did not come from Stint.");
        return c.json(errorBody(error), 403);
      }
    }
    await next();
  };
}

function refererOrigin(referer: string | undefined): string | undefined {
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return undefined;
  }
}
