import { z } from "zod";
import type { ACCOUNT_SUSPENDED } from "./admin-accounts.ts";
import type { EMAIL_CHANGE_LINK_ERRORS, RECENT_SIGN_IN_REQUIRED } from "./account-security.ts";
import type { COMPANY_UNVERIFIED, VERIFICATION_REQUEST_CODES } from "./company-verification.ts";
import type { EMAIL_CONFIRMATION_LINK_ERRORS, EMAIL_UNCONFIRMED } from "./email-confirmation.ts";
import type { CONVERSATION_ERROR_CODES } from "./conversations.ts";
import type { CV_IMPORT_ERROR_CODES } from "./cv-import.ts";
import type { FileErrorCode } from "./files.ts";
import type { JOB_ALERT_ERROR_CODES } from "./job-alerts.ts";
import type { RATING_CONFLICT_CODES } from "./ratings.ts";
import type { ROUND_CONFLICT_CODES } from "./rounds.ts";

/** The codes every part of the API may answer with; a module's own refusals have their codes beside them. */
export const GENERAL_ERROR_CODES = [
  "invalid-input",
  "unauthenticated",
  "forbidden",
  "forbidden-origin",
  "not-found",
  "method-not-allowed",
  "conflict",
  "too-large",
  "unsupported-media-type",
  "rate-limited",
  "wrong-password",
  "offer-not-open",
  "offer-not-accepted",
  "database-unavailable",
  "mail-unavailable",
  "storage-full",
  "storage-unavailable",
  "geocoder-unavailable",
  "bad-request",
  "headers-too-large",
  "uri-too-long",
  "request-timeout",
  "http-error",
  "unknown",
] as const;

/**
 * better-auth's own codes that the API passes on as they are (sign-in, password reset): the web tells them
 * apart. Any other code of better-auth is answered with one of ours, by status (normalise-auth-error.ts).
 */
export const AUTH_ERROR_CODES = {
  invalidEmailOrPassword: "INVALID_EMAIL_OR_PASSWORD",
  invalidToken: "INVALID_TOKEN",
  passwordTooShort: "PASSWORD_TOO_SHORT",
  passwordTooLong: "PASSWORD_TOO_LONG",
  passwordTooCommon: "PASSWORD_TOO_COMMON",
} as const;

type ValueOf<T> = T[keyof T];

/** Every `error.code` the API answers with: the server builds its errors from these, the web compares these. */
export type ApiErrorCode =
  | (typeof GENERAL_ERROR_CODES)[number]
  | ValueOf<typeof AUTH_ERROR_CODES>
  | FileErrorCode
  | ValueOf<typeof RATING_CONFLICT_CODES>
  | ValueOf<typeof ROUND_CONFLICT_CODES>
  | ValueOf<typeof CONVERSATION_ERROR_CODES>
  | ValueOf<typeof EMAIL_CHANGE_LINK_ERRORS>
  | ValueOf<typeof EMAIL_CONFIRMATION_LINK_ERRORS>
  | typeof EMAIL_UNCONFIRMED
  | ValueOf<typeof JOB_ALERT_ERROR_CODES>
  | ValueOf<typeof CV_IMPORT_ERROR_CODES>
  | typeof COMPANY_UNVERIFIED
  | ValueOf<typeof VERIFICATION_REQUEST_CODES>
  | typeof ACCOUNT_SUSPENDED
  | typeof RECENT_SIGN_IN_REQUIRED;

/** The body of every error response of the API. */
export type ApiErrorBody = {
  error: { code: ApiErrorCode; message: string; fields?: Record<string, string> };
};

// The document keeps `code` a string: a client reads codes it does not know yet as any other failure.
export const apiErrorSchema = z.object({
  error: z.object({ code: z.string(), message: z.string(), fields: z.record(z.string(), z.string()).optional() }),
});
