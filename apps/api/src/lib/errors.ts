import { FILE_ERROR_MESSAGES, type FileErrorCode } from "@stint/shared/files";
import { type ApiErrorCode } from "@stint/shared/errors";
import type { ContentfulStatusCode } from "hono/utils/http-status";

/** Field name (dotted path for nested input) → human message. */
export type FieldErrors = Record<string, string>;

/**
 * The one error type of the server. `code` is stable and machine-readable, `message` is safe to show to a
 * user; nothing else (stack, SQL) ever reaches a response.
 */
export class AppError extends Error {
  /** One of the codes shared with the web (packages/shared/src/errors.ts): a code it does not know is a type error. */
  readonly code: ApiErrorCode;
  readonly status: ContentfulStatusCode;
  readonly fields: FieldErrors | undefined;
  /** Sent as Retry-After (a rate limit's window, an outage's pause); a 503 without one gets the default. */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    code: ApiErrorCode,
    status: ContentfulStatusCode,
    message: string,
    fields?: FieldErrors,
    options: { retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.name = "AppError";
    this.code = code;
    this.status = status;
    this.fields = fields;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

export const badRequest = (message: string, fields?: FieldErrors) =>
  new AppError("invalid-input", 400, message, fields);
export const unauthenticated = () => new AppError("unauthenticated", 401, "Please sign in to continue.");
export const forbidden = (message = "You are not allowed to do this.") => new AppError("forbidden", 403, message);
export const notFound = (what = "This page") => new AppError("not-found", 404, `${what} was not found.`);
export const conflict = (message: string, fields?: FieldErrors) => new AppError("conflict", 409, message, fields);

/** A file-storage error with the seed's code; the web client shows FILE_ERROR_MESSAGES for it. */
export const fileError = (code: FileErrorCode, status: ContentfulStatusCode, message?: string, fields?: FieldErrors) =>
  new AppError(code, status, message ?? FILE_ERROR_MESSAGES[code], fields);

export type ErrorBody = { error: { code: ApiErrorCode; message: string; fields?: FieldErrors } };

export function errorBody(error: AppError): ErrorBody {
  return {
    error: { code: error.code, message: error.message, ...(error.fields ? { fields: error.fields } : {}) },
  };
}
