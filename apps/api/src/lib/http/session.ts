import type { Context, MiddlewareHandler } from "hono";
import type { Auth } from "../auth.ts";
import { unauthenticated } from "../errors.ts";
import type { AppEnv, SessionUser } from "./app-env.ts";

/**
 * Gives handlers a way to resolve the session (cookie or bearer token) that costs nothing unless called,
 * and queries the database at most once per request however often it is called.
 */
export function sessionMiddleware(auth: Auth): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    let pending: Promise<SessionUser | null> | undefined;
    c.set(
      "currentUser",
      () =>
        (pending ??= auth.api
          .getSession({ headers: c.req.raw.headers })
          .then((session) =>
            session ? { id: session.user.id, email: session.user.email, name: session.user.name } : null,
          )),
    );
    await next();
  };
}

export async function requireUser(c: Context<AppEnv>): Promise<SessionUser> {
  const user = await c.get("currentUser")();
  if (!user) throw unauthenticated();
  return user;
}
