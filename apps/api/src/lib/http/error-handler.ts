import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import { isDatabaseUnavailable } from "../../db/db-errors.ts";
import { AppError, errorBody } from "../errors.ts";
import type { Logger } from "../logger.ts";
import type { AppEnv } from "./app-env.ts";

/** What a 503 asks the client to wait: about as long as a database restart or failover takes. */
export const RETRY_AFTER_SECONDS = 5;

/** One line per this while the database is unavailable, however many requests it fails. */
const OUTAGE_LOG_EVERY_MS = 10_000;

export const databaseUnavailable = () =>
  new AppError("database-unavailable", 503, "The service is briefly unavailable. Please try again in a few seconds.");

/**
 * Maps anything thrown to the standard error body; only our own errors carry their message out. A database
 * that cannot serve (down, restarting, out of connections, too slow: db/db-errors.ts) is a 503 with
 * Retry-After on every route, never a 500. The log describes an error without its values (lib/safe-error.ts).
 */
export function handleError(error: Error, c: Context<AppEnv>) {
  // A 413 may come before the body was read: the connection closes (lib/http/node-server) rather than carry
  // on with the client's unread bytes, and says so, so that no client sends its next request on it.
  if (error instanceof AppError || error instanceof HTTPException) {
    if (error.status === 413) c.header("connection", "close");
  }
  if (error instanceof AppError) {
    const retryAfter = error.retryAfterSeconds ?? (error.status === 503 ? RETRY_AFTER_SECONDS : undefined);
    if (retryAfter !== undefined) c.header("retry-after", String(retryAfter));
    return c.json(errorBody(error), error.status);
  }
  if (error instanceof HTTPException) {
    const appError = fromHttpException(error);
    return c.json(errorBody(appError), appError.status);
  }
  if (isDatabaseUnavailable(error)) {
    logOutage(c.get("logger"), error, c.get("requestId"));
    c.header("retry-after", String(RETRY_AFTER_SECONDS));
    return c.json(errorBody(databaseUnavailable()), 503);
  }
  c.get("logger")?.error({ err: error, requestId: c.get("requestId") }, "unhandled error");
  return c.json(errorBody(new AppError("unknown", 500, "Something went wrong on our side. Please try again.")), 500);
}

/** Per process: the first 503 of an outage is logged, then one line per 10 s with how many there were. */
const outage = { loggedAt: Number.NEGATIVE_INFINITY, unlogged: 0 };

function logOutage(logger: Logger | undefined, error: unknown, requestId: string | undefined) {
  outage.unlogged += 1;
  const now = performance.now();
  if (!logger || now - outage.loggedAt < OUTAGE_LOG_EVERY_MS) return;
  logger.warn({ err: error, requestId, requests: outage.unlogged }, "database unavailable: answering 503");
  outage.loggedAt = now;
  outage.unlogged = 0;
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
