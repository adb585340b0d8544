import type { Context, MiddlewareHandler } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import type { Database } from "../../db/client.ts";
import { findRoleById, liveSessions } from "../../db/account-role.ts";
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
 * Reads accept the signed cookie cache, so they need neither better-auth's session query nor its user query;
 * the one query a read makes for the viewer's role also checks that the session still exists, so a
 * sign-out elsewhere, a password reset or a deleted account ends reads at once (issue 15), and the browser
 * is told to forget the cookies. Writes and reads that ask for `fresh` check the session through better-auth
 * in the database. After a write the cache cookie is dropped: the write may have changed what it holds (the
 * email address, the name), and the next read refills it from the database.
 */
export function sessionMiddleware(options: {
  auth: Auth;
  database: Pick<Database, "db" | "listen">;
}): MiddlewareHandler<AppEnv> {
  const { auth } = options;
  const { db } = options.database;
  const liveSession = liveSessions(options.database);
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
      const { sessionToken, sessionData } = await cookies;
      const token = fresh ? undefined : tokenOf(getCookie(c, sessionToken.name));
      if (token) {
        // Answered from the cache: the session must still be there, whatever the cookies say.
        const live = await liveSession(token);
        if (!live || live.userId !== user.id) {
          forget(c, [sessionToken, sessionData]);
          return null;
        }
        role ??= Promise.resolve(live.role);
      }
      role ??= findRoleById({ db, userId: user.id });
      const found = await role;
      c.set("userId", user.id);
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

/** The session token in better-auth's signed cookie (`token.signature`, URL-encoded). */
function tokenOf(cookie: string | undefined): string | undefined {
  if (!cookie) return undefined;
  const value = decodeURIComponent(cookie);
  const dot = value.indexOf(".");
  return dot > 0 ? value.slice(0, dot) : undefined;
}

/** Clears the session cookies of a session that is over, as better-auth does when it finds one. */
function forget(c: Context<AppEnv>, cookies: CacheCookie[]) {
  for (const cookie of cookies) {
    if (getCookie(c, cookie.name) === undefined) continue;
    const { path, domain, secure, httpOnly, sameSite } = cookie.attributes;
    setCookie(c, cookie.name, "", { path, domain, secure, httpOnly, sameSite, maxAge: 0 });
  }
}

function dropCacheCookie(c: Context<AppEnv>, cookie: CacheCookie) {
  if (getCookie(c, cookie.name) === undefined) return;
  // Sign-up and sign-out set or clear it themselves.
  if (c.res.headers.getSetCookie().some((header) => header.startsWith(`${cookie.name}=`))) return;
  const { path, domain, secure, httpOnly, sameSite } = cookie.attributes;
  setCookie(c, cookie.name, "", { path, domain, secure, httpOnly, sameSite, maxAge: 0 });
}
