import { COMMON_PASSWORD_MESSAGE, PASSWORD_MAX, PASSWORD_MIN } from "@stint/shared";
import type { ErrorBody } from "../../lib/errors.ts";

type AuthErrorBody = { code?: string; message?: string };

/** Messages a person can act on, by better-auth error code. */
const MESSAGES: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: "The email or password is not right.",
  INVALID_TOKEN: "This reset link has expired or was already used. Ask for a new one.",
  PASSWORD_TOO_SHORT: `Use at least ${PASSWORD_MIN} characters.`,
  PASSWORD_TOO_LONG: `Use at most ${PASSWORD_MAX} characters.`,
  PASSWORD_TOO_COMMON: COMMON_PASSWORD_MESSAGE,
};

const PASSWORD_CODES = new Set(["PASSWORD_TOO_SHORT", "PASSWORD_TOO_LONG", "PASSWORD_TOO_COMMON"]);

/** Our code for a better-auth answer that names none of its own, by status. */
const CODES_BY_STATUS: Record<number, string> = {
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
  const body: ErrorBody = { error: authError(status, raw ?? {}) };
  const code = body.error.code;
  if (PASSWORD_CODES.has(code)) {
    body.error.fields = { [path.endsWith("/reset-password") ? "newPassword" : "password"]: body.error.message };
  } else if (status === 400 && (code === "VALIDATION_ERROR" || code === "invalid-input")) {
    body.error.code = "invalid-input";
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

function authError(status: number, raw: AuthErrorBody): { code: string; message: string } {
  if (status >= 500) return { code: "unknown", message: "Something went wrong on our side. Please try again." };
  if (status === 429)
    return { code: "rate-limited", message: "Too many attempts. Please wait a minute and try again." };
  if (status === 404) return { code: "not-found", message: "There is nothing at this address." };
  const code = typeof raw.code === "string" && raw.code ? raw.code : (CODES_BY_STATUS[status] ?? "invalid-input");
  const message = MESSAGES[code] ?? (typeof raw.message === "string" && raw.message ? raw.message : undefined);
  return { code, message: message ?? "The request could not be handled." };
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
