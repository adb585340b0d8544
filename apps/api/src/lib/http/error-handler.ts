import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import { AppError, errorBody } from "../errors.ts";
import type { AppEnv } from "./app-env.ts";

/** Maps anything thrown to the standard error body; only our own errors carry their message out. */
export function handleError(error: Error, c: Context<AppEnv>) {
  // A 413 may come before the body was read: the connection closes (lib/http/node-server) rather than carry
  // on with the client's unread bytes, and says so, so that no client sends its next request on it.
  if (error instanceof AppError || error instanceof HTTPException) {
    if (error.status === 413) c.header("connection", "close");
  }
  if (error instanceof AppError) return c.json(errorBody(error), error.status);
  if (error instanceof HTTPException) {
    const appError = fromHttpException(error);
    return c.json(errorBody(appError), appError.status);
  }
  c.get("logger")?.error({ err: error }, "unhandled error");
  return c.json(errorBody(new AppError("unknown", 500, "Something went wrong on our side. Please try again.")), 500);
}

/** Hono's own errors (body limit, validators' media type and JSON parsing) in our words. */
function fromHttpException(error: HTTPException): AppError {
  switch (error.status) {
    case 400:
      return new AppError("invalid-input", 400, "The request body is not valid JSON.", { _: "Malformed JSON." });
    case 413:
      return new AppError("too-large", 413, "The request is too large.");
    case 415:
      return new AppError("unsupported-media-type", 415, "Send the body as JSON (Content-Type: application/json).");
    default:
      return new AppError("http-error", error.status, error.message || "The request could not be handled.");
  }
}
