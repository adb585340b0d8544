import type { MiddlewareHandler } from "hono";
import { secureHeaders } from "hono/secure-headers";
import { AppError, errorBody } from "../errors.ts";
import type { AppEnv } from "./app-env.ts";

/**
 * CSP for the SPA: everything from our own origin; Mantine injects style tags, hence inline styles.
 * `imageOrigins` are the only foreign sources allowed, for images alone (a configured map tile server).
 * A handler that sets one of these headers itself keeps its own (file downloads set a stricter CSP).
 */
export function securityHeaders(options: { imageOrigins?: string[] } = {}): MiddlewareHandler {
  return secureHeaders({
    contentSecurityPolicy: {
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
    },
    xFrameOptions: "DENY",
    xContentTypeOptions: "nosniff",
    referrerPolicy: "strict-origin-when-cross-origin",
    crossOriginEmbedderPolicy: false,
    overwrite: false,
  });
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * State-changing calls must come from one of our origins. A request without Origin is let through only when
 * it carries no cookie (a programmatic client with a bearer token cannot be a CSRF vector).
 */
export function originCheck(trustedOrigins: string[]): MiddlewareHandler<AppEnv> {
  const trusted = new Set(trustedOrigins);
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const origin = c.req.header("origin") ?? refererOrigin(c.req.header("referer"));
    const hasCookie = Boolean(c.req.header("cookie"));
    if ((origin && !trusted.has(origin)) || (!origin && hasCookie)) {
      const error = new AppError("forbidden-origin", 403, "This request did not come from Stint.");
      return c.json(errorBody(error), 403);
    }
    return next();
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
