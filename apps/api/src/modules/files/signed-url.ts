import { createHmac, timingSafeEqual } from "node:crypto";

/** How long a download link works (PRODUCT §7: short-lived signed URLs). */
export const SIGNED_URL_TTL_SECONDS = 5 * 60;
// Expiry times are rounded up to this step: links made within the same minute are identical, so the
// browser's cache serves an avatar shown on many pages instead of fetching it per page.
const EXPIRY_STEP_SECONDS = 60;

export type FileUrlSigner = {
  /**
   * `/api/files/{id}/content?expires=…&signature=…`, valid for 5 to 6 minutes. `neutral`: the download goes
   * by a neutral name (a link made for someone other than the owner); signed, so it cannot be dropped.
   */
  sign(fileId: string, now?: Date, options?: { neutral?: boolean }): { url: string; expires: number };
  /** True when the signature is ours for this file, expiry and naming, and the expiry has not passed. */
  verify(
    fileId: string,
    expires: string | undefined,
    signature: string | undefined,
    now?: Date,
    neutral?: boolean,
  ): boolean;
};

/**
 * Signs download links with a key derived from AUTH_SECRET (so a signature made here is good for nothing
 * else the secret signs), like an S3 presigned URL: whoever has the link may fetch the file until it expires.
 */
export function createFileUrlSigner(authSecret: string): FileUrlSigner {
  const key = createHmac("sha256", authSecret).update("stint/file-download-urls/v1").digest();
  const mac = (fileId: string, expires: number, neutral: boolean) =>
    createHmac("sha256", key)
      .update(`${fileId}\n${expires}${neutral ? "\nneutral" : ""}`)
      .digest();

  return {
    sign(fileId, now = new Date(), options = {}) {
      const neutral = options.neutral === true;
      const seconds = Math.floor(now.getTime() / 1000) + SIGNED_URL_TTL_SECONDS;
      const expires = Math.ceil(seconds / EXPIRY_STEP_SECONDS) * EXPIRY_STEP_SECONDS;
      const signature = mac(fileId, expires, neutral).toString("base64url");
      const naming = neutral ? "&name=neutral" : "";
      return { url: `/api/files/${fileId}/content?expires=${expires}${naming}&signature=${signature}`, expires };
    },

    verify(fileId, expires, signature, now = new Date(), neutral = false) {
      if (!expires || !signature || !/^\d{1,12}$/.test(expires)) return false;
      const expiresAt = Number(expires);
      if (expiresAt * 1000 <= now.getTime()) return false;
      // Compared as text: decoding first would accept variants of the last base64 character.
      const given = Buffer.from(signature);
      const expected = Buffer.from(mac(fileId, expiresAt, neutral).toString("base64url"));
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
