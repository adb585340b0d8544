import type { ApiErrorBody } from "@stint/shared/errors";
import { type FileMeta, type FilePurpose, MAX_UPLOAD_RETRY_MS } from "@stint/shared/files";
import { ApiError, NETWORK_ERROR_MESSAGE } from "../../../lib/api-client.ts";
import { canceledError, withRetry } from "./retry.ts";

export type UploadProgress = { loaded: number; total: number };

export type UploadOptions = {
  purpose: FilePurpose;
  file: File;
  signal?: AbortSignal;
  onProgress?: (progress: UploadProgress) => void;
  /** Told when a failed attempt will be retried, so the screen can say so instead of looking stuck. */
  onRetry?: (info: { attempt: number; delayMs: number }) => void;
};

function errorFromResponse(xhr: XMLHttpRequest): ApiError {
  try {
    const body = JSON.parse(xhr.responseText) as { error?: Partial<ApiErrorBody["error"]> };
    if (body.error?.code && body.error.message) {
      return new ApiError(xhr.status, body.error.code, body.error.message, body.error.fields ?? {});
    }
  } catch {
    // Not our JSON (a proxy's page): the status decides below.
  }
  return new ApiError(xhr.status, "unknown", `The upload failed (${xhr.status}).`);
}

/** One attempt. XMLHttpRequest because fetch cannot report upload progress. */
function sendOnce(options: UploadOptions): Promise<FileMeta> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const onAbort = () => xhr.abort();
    options.signal?.addEventListener("abort", onAbort, { once: true });
    const settle = () => options.signal?.removeEventListener("abort", onAbort);

    xhr.open("POST", "/api/files");
    xhr.withCredentials = true;
    xhr.setRequestHeader("accept", "application/json");
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.({ loaded: event.loaded, total: event.total });
    };
    xhr.onload = () => {
      settle();
      if (xhr.status === 201) {
        try {
          resolve(JSON.parse(xhr.responseText) as FileMeta);
        } catch {
          reject(new ApiError(xhr.status, "unknown", "The server's answer could not be read."));
        }
      } else reject(errorFromResponse(xhr));
    };
    xhr.onerror = () => {
      settle();
      reject(new ApiError(0, "network", NETWORK_ERROR_MESSAGE));
    };
    xhr.onabort = () => {
      settle();
      reject(canceledError());
    };

    // The purpose goes first: the server decides the limits before it reads a byte of the file.
    const form = new FormData();
    form.append("purpose", options.purpose);
    form.append("file", options.file, options.file.name);
    xhr.send(form);
  });
}

/**
 * Uploads one file (PRODUCT §7): progress, cancel through `signal` (→ `canceled`), and retries with backoff on
 * network and server failures for up to ten minutes (→ `retry-limit-exceeded`). Refusals (4xx) are final.
 */
export function uploadFile(options: UploadOptions): Promise<FileMeta> {
  return withRetry(
    (attempt) => {
      if (attempt > 0) options.onProgress?.({ loaded: 0, total: options.file.size });
      return sendOnce(options);
    },
    { maxElapsedMs: MAX_UPLOAD_RETRY_MS, signal: options.signal, onRetry: options.onRetry },
  );
}
