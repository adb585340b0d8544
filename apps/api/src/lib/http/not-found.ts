import type { Context, Hono } from "hono";
import { AppError, errorBody } from "../errors.ts";
import type { AppEnv } from "./app-env.ts";

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;

/**
 * The answer for an address no route answers: 405 with `Allow` when an API route has it for other methods,
 * 404 otherwise; both in the one error body. Only API routes count (the SPA answers GET for any other path).
 */
export function notFoundHandler(app: Pick<Hono<AppEnv>, "router">) {
  return (c: Context<AppEnv>) => {
    const path = c.req.path;
    const allowed = path.startsWith("/api/")
      ? METHODS.filter(
          (method) =>
            method !== c.req.method &&
            app.router
              .match(method, path)[0]
              .some(([[, route]]) => route.method === method && route.path.startsWith("/api/")),
        )
      : [];
    if (allowed.length > 0) {
      c.header("allow", allowed.join(", "));
      const error = new AppError("method-not-allowed", 405, `This address answers ${allowed.join(", ")} only.`);
      return c.json(errorBody(error), 405);
    }
    return c.json(errorBody(new AppError("not-found", 404, "There is nothing at this address.")), 404);
  };
}
