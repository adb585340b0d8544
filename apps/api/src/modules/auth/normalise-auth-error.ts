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

/** Rewrites better-auth's `{ code, message }` into the one error body of the API, keeping status and headers. */
export async function normaliseAuthError(response: Response, path: string): Promise<Response> {
  const raw = (await response
    .clone()
    .json()
    .catch(() => ({}))) as AuthErrorBody;
  const status = response.status;
  const code = status === 429 ? "rate-limited" : (raw.code ?? (status === 401 ? "unauthenticated" : "invalid-input"));
  const message =
    status === 429
      ? "Too many attempts. Please wait a minute and try again."
      : (MESSAGES[code] ?? raw.message ?? "The request could not be handled.");
  const body: ErrorBody = { error: { code, message } };
  if (PASSWORD_CODES.has(code)) {
    body.error.fields = { [path.endsWith("/reset-password") ? "newPassword" : "password"]: message };
  } else if (code === "VALIDATION_ERROR" || code === "invalid-input") {
    body.error.code = "invalid-input";
    body.error.fields = validationFields(raw.message);
  }
  const headers = new Headers(response.headers);
  headers.set("content-type", "application/json");
  headers.delete("content-length");
  return new Response(JSON.stringify(body), { status, headers });
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
