import { LruMap } from "../lru-map.ts";
import type { SessionUser } from "./app-env.ts";

/**
 * Sessions better-auth verified from their cookies a moment ago, by the cookies' exact values. Verifying a
 * cached session (two HMACs through WebCrypto, a schema parse, better-auth's endpoint machinery) costs more
 * than most handlers, and the same cookies verify the same way until the cache cookie expires: the answer
 * is kept until then, and never longer than `maxAgeMs` after it was given (what a fresh cache cookie
 * would allow). Bounded: the least recently used entry makes room.
 */
export function verifiedSessions(options: { maxEntries: number; maxAgeMs: number }) {
  const entries = new LruMap<string, { user: SessionUser; until: number }>(options.maxEntries);
  return {
    get(key: string): SessionUser | undefined {
      const entry = entries.get(key);
      if (entry && entry.until > Date.now()) return entry.user;
      if (entry) entries.delete(key);
      return undefined;
    },
    set(key: string, user: SessionUser, until: number) {
      const bounded = Math.min(until, Date.now() + options.maxAgeMs);
      if (!(bounded > Date.now())) return;
      entries.set(key, { user, until: bounded });
    },
  };
}

/** When a cache cookie in better-auth's default ("compact") encoding expires, or null for anything else. */
export function cacheCookieExpiry(value: string): number | null {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(value, "base64url").toString("utf8"));
    const expiresAt = parsed && typeof parsed === "object" && "expiresAt" in parsed ? parsed.expiresAt : null;
    return typeof expiresAt === "number" ? expiresAt : null;
  } catch {
    return null;
  }
}
