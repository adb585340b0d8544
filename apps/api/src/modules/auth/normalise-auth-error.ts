import { AUTH_ERROR_CODES, type ApiErrorCode } from "@stint/shared/errors";
import { COMMON_PASSWORD_MESSAGE, PASSWORD_MAX, PASSWORD_MIN } from "@stint/shared/password";
import type { ErrorBody } from "../../lib/errors.ts";

type AuthErrorBody = { code?: string; message?: string };

type AuthErrorCode = (typeof AUTH_ERROR_CODES)[keyof typeof AUTH_ERROR_CODES];

/** Messages a person can act on, for the better-auth codes the API passes on (AUTH_ERROR_CODES). */
const MESSAGES: Record<AuthErrorCode, string> = {
  INVALID_EMAIL_OR_PASSWORD: "The email or password is not right.",
  INVALID_TOKEN: "This reset link has expired or was already used. Ask for a new one.",
  PASSWORD_TOO_SHORT: `Use at least ${PASSWORD_MIN} characters.`,
  PASSWORD_TOO_LONG: `Use at most ${PASSWORD_MAX} characters.`,
  PASSWORD_TOO_COMMON: COMMON_PASSWORD_MESSAGE,
};

const isPassedOn = (code: string | undefined): code is AuthErrorCode =>
  code !== undefined && Object.hasOwn(MESSAGES, code);

const PASSWORD_CODES = new Set<ApiErrorCode>([
  AUTH_ERROR_CODES.passwordTooShort,
  AUTH_ERROR_CODES.passwordTooLong,
  AUTH_ERROR_CODES.passwordTooCommon,
]);

/** Our code for a better-auth answer whose code is none the API passes on, by status. */
const CODES_BY_STATUS: Record<number, ApiErrorCode> = {
  401: "unauthenticated",
  403: "forbidden",
  404: "not-found",
  405: "method-not-allowed",
  413: "too-large",
  415: "unsupported-media-type",
};

/**
 * Rewrites better-auth's `{ code, message }` (or an empty or non-JSON answer) into the one error body of the
 * API, keeping status and headers. A server error says nothing of its cause, as our own 500s do.
 */
export async function normaliseAuthError(response: Response, path: string): Promise<Response> {
  const raw = (await response
    .clone()
    .json()
    .catch(() => ({}))) as AuthErrorBody | null;
  const status = response.status;
  const rawCode = typeof raw?.code === "string" && raw.code ? raw.code : undefined;
  const body: ErrorBody = { error: authError(status, rawCode, raw?.message) };
  if (PASSWORD_CODES.has(body.error.code)) {
    body.error.fields = { [path.endsWith("/reset-password") ? "newPassword" : "password"]: body.error.message };
  } else if (
    status === 400 &&
    (rawCode === undefined || rawCode === "VALIDATION_ERROR" || rawCode === "invalid-input")
  ) {
    body.error.fields = validationFields(raw?.message);
  }
  const headers = new Headers(response.headers);
  headers.set("content-type", "application/json");
  headers.delete("content-length");
  // better-auth's own limiter says when to come back in X-Retry-After only; clients read Retry-After.
  const retryAfter = headers.get("x-retry-after");
  if (status === 429 && retryAfter && !headers.has("retry-after")) headers.set("retry-after", retryAfter);
  return new Response(JSON.stringify(body), { status, headers });
}

/** better-auth's answer as one of the API's codes: its own code when the web tells it apart, else ours by status. */
function authError(
  status: number,
  rawCode: string | undefined,
  rawMessage: unknown,
): { code: ApiErrorCode; message: string } {
  if (status >= 500) return { code: "unknown", message: "Something went wrong on our side. Please try again." };
  if (status === 429)
    return { code: "rate-limited", message: "Too many attempts. Please wait a minute and try again." };
  if (status === 404) return { code: "not-found", message: "There is nothing at this address." };
  if (isPassedOn(rawCode)) return { code: rawCode, message: MESSAGES[rawCode] };
  const message = typeof rawMessage === "string" && rawMessage ? rawMessage : "The request could not be handled.";
  return { code: CODES_BY_STATUS[status] ?? "invalid-input", message };
}

/** better-auth reports zod issues as "[body.email] Invalid email address; …". */
function validationFields(message: string | undefined): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const part of (message ?? "").split(";")) {
    const match = /\[body\.([\w.]+)\]\s*(.*)/.exec(part.trim());
    if (match?.[1]) fields[match[1]] = match[2] || "This field is not valid.";
  }
  return Object.keys(fields).length > 0 ? fields : { _: message ?? "The request is not valid." };
}
