import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import { AppError, errorBody } from "../errors.ts";
import type { AppEnv } from "./app-env.ts";

/** Maps anything thrown to the standard error body; only our own errors carry their message out. */
export function handleError(error: Error, c: Context<AppEnv>) {
  if (error instanceof AppError) return c.json(errorBody(error), error.status);
  if (error instanceof HTTPException) {
    const status = error.status;
    const appError =
      status === 413
        ? new AppError("too-large", 413, "The request is too large.")
        : status === 400
          ? new AppError("invalid-input", 400, "The request body is not valid JSON.", { _: "Malformed JSON." })
          : new AppError("http-error", status, error.message || "The request could not be handled.");
    return c.json(errorBody(appError), appError.status);
  }
  c.get("logger")?.error({ err: error }, "unhandled error");
  return c.json(errorBody(new AppError("unknown", 500, "Something went wrong on our side. Please try again.")), 500);
}
