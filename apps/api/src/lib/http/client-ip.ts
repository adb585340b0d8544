import type { Context } from "hono";
import type { IncomingMessage } from "node:http";
import { CLIENT_IP_HEADER } from "../auth.ts";

/**
 * The client address used for rate limiting. Behind a load balancer the TCP peer is the balancer, so a
 * deployment names the header its proxy sets (`CLIENT_IP_HEADER`, e.g. x-forwarded-for) and the right-most
 * entry, the one the proxy appended, is used. In-process tests have no socket and count as one client.
 */
export function clientIp(c: Context, proxyHeader: string | undefined): string {
  if (proxyHeader) {
    const forwarded = c.req.header(proxyHeader)?.split(",").at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress ?? "127.0.0.1";
}

/**
 * The request's headers for better-auth, with the client address it records on sessions and rate-limits by
 * set from the socket (or the configured proxy header): whatever a client sent under that name is replaced.
 */
export function headersForAuth(c: Context, proxyHeader: string | undefined): Headers {
  const headers = new Headers(c.req.raw.headers);
  headers.set(CLIENT_IP_HEADER, clientIp(c, proxyHeader));
  return headers;
}
