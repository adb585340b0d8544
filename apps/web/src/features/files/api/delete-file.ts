import { MAX_OPERATION_RETRY_MS } from "@stint/shared/files";
import { answer, api } from "../../../lib/api-client.ts";
import { withRetry } from "./retry.ts";

/** Deletes one of the user's files; retried for up to two minutes like every storage call but the upload. */
export function deleteFile(fileId: string, signal?: AbortSignal): Promise<void> {
  return withRetry(() => answer(api.DELETE("/files/{id}", { params: { path: { id: fileId } }, signal })), {
    maxElapsedMs: MAX_OPERATION_RETRY_MS,
    signal,
  });
}
