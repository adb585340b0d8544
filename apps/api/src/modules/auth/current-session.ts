import type { Context } from "hono";
import type { Auth } from "../../lib/auth.ts";
import { unauthenticated } from "../../lib/errors.ts";
import type { AppEnv } from "../../lib/http/app-env.ts";

export type CurrentSession = { id: string; token: string; userId: string };

/**
 * The session this request came with, checked in the database (never the cookie cache): what the session
 * screens keep, list as "this device" and never sign out by accident. 401 without one.
 */
export async function requireCurrentSession(c: Context<AppEnv>, auth: Auth): Promise<CurrentSession> {
  const { headers, response } = await auth.api.getSession({
    headers: c.req.raw.headers,
    query: { disableCookieCache: true, disableRefresh: true },
    returnHeaders: true,
  });
  // Better-auth clears the cookies of a session that is gone: the browser must see that.
  for (const cookie of headers.getSetCookie()) c.header("set-cookie", cookie, { append: true });
  if (!response) throw unauthenticated();
  return { id: response.session.id, token: response.session.token, userId: response.user.id };
}
