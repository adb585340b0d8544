import { FILE_ERROR_MESSAGES } from "@stint/shared/files";
import { ApiError } from "../../lib/api-client.ts";

/**
 * What to tell the user about a failed file operation. The server's own message is kept when it has one
 * (it names the limit or the type); codes the client produces itself read from the shared catalogue.
 */
export function fileErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return FILE_ERROR_MESSAGES.unknown;
  if (error.status > 0 && error.message) return error.message;
  if (error.code in FILE_ERROR_MESSAGES) return FILE_ERROR_MESSAGES[error.code as keyof typeof FILE_ERROR_MESSAGES];
  return error.message || FILE_ERROR_MESSAGES.unknown;
}
