import type { Context, MiddlewareHandler } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import type { Db } from "../../db/client.ts";
import { findRoleById } from "../../db/account-role.ts";
import { type Auth, SESSION_CACHE_SECONDS } from "../auth.ts";
import type { AppEnv, SessionUser } from "./app-env.ts";
import { cacheCookieExpiry, verifiedSessions } from "./verified-sessions.ts";
import type { Viewer } from "./viewer.ts";

/** The methods that change nothing: the only ones a cached session (see auth.ts, cookieCache) may answer. */
const READS = new Set(["GET", "HEAD"]);

/**
 * Gives handlers a way to resolve the viewer (the session's user, by cookie or bearer token, with their
 * account's role) that costs nothing unless called, and asks better-auth at most once per request and kind,
 * and the database for the role at most once per request, however often it is called.
 *
 * Reads accept the signed cookie cache, so most of them need no session query. Revocation (sign-out
 * elsewhere, password reset, account deletion) therefore reaches reads only when the cache expires; writes
 * and reads that ask for `fresh` always check the session in the database, so a revoked session can never
 * change anything or export data. After a write the cache cookie is dropped: the write may have changed
 * what it holds (the email address, the name), and the next read refills it from the database.
 */
export function sessionMiddleware(options: { auth: Auth; db: Db }): MiddlewareHandler<AppEnv> {
  const { auth, db } = options;
  const cookies = auth.$context.then((context) => context.authCookies);
  const verified = verifiedSessions({ maxEntries: 5_000, maxAgeMs: SESSION_CACHE_SECONDS * 1000 });
  return async (c, next) => {
    const write = !READS.has(c.req.method);
    const resolved = new Map<boolean, Promise<Viewer | null>>();
    let role: Promise<Viewer["role"]> | undefined;
    const resolve = async (fresh: boolean): Promise<SessionUser | null> => {
      const { sessionToken, sessionData } = await cookies;
      const token = fresh ? undefined : getCookie(c, sessionToken.name);
      const cache = token && getCookie(c, sessionData.name);
      const key = cache ? `${token} ${cache}` : undefined;
      const known = key && verified.get(key);
      if (known) return known;

      const { headers, response } = await auth.api.getSession({
        headers: c.req.raw.headers,
        // On a write the refreshed cookies would hold the state before the write: leave them unset.
        query: fresh ? { disableCookieCache: true, disableRefresh: write } : {},
        returnHeaders: true,
      });
      // A refilled cache, an extended session or the removal of a dead one: the browser must see them.
      const setCookies = headers.getSetCookie();
      for (const cookie of setCookies) c.header("set-cookie", cookie, { append: true });
      if (!response) return null;
      const user = { id: response.user.id, email: response.user.email, name: response.user.name };
      // Only what the cookies themselves vouched for: a set cookie means better-auth looked further.
      if (key && cache && setCookies.length === 0) {
        verified.set(key, user, Math.min(cacheCookieExpiry(cache) ?? 0, response.session.expiresAt.getTime()));
      }
      return user;
    };
    const resolveViewer = async (fresh: boolean): Promise<Viewer | null> => {
      const user = await resolve(fresh);
      if (!user) return null;
      role ??= findRoleById({ db, userId: user.id });
      const found = await role;
      return { userId: user.id, email: user.email, role: found, accountId: found ? user.id : null };
    };
    c.set("viewer", (options) => {
      const fresh = write || options?.fresh === true;
      let pending = resolved.get(fresh);
      if (!pending) {
        pending = resolveViewer(fresh);
        resolved.set(fresh, pending);
      }
      return pending;
    });
    await next();
    if (write) dropCacheCookie(c, (await cookies).sessionData);
  };
}

type CacheCookie = Awaited<Auth["$context"]>["authCookies"]["sessionData"];

function dropCacheCookie(c: Context<AppEnv>, cookie: CacheCookie) {
  if (getCookie(c, cookie.name) === undefined) return;
  // Sign-up and sign-out set or clear it themselves.
  if (c.res.headers.getSetCookie().some((header) => header.startsWith(`${cookie.name}=`))) return;
  const { path, domain, secure, httpOnly, sameSite } = cookie.attributes;
  setCookie(c, cookie.name, "", { path, domain, secure, httpOnly, sameSite, maxAge: 0 });
}
