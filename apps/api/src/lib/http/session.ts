import type { Context, MiddlewareHandler } from "hono";
import type { Auth } from "../auth.ts";
import { unauthenticated } from "../errors.ts";
import type { AppEnv, SessionUser } from "./app-env.ts";

/** Resolves the session (cookie or bearer token) once per request for the handlers that need it. */
export function sessionMiddleware(auth: Auth): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const session = await auth.api.getSession({ headers: c.req.raw.headers });
    c.set("user", session ? { id: session.user.id, email: session.user.email, name: session.user.name } : null);
    await next();
  };
}

export function requireUser(c: Context<AppEnv>): SessionUser {
  const user = c.get("user");
  if (!user) throw unauthenticated();
  return user;
}
