import { FILE_ERROR_MESSAGES } from "@stint/shared/files";
import type { TFunction } from "i18next";
import { errorMessage } from "../../i18n/error-message.ts";
import { ApiError } from "../../lib/api-client.ts";

/**
 * What to tell the user about a failed file operation. The server's own message is kept when it has one
 * (it names the limit or the type); codes the client produces itself read from the shared catalogue. In another
 * language than English, the code's message of `common` (every file code has one).
 */
export function fileErrorMessage(t: TFunction, language: string, error: unknown): string {
  if (language !== "en") return errorMessage(t, language, error);
  if (!(error instanceof ApiError)) return FILE_ERROR_MESSAGES.unknown;
  if (error.status > 0 && error.message) return error.message;
  if (error.code in FILE_ERROR_MESSAGES) return FILE_ERROR_MESSAGES[error.code as keyof typeof FILE_ERROR_MESSAGES];
  return error.message || FILE_ERROR_MESSAGES.unknown;
}
