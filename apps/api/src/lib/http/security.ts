import type { Context } from "hono";
import { AppError, errorBody } from "../errors.ts";
import type { AppEnv } from "./app-env.ts";
import { defaultHeaders } from "./default-headers.ts";
import type { Step } from "./layer.ts";

/**
 * CSP for the SPA: everything from our own origin; Mantine injects style tags, hence inline styles.
 * `imageOrigins` are the only foreign sources allowed, for images alone (a configured map tile server).
 */
function contentSecurityPolicy(options: { imageOrigins?: string[] } = {}): string {
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'"],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:", ...(options.imageOrigins ?? [])],
    "font-src": ["'self'", "data:"],
    "connect-src": ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(" ")}`)
    .join("; ");
}

/**
 * The security headers of every response (helmet's set, as Hono's secureHeaders sends it, with our CSP,
 * X-Frame-Options DENY and a referrer policy that keeps the origin), computed once. A handler that sets one
 * of them itself keeps its own (file downloads set a stricter CSP).
 */
export function securityHeaders(options: { imageOrigins?: string[] } = {}): Step {
  return defaultHeaders([
    ["content-security-policy", contentSecurityPolicy(options)],
    ["cross-origin-opener-policy", "same-origin"],
    ["cross-origin-resource-policy", "same-origin"],
    ["origin-agent-cluster", "?1"],
    ["referrer-policy", "strict-origin-when-cross-origin"],
    ["strict-transport-security", "max-age=15552000; includeSubDomains"],
    ["x-content-type-options", "nosniff"],
    ["x-dns-prefetch-control", "off"],
    ["x-download-options", "noopen"],
    ["x-frame-options", "DENY"],
    ["x-permitted-cross-domain-policies", "none"],
    ["x-xss-protection", "0"],
  ]);
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * State-changing calls must come from one of our origins. A request without Origin is let through only when
 * it carries no cookie (a programmatic client with a bearer token cannot be a CSRF vector).
 */
export function originCheck(
  trustedOrigins: string[],
  options: { exempt?: (c: Context<AppEnv>) => boolean } = {},
): Step<AppEnv> {
  const trusted = new Set(trustedOrigins);
  return {
    before(c) {
      if (SAFE_METHODS.has(c.req.method)) return;
      // Only for a call that reads no session and carries its own proof (the caller says why).
      if (options.exempt?.(c)) return;
      const origin = c.req.header("origin") ?? refererOrigin(c.req.header("referer"));
      const hasCookie = Boolean(c.req.header("cookie"));
      if ((origin && !trusted.has(origin)) || (!origin && hasCookie)) {
        const error = new AppError("forbidden-origin", 403, "This request did not come from Stint.");
        return c.json(errorBody(error), 403);
      }
    },
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
