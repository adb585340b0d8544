import { chain } from "../../db/db-errors.ts";
import { AppError } from "../errors.ts";

/** The disk (or volume quota) is full: nothing more can be stored until someone makes room. */
const FULL_CODES = new Set(["ENOSPC", "EDQUOT"]);
/** The storage cannot be written or read now: mounted read-only, permissions lost, a failing disk. */
const UNAVAILABLE_CODES = new Set(["EROFS", "EACCES", "EPERM", "EIO"]);
/** A bucket that does not answer (S3 only: on disk, a socket error can only be the uploading client's). */
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);
/** S3 error names that mean the same: the service is busy or down, or will not let us in. */
const S3_UNAVAILABLE = new Set(["SlowDown", "ServiceUnavailable", "InternalError", "AccessDenied", "RequestTimeout"]);
const S3_FULL = /storage ?full|quota ?exceeded/i;

export const storageFull = () =>
  new AppError("storage-full", 507, "There is no room left to store files right now. Please try again later.");
export const storageUnavailable = () =>
  new AppError("storage-unavailable", 503, "File storage is unavailable right now. Please try again in a few seconds.");

/**
 * The named fault a storage driver's error stands for, or null: a full disk is a 507 `storage-full`, storage
 * that cannot be used now (read-only, permission denied, I/O error, a bucket that does not answer or is busy)
 * a 503 `storage-unavailable`, which the error handler answers with Retry-After. Anything else stays as it is.
 * `network`: the driver talks to a service (S3), so socket errors are the storage's.
 */
export function storageFault(error: unknown, options: { network?: boolean } = {}): AppError | null {
  for (const current of chain(error)) {
    if (current instanceof AppError) return null;
    const code = (current as { code?: unknown }).code;
    const name = (current as { name?: unknown }).name;
    const status = (current as { $metadata?: { httpStatusCode?: unknown } }).$metadata?.httpStatusCode;
    if (typeof code === "string" && FULL_CODES.has(code)) return storageFull();
    if (options.network && typeof name === "string" && S3_FULL.test(name)) return storageFull();
    if (typeof code === "string" && UNAVAILABLE_CODES.has(code)) return storageUnavailable();
    if (!options.network) continue;
    if (typeof code === "string" && NETWORK_CODES.has(code)) return storageUnavailable();
    if (typeof name === "string" && S3_UNAVAILABLE.has(name)) return storageUnavailable();
    if (typeof status === "number" && status >= 500) return storageUnavailable();
  }
  return null;
}
