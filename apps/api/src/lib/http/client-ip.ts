import type { Context } from "hono";
import type { IncomingMessage } from "node:http";

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
